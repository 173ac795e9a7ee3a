import type { CardSeriesData } from './cardData';

/** Height of a one-line top or bottom legend, px, taken off the plot height. */
export const LEGEND_ROW_PX = 28;
/** Each further line of a wrapping top or bottom legend, px (xs text and the row gap). */
const LEGEND_LINE_PX = 18;
/** Estimated width of one legend character at the xs size, px, and of a swatch plus the item gap. */
const LEGEND_CHAR_PX = 6.5;
const LEGEND_ITEM_PX = 34;

/**
 * Height a top or bottom legend takes, px: its items ('{label} ({unit})') packed into lines of
 * `width` as the legend's flex-wrap packs them (text width estimated), a long label on lines of
 * its own, so a narrow card keeps every legend item inside it.
 */
export function legendHeightPx(series: readonly Pick<CardSeriesData, 'label' | 'unitLabel'>[], width: number | null): number {
  const usable = Math.max(120, (width ?? 480) - 16);
  let lines = 0;
  let used = usable;
  for (const s of series) {
    const text = s.unitLabel ? `${s.label} (${s.unitLabel})` : s.label;
    const w = LEGEND_ITEM_PX + text.length * LEGEND_CHAR_PX;
    if (used + w <= usable) {
      used += w;
    } else if (w <= usable) {
      lines += 1;
      used = w;
    } else {
      lines += Math.ceil(w / usable);
      used = usable;
    }
  }
  return LEGEND_ROW_PX + Math.max(0, lines - 1) * LEGEND_LINE_PX;
}
