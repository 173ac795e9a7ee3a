import { part } from '../part';
import type { KeyboardEvent, ReactNode } from 'react';
import { CloseIcon, IconButton } from '../IconButton/IconButton';
import * as css from './Chip.css';

/** Chip tones, declared once for the styles, the prop type and the stories. */
export const chipTones = ['neutral', 'positive', 'warning', 'error'] as const;
/** One of {@link chipTones}. */
export type ChipTone = (typeof chipTones)[number];

/** Props of {@link Chip}. */
export interface ChipProps {
  /** Text of the chip (e.g. a selected filter value or an expression's series). */
  label: string;
  /** Colour tone. @default 'neutral' */
  tone?: ChipTone;
  /** Called to remove the chip: its × button, or Delete/Backspace while the chip has focus. @default undefined */
  onRemove?: () => void;
  /** Blocks removal and dims the chip. @default false */
  disabled?: boolean;
  /** Content before the label (an icon or colour swatch). @default undefined */
  icon?: ReactNode;
}

/**
 * A compact label, optionally removable. A removable chip is focusable; Delete or Backspace
 * removes it, and its × button is named 'Remove {label}'.
 *
 * @example
 * <Chip label="ERCOT" onRemove={() => drop('ERCOT')} />
 */
export function Chip({ label, tone = 'neutral', onRemove, disabled = false, icon }: ChipProps) {
  const removable = Boolean(onRemove) && !disabled;
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (removable && e.target === e.currentTarget && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      onRemove?.();
    }
  };
  return (
    <span
      {...part('chip', css.chip, css.tone[tone], disabled && css.disabled)}
      data-tone={tone}
      data-disabled={disabled || undefined}
      tabIndex={removable ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      {icon}
      {label}
      {onRemove ? <IconButton size="sm" aria-label={`Remove ${label}`} icon={<CloseIcon />} onClick={onRemove} disabled={disabled} tabIndex={-1} /> : null}
    </span>
  );
}
