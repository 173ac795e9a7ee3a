import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LegendPosition } from '../types';

/** Root of a chart: toolbar, then legend and plot laid out by the legend position. */
export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.text,
  fontFamily: vars.font.family, fontSize: vars.font.size.sm, minWidth: 0,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });

export const toolButton = style({
  font: 'inherit', fontSize: vars.font.size.xs, color: vars.color.text, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: `${vars.space.xxs} ${vars.space.sm}`, cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

/** Legend and plot: the legend position picks the flex direction. */
const direction = { bottom: 'column-reverse', top: 'column', left: 'row', right: 'row-reverse', none: 'row' } as const satisfies Record<LegendPosition, string>;
export const body = styleVariants(direction, (flexDirection) => ({ display: 'flex', flexDirection, gap: vars.space.sm }));

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.xs, color: vars.color.text });
export const legendVertical = style({ flexDirection: 'column', flexWrap: 'nowrap', flexShrink: 0, maxWidth: '30%' });
/** A legend entry stays on one line: a long name is cut with an ellipsis (its full text is the entry's title), never wrapped. */
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: '100%', whiteSpace: 'nowrap' });
export const legendText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
/** The words every legend name begins with (legendNames), said once above or before the entries. */
export const legendCaption = style({ minWidth: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.textMuted });
export const swatch = style({ width: 10, height: 10, borderRadius: vars.radius.sm, flexShrink: 0 });

export const plot = style({
  position: 'relative', flex: '1 1 auto', minWidth: 0, outline: 'none', touchAction: 'none', userSelect: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}`, borderRadius: vars.radius.sm } },
});

export const canvas = style({ display: 'block' });

export const crosshair = style({ position: 'absolute', width: 1, background: vars.chart.crosshair, pointerEvents: 'none' });

export const brush = style({ position: 'absolute', background: vars.color.focusRing, opacity: 0.2, pointerEvents: 'none' });

export const tooltip = style({
  position: 'absolute', zIndex: 1, pointerEvents: 'none', background: vars.chart.tooltipBackground, color: vars.chart.tooltipText,
  borderRadius: vars.radius.sm, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal, boxShadow: vars.elevation.medium, whiteSpace: 'nowrap',
});

export const status = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted,
  background: vars.color.surfaceSunken, borderRadius: vars.radius.md, fontSize: vars.font.size.sm, textAlign: 'center', padding: vars.space.md,
});

export const error = style({ color: vars.color.error, background: vars.color.errorSurface });

export const visuallyHidden = style({
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
