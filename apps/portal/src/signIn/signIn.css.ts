import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@loadline/ui';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Full-page centred screen of the sign-in steps. */
export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});

/** The card holding the message of a sign-in step. */
export const card = style({
  maxWidth: 440,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

/** The redirect screen's spinner (spec part 2 section 2: "A login redirect screen shows a spinner"). */
export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.5s' } },
});

/** Title of a sign-in step. */
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** Explanation under the title. */
export const message = style({ margin: 0, color: vars.color.textMuted });
