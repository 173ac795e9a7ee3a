import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '200px', border: 0, margin: 0, padding: 0 });
export const legend = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm, padding: 0, marginBottom: vars.space.xs });
export const toolbar = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const search = style({ flex: 1, minWidth: 0 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '30px',
  padding: `0 ${vars.space.xs}`,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { backgroundColor: vars.color.neutralSurface } },
});
export const checkbox = style({ width: '16px', height: '16px', margin: 0, accentColor: vars.color.primary });
export const itemDisabled = style({ color: vars.color.disabledText, cursor: 'not-allowed' });
