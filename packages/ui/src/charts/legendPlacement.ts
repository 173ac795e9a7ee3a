import type { LegendPosition } from './types';

/**
 * Below this width (CSS px) a chart is narrow: a left or right legend would take a large share of
 * it (about 45 % of a card on a 390 px phone), so it goes below the plot instead.
 */
export const NARROW_CHART_PX = 480;

/**
 * Where the legend is drawn for the chosen position and the chart's measured width (CSS px; null
 * before it is measured): a left or right legend moves to the bottom on a narrow chart (by the
 * chart's own width, not the viewport's, so a narrow card on a wide screen does it too).
 *
 * @example
 * legendPlacement('right', 358) // 'bottom'
 * legendPlacement('right', 900) // 'right'
 */
export function legendPlacement(position: LegendPosition, width: number | null): LegendPosition {
  if ((position === 'left' || position === 'right') && width !== null && width > 0 && width < NARROW_CHART_PX) return 'bottom';
  return position;
}
