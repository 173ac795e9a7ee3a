import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Columns: select, date, hour, attributes, Load, Calc, New Load. */
export const COLUMNS = '44px 104px 64px minmax(150px, 1fr) 128px 96px 148px';
export const ROW_HEIGHT = 32;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, color: vars.color.text, fontFamily: vars.font.family });
export const grid = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  // Rows come and go above the viewport while scrolling: no scroll anchoring to work out.
  overflowAnchor: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const inner = style({ minWidth: 760 });
export const header = style({
  display: 'grid',
  gridTemplateColumns: COLUMNS,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: ROW_HEIGHT,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.bold,
});
export const body = style({ position: 'relative', contain: 'layout paint' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: COLUMNS,
  position: 'absolute',
  left: 0,
  right: 0,
  height: ROW_HEIGHT,
  borderBottom: `1px solid ${vars.color.border}`,
  // A row's layout and paint never reach outside it.
  contain: 'layout paint',
  selectors: { '&[aria-selected="true"]': { background: vars.color.neutralSurface } },
});
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  paddingInline: vars.space.xs,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  boxSizing: 'border-box',
  selectors: {
    '&[data-numeric="true"]': { justifyContent: 'flex-end' },
    '&[data-in-range="true"]': { background: vars.color.positiveSurface },
    '&[data-active="true"]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    '&[data-edited="true"]': { fontWeight: vars.font.weight.bold },
  },
});
export const headCell = style([cell, { color: vars.color.text }]);
export const attr = style({ color: vars.color.textMuted });
export const holiday = style({ color: vars.color.text, fontWeight: vars.font.weight.bold });
export const checkbox = style({ margin: 0, width: 16, height: 16, accentColor: vars.color.primary });
export const editor = style({
  width: '100%',
  boxSizing: 'border-box',
  height: ROW_HEIGHT - 6,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'end',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const problem = style({ margin: 0, color: vars.color.error, fontSize: vars.font.size.sm });
export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
