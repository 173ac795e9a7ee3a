import { useEffect, useState } from 'react';

/**
 * `value` once it has not changed for `delayMs` (spec part 2 §4: filters reload and recount after
 * 1 s of quiet). A change of `resetKey` (e.g. the table) applies the value at once.
 *
 * @example const applied = useDebouncedValue(filters, 1000, table);
 */
export function useDebouncedValue<T>(value: T, delayMs: number, resetKey?: unknown): T {
  const [settled, setSettled] = useState(value);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setSettled(value);
  }
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs, settled]);
  return settled;
}
