import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, color: vars.color.text, fontFamily: vars.font.family });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSurface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
export const errorLine = style({ margin: 0, color: vars.color.error });
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const sectionTitle = style({ margin: 0, padding: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const legend = style({ padding: 0, fontWeight: vars.font.weight.medium });
export const inline = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });
export const check = style({ display: 'inline-flex', gap: vars.space.xxs, alignItems: 'center' });
export const small = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 28,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  colorScheme: 'light dark',
});
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });
export const fieldLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, color: vars.color.text });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const version = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
export const muted = style({ color: vars.color.textMuted });
export const audit = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingBlock: vars.space.xxs, borderBottom: `1px solid ${vars.color.border}` });
