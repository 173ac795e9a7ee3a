import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

const focus = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.family });
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary });
export const message = style({ margin: 0, color: vars.color.error });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const table = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, overflowX: 'auto' });
export const gridRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(6rem, 1fr)) repeat(3, minmax(6.5rem, 1fr)) 7.5rem',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '64rem',
  height: 36,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const headRow = style([gridRow, { fontWeight: vars.font.weight.bold, background: vars.color.surfaceRaised }]);
export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowActions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });
export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: vars.space.sm });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.sm });
export const input = style({
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focus, '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const fieldError = style({ color: vars.color.error, fontSize: vars.font.size.xs, margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
