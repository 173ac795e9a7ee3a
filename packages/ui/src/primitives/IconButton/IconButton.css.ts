import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Square icon-only button. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.neutralSurface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** Size of an icon-only button: small fits in toasts and chips. */
export const small = style({ width: '24px', height: '24px' });
