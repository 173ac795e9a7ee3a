import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

const focus = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 12rem) minmax(0, 1fr) minmax(12rem, 16rem)',
  gap: vars.space.md,
  alignItems: 'start',
  color: vars.color.text,
  fontFamily: vars.font.family,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const menuItem = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
    '&:focus-visible': focus,
  },
});
export const center = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({
  position: 'sticky',
  top: 0,
  padding: 0,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
});
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', maxWidth: '32rem', overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.font.size.sm });
export const select = style({
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focus },
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
});
export const chevron = style({ transition: `transform ${vars.motion.fast}`, selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });
export const groupBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.xs} 0` });
export const search = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focus },
});
export const toolbar = style({ display: 'flex', gap: vars.space.xs });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, height: 30, fontSize: vars.font.size.sm, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', cursor: 'pointer' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
