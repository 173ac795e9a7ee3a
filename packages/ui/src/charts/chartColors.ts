import type { ChartColors } from './draw';
import { vars } from '../theme/contract.css';
import { lightTheme, paletteOf } from '../theme/tokens';

/** The CSS custom property name of a contract variable (`var(--x)` gives `--x`). */
export function cssVarName(ref: string): string {
  const m = /var\((--[^),]+)/.exec(ref);
  return m?.[1] ?? ref;
}

const palette = Object.values(vars.chart.palette);
const fallback = paletteOf(lightTheme);

/**
 * Reads the chart colours and font of the theme in effect on `el` (its computed CSS variables),
 * for canvas drawing. Falls back to the light theme's values where a variable is unset (no theme
 * class above the chart).
 */
export function readChartColors(el: Element): ChartColors {
  const style = getComputedStyle(el);
  const read = (ref: string, dflt: string) => style.getPropertyValue(cssVarName(ref)).trim() || dflt;
  const size = read(vars.font.size.xs, lightTheme.font.size.xs);
  const family = read(vars.font.family, lightTheme.font.family);
  return {
    palette: palette.map((ref, i) => read(ref, fallback[i] as string)),
    grid: read(vars.chart.grid, lightTheme.chart.grid),
    axis: read(vars.chart.axis, lightTheme.chart.axis),
    axisText: read(vars.chart.axisText, lightTheme.chart.axisText),
    font: `${size} ${family}`,
  };
}
