import { useCallback, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The controlled value; when not `undefined`, the caller owns the state. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not (not called when the value is unchanged). */
  onValueChange?: ((value: T) => void) | undefined;
}

/**
 * One state that is either controlled (`value` given) or uncontrolled (`defaultValue`), with the
 * same setter and change callback in both cases, as Radix primitives do.
 *
 * @example
 * const [open, setOpen] = useControllableState({ value: props.open, defaultValue: false, onValueChange: props.onOpenChange });
 */
export function useControllableState<T>({ value, defaultValue, onValueChange }: ControllableStateOptions<T>) {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onValueChange);
  onChangeRef.current = onValueChange;

  const setValue = useCallback(
    (next: T | ((prev: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      if (!controlled) setInner(resolved);
      currentRef.current = resolved;
      onChangeRef.current?.(resolved);
    },
    [controlled],
  );
  return [current, setValue] as const;
}
