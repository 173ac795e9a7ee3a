import { style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

/** Styles of the editor's top area: date/time controls and filters bar (theme contract only). */

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-state="pending"]': { opacity: 0.85 } },
});

export const filterHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const pending = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const groups = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 160, maxWidth: 260 });

export const range = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const rangeRow = style({ display: 'flex', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const number = style({
  width: 100,
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const error = style({ margin: 0, color: vars.color.error });
