import { style } from '@vanilla-extract/css';
import { LAYERS } from '../../theme/layers';
import { vars } from '../../theme/contract.css';

/** The popover surface. */
export const content = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  padding: vars.space.md,
  zIndex: LAYERS.floating,
  maxWidth: '360px',
  outline: 'none',
});
