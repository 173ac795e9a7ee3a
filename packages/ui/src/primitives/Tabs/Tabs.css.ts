import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
