import { part } from '../part';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { iconButton, small } from './IconButton.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name; required because the button shows only an icon (WCAG 4.1.2). */
  'aria-label': string;
  /** The icon (decorative; hidden from assistive technology). */
  icon: ReactNode;
  /** Size. @default 'md' */
  size?: 'sm' | 'md';
  /** The native button type. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * An icon-only button with a required accessible name.
 *
 * @example
 * <IconButton aria-label="Close" icon={<CloseIcon />} onClick={close} />
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, size = 'md', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...part('icon-button', iconButton, size === 'sm' && small, className)}
      data-size={size}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});

/** A 16 px "×" close glyph drawn with the current text colour. */
export function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** A 16 px chevron pointing down, for select triggers. */
export function ChevronDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
