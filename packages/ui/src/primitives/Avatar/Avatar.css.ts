import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.neutralSurface,
  color: vars.color.neutral,
  border: `2px solid ${vars.color.surface}`,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  userSelect: 'none',
  overflow: 'hidden',
});
export const size = styleVariants({
  sm: { width: '24px', height: '24px', fontSize: vars.font.size.xs },
  md: { width: '32px', height: '32px', fontSize: vars.font.size.sm },
  lg: { width: '40px', height: '40px', fontSize: vars.font.size.md },
});
