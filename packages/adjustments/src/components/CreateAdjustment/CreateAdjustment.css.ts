import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 560, color: vars.color.text, fontFamily: vars.font.family });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.error, background: vars.color.errorSurface } },
});
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});
export const error = style({ color: vars.color.error, fontSize: vars.font.size.sm });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
