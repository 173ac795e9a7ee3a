import { forwardRef, useId, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/variants';
import { part } from '../part';
import { visuallyHidden } from '../shared.css';
import * as css from './FileButton.css';

/** Props of {@link FileButton}. */
export interface FileButtonProps {
  /** The button's text; also the input's accessible name (e.g. 'Import CSV'). */
  children: ReactNode;
  /**
   * Called with the file the user picked, or `null` when a pick was cancelled and the input
   * holds no file any more.
   */
  onFileChange: (file: File | null) => void;
  /** The input's `accept` list (e.g. `.csv,text/csv`). @default undefined (any file) */
  accept?: string;
  /** @default false */
  disabled?: boolean;
  /** Look of the button, as {@link ButtonProps.variant}. @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Shows the chosen file's name beside the button (polite live text), or this text when no file
   * is chosen. `undefined` shows nothing: for pickers that act on the file at once.
   */
  emptyText?: ReactNode;
  /** The chosen file's name to show with `emptyText`; the caller keeps the file. @default undefined */
  fileName?: string;
  /**
   * Clears the input after each pick, so picking the same file again calls `onFileChange` again
   * (an import that reads the file at once). @default false
   */
  resetAfterPick?: boolean;
  className?: string;
}

/**
 * A file picker drawn as a {@link Button}: a `<label>` with the button's look around a native
 * `<input type="file">`, hidden visually, that stays focusable and named by the label (keyboard, screen readers and
 * `setInputFiles` in tests all reach the real input). Renders `data-ll-part="file-button"` and
 * `data-disabled` when disabled.
 *
 * @example
 * <FileButton accept=".csv,text/csv" emptyText="No file chosen" fileName={file?.name} onFileChange={setFile}>
 *   Choose a CSV file
 * </FileButton>
 */
export const FileButton = forwardRef<HTMLInputElement, FileButtonProps>(function FileButton(
  { children, onFileChange, accept, disabled = false, variant = 'secondary', size = 'md', emptyText, fileName, resetAfterPick = false, className },
  ref,
) {
  const nameId = useId();
  const picker = (
    <label {...part('file-button', `${button({ variant, size })} ${css.label}`, className)} data-disabled={disabled || undefined}>
      {children}
      <input
        ref={ref}
        type="file"
        className={visuallyHidden}
        accept={accept}
        disabled={disabled}
        aria-describedby={emptyText === undefined ? undefined : nameId}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          if (resetAfterPick) e.target.value = '';
          onFileChange(file);
        }}
      />
    </label>
  );
  if (emptyText === undefined) return picker;
  return (
    <span className={css.row}>
      {picker}
      <span id={nameId} className={css.fileName} aria-live="polite">
        {fileName ?? emptyText}
      </span>
    </span>
  );
});
