import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0 });
export const track = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '28px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.surface, color: vars.color.text, boxShadow: vars.elevation.low },
    '&[data-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
/** The native radio: invisible but focusable and operable. */
export const input = style({ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'inherit' });
globalStyle(`${segment}:has(${input}:focus-visible)`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' });
