import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
