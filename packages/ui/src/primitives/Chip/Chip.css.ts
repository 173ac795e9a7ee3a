import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '24px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: '1px solid',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.neutralSurface, borderColor: vars.color.neutral, color: vars.color.text },
  positive: { backgroundColor: vars.color.positiveSurface, borderColor: vars.color.positive, color: vars.color.text },
  warning: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.text },
  error: { backgroundColor: vars.color.errorSurface, borderColor: vars.color.error, color: vars.color.text },
});
/** Disabled look: muted text on the sunken surface (keeps 4.5:1 contrast, unlike an opacity fade). */
export const disabled = style({ backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textMuted });
