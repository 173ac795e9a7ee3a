import { part } from '../part';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button, spinner } from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';

/** Props of {@link Button}; every native button attribute is passed through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button. @default 'primary' */
  variant?: ButtonVariant;
  /** Size of the button. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a busy indicator, sets `aria-busy` and disables the button while an action runs.
   * @default false
   */
  loading?: boolean;
  /** Content before the label (an icon). @default undefined */
  startIcon?: ReactNode;
  /** The native button type; `button` so it never submits a form by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * A button. Renders `data-variant`, `data-size` and `data-state="loading" | "idle"`.
 *
 * @example
 * <Button variant="secondary" onClick={cancel}>Cancel</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, startIcon, type = 'button', disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...part('button', button({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : startIcon}
      {children}
    </button>
  );
});
