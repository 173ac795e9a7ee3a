import type { Theme } from './contract.css';

const shared = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '6px', lg: '10px', round: '9999px' },
  font: {
    family: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
    weight: { regular: '400', medium: '500', bold: '650' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  motion: { fast: '120ms', normal: '200ms' },
} satisfies Pick<Theme, 'space' | 'radius' | 'font' | 'motion'>;

/**
 * The light theme's values. Text and chart colours meet WCAG 2.1 AA contrast (4.5:1 for text, 3:1
 * for chart marks) on `surface`.
 */
export const lightTheme: Theme = {
  ...shared,
  color: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f5',
    border: '#d5dbe3',
    borderStrong: '#8a96a6',
    text: '#17202c',
    textMuted: '#4f5b6b',
    textInverse: '#ffffff',
    primary: '#0b5cad',
    primaryHover: '#094b8d',
    primaryText: '#ffffff',
    focusRing: '#2f7de1',
    positive: '#1c7a3d',
    positiveSurface: '#e6f4ea',
    neutral: '#3d5a80',
    neutralSurface: '#e8eef6',
    warning: '#8a5a00',
    warningSurface: '#fff4dc',
    error: '#b3261e',
    errorSurface: '#fdecea',
    overlay: 'rgba(15, 23, 42, 0.45)',
    disabled: '#e3e7ed',
    disabledText: '#6b7585',
  },
  chart: {
    // Tableau 10 hues, darkened where needed for 3:1 against white.
    palette: { c0: '#1f6fb4', c1: '#e06c00', c2: '#2f8f3a', c3: '#c92a2a', c4: '#7b4fb0', c5: '#8c564b', c6: '#c2479b', c7: '#5f6b7a', c8: '#8d8f12', c9: '#138a9e' },
    grid: '#e6eaf0',
    axis: '#8a96a6',
    axisText: '#4f5b6b',
    crosshair: '#4f5b6b',
    tooltipBackground: '#17202c',
    tooltipText: '#ffffff',
  },
  elevation: {
    low: '0 1px 2px rgba(15, 23, 42, 0.08)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.12)',
    high: '0 12px 32px rgba(15, 23, 42, 0.22)',
  },
};

/** The dark theme's values, same contrast targets against its `surface`. */
export const darkTheme: Theme = {
  ...shared,
  color: {
    background: '#0e131a',
    surface: '#161d27',
    surfaceRaised: '#1e2733',
    surfaceSunken: '#0b1016',
    border: '#2c3745',
    borderStrong: '#6b7888',
    text: '#e8edf3',
    textMuted: '#a9b4c2',
    textInverse: '#0e131a',
    primary: '#6aa9ff',
    primaryHover: '#8dbdff',
    primaryText: '#0b1a2e',
    focusRing: '#8dbdff',
    positive: '#5cc97d',
    positiveSurface: '#13301e',
    neutral: '#9ab8e0',
    neutralSurface: '#1b2a3d',
    warning: '#f0b849',
    warningSurface: '#33270d',
    error: '#ff8a80',
    errorSurface: '#3a1714',
    overlay: 'rgba(0, 0, 0, 0.6)',
    disabled: '#252e3a',
    disabledText: '#8893a1',
  },
  chart: {
    palette: { c0: '#5fa8ee', c1: '#ff9f40', c2: '#5cc97d', c3: '#ff7070', c4: '#b592e6', c5: '#c99a8a', c6: '#f08cc8', c7: '#a9b4c2', c8: '#d6d85a', c9: '#4fd0e0' },
    grid: '#232d3a',
    axis: '#6b7888',
    axisText: '#a9b4c2',
    crosshair: '#a9b4c2',
    tooltipBackground: '#e8edf3',
    tooltipText: '#0e131a',
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** The 10 chart palette colours of a theme, in series order. */
export function paletteOf(theme: Theme): string[] {
  const p = theme.chart.palette;
  return [p.c0, p.c1, p.c2, p.c3, p.c4, p.c5, p.c6, p.c7, p.c8, p.c9];
}
