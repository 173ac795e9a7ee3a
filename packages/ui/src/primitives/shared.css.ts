import { style } from '@vanilla-extract/css';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/contract.css';

/** Visible keyboard focus ring (WCAG 2.4.7), contract colours only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A text-like field: input, select trigger, date field. */
export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled, &[aria-disabled="true"]': {
      backgroundColor: vars.color.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

/** A floating surface: popover, menu, listbox. */
export const panel = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  padding: vars.space.xs,
  zIndex: LAYERS.floating,
  maxHeight: '320px',
  overflow: 'auto',
});

/** A row in a listbox or menu; highlighted when active (keyboard or pointer). */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '30px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.neutralSurface },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** A field label above its control. */
export const label = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  marginBottom: vars.space.xxs,
});

/** Muted text for empty states. */
export const emptyText = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Hidden visually, kept for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
