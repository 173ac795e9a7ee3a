import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 'min(420px, 80vw)', color: vars.color.text });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});
export const textarea = style([input, { minHeight: 120, fontFamily: vars.font.family, resize: 'vertical' }]);
export const problems = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.error, fontSize: vars.font.size.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
export const figures = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0, fontSize: vars.font.size.sm });
export const figureTerm = style({ color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
