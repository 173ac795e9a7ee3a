import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', minWidth: '200px' });
export const trigger = style({ justifyContent: 'space-between', cursor: 'pointer', textAlign: 'left' });
export const summary = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '240px' });
export const placeholder = style({ color: vars.color.textMuted });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  marginTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
