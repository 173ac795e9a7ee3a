import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const card = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  minHeight: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  boxShadow: vars.elevation.low,
  overflow: 'hidden',
  selectors: { '&[data-drag-over="true"]': { borderColor: vars.color.primary } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });
export const handle = style({ flex: 1, minWidth: 0, cursor: 'grab', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const description = style({ margin: 0, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });
export const editFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, cursor: 'auto' });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
export const fieldLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const errorList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: 320 });
export const errorLabel = style({ fontWeight: vars.font.weight.bold });
export const errorText = style({ color: vars.color.error });

// A grid, not a flex column: when the options outgrow the popover's height they scroll instead of
// squeezing each control.
export const options = style({ display: 'grid', gap: vars.space.sm, minWidth: 280, maxWidth: 360, maxHeight: 420, overflowY: 'auto' });
export const axisOptions = style({ display: 'grid', gap: vars.space.sm });
export const radioGroup = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const legendText = style({ padding: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, width: '100%' });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const seriesSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const seriesHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const seriesList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const seriesItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 7.5rem auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
// The calculation select of a series keeps its label for assistive technology only (the row
// already shows the series); `ll_select` is ui's stable part name of the Select root.
globalStyle(`${seriesItem} [data-ll-part="select"] > span:first-child`, {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
// ui's Select keeps a 180 px minimum: in a series row it takes its column's width instead.
globalStyle(`${seriesItem} [data-ll-part="select"]`, { minWidth: 0, width: '100%' });
export const seriesName = style({ display: 'flex', flexDirection: 'column', alignSelf: 'center', minWidth: 0 });
export const seriesLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const seriesAxis = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const body = style({ position: 'relative', flex: 1, minHeight: 0, minWidth: 0, overflow: 'auto' });
/** A table that may scroll: focusable so keyboard users can scroll it (WCAG 2.1.1). */
export const scroller = style({ height: '100%', overflow: 'auto', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } } });
export const message = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });

export const dropLayer = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.overlay,
});
export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  selectors: { '&[data-over="true"]': { background: vars.color.primary, color: vars.color.primaryText } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
/** The table's name for assistive technology; the card header already shows the title. */
export const caption = style({
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
export const th = style({ textAlign: 'left', padding: `${vars.space.xxs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.borderStrong}`, fontWeight: vars.font.weight.medium });
export const thNumber = style([th, { textAlign: 'right' }]);
export const td = style({ textAlign: 'right', padding: `${vars.space.xxs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}` });
export const rowHead = style({ textAlign: 'left', padding: `${vars.space.xxs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, fontWeight: vars.font.weight.regular });
