import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

/** A placeholder block shown while content loads. */
export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Shapes. */
export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, height: '0.9em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.round },
});
