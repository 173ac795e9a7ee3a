import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { buttonSizes, buttonVariants } from './variants';

const fill = (bg: string, fg: string, hover: string) => ({
  backgroundColor: bg,
  color: fg,
  selectors: { '&:hover:not(:disabled)': { backgroundColor: hover } },
});

const variantStyles: Record<(typeof buttonVariants)[number], Parameters<typeof style>[0]> = {
  primary: fill(vars.color.primary, vars.color.primaryText, vars.color.primaryHover),
  secondary: {
    ...fill(vars.color.surface, vars.color.text, vars.color.surfaceSunken),
    borderColor: vars.color.borderStrong,
  },
  ghost: fill('transparent', vars.color.primary, vars.color.neutralSurface),
  danger: fill(vars.color.error, vars.color.textInverse, vars.color.error),
};

const sizeStyles: Record<(typeof buttonSizes)[number], Parameters<typeof style>[0]> = {
  sm: { minHeight: '28px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
  md: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.md },
  lg: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.lg },
};

/** Button styles; variants come from the same `as const` arrays as the prop type and stories. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': {
        backgroundColor: vars.color.disabled,
        color: vars.color.disabledText,
        borderColor: vars.color.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: variantStyles,
    size: sizeStyles,
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** Variant props accepted by {@link button}. */
export type ButtonRecipeVariants = RecipeVariants<typeof button>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The busy indicator shown while `loading`. */
export const spinner = style({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.round,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
