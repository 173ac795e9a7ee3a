import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** The field and its menu. */
export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The editable line of text and chips; the border tells the state: neutral (empty), green (valid), red (invalid). */
export const field = style({
  minHeight: '32px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.md,
  lineHeight: '26px',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  outline: 'none',
  selectors: {
    '&[data-state="valid"]': { borderColor: vars.color.positive },
    '&[data-state="invalid"]': { borderColor: vars.color.error },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

/** A reference to a series: atomic, removed whole by one Backspace. */
export const chip = style({
  display: 'inline-block',
  margin: `0 ${vars.space.xxs}`,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutralSurface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: '22px',
  userSelect: 'all',
});

export const message = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-state="invalid"]': { color: vars.color.error } },
});

export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 2,
  marginTop: vars.space.xxs,
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
  listStyle: 'none',
});

export const group = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const option = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[aria-selected="true"]': { backgroundColor: vars.color.neutralSurface } },
});

export const empty = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, color: vars.color.textMuted });
