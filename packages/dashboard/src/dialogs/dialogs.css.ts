import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Styles shared by the dashboard dialogs: form layout, text fields, errors, user rows. */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' });

export const fieldRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const textarea = style([input, { minHeight: '72px', resize: 'vertical' }]);

export const counter = style({ alignSelf: 'flex-end', fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.error });

export const selects = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: vars.space.sm });

export const message = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.md });

export const shareBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const shareToolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const userRow = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  color: vars.color.text,
});

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const userName = style({ fontWeight: vars.font.weight.medium });

export const userEmail = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.sm });

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.text, cursor: 'pointer' });

/** Below the virtual threshold every row renders: cap the height and scroll (virtual lists size themselves). */
export const shareList = style({ maxHeight: '400px', overflowY: 'auto' });

/** Keeps the avatar group at its size beside the organisation switch. */
export const avatars = style({ flexShrink: 0, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.sm });
