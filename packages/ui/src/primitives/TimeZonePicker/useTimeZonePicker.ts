import { useMemo, useState, type KeyboardEvent } from 'react';
import { useControllableState } from '../useControllableState';
import { searchTimeZones } from './timeZones';

/** Options of {@link useTimeZonePicker}. */
export interface TimeZonePickerStateOptions {
  /** IANA zone ids offered. */
  zones: readonly string[];
  /** Chosen zone (controlled). @default undefined */
  value?: string | undefined;
  /** Initial zone (uncontrolled). */
  defaultValue: string;
  /** Called with the chosen zone id. @default undefined */
  onValueChange?: ((zone: string) => void) | undefined;
}

/**
 * State and keyboard of an editable combobox over time zones (WAI-ARIA APG "Combobox With List
 * Autocomplete"): typing filters and opens, ArrowDown/ArrowUp move the active option (wrapping),
 * Enter chooses it, Escape closes (a second Escape clears the search), Tab closes.
 */
export function useTimeZonePicker({ zones, value, defaultValue, onValueChange }: TimeZonePickerStateOptions) {
  const [zone, setZone] = useControllableState<string>({ value, defaultValue, onValueChange });
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<number | null>(null);
  const shown = useMemo(() => searchTimeZones(zones, query), [zones, query]);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) {
      const i = shown.indexOf(zone);
      setActive(i >= 0 ? i : shown.length ? 0 : null);
    } else {
      setQuery('');
      setActive(null);
    }
  };
  const choose = (i: number) => {
    const z = shown[i];
    if (z === undefined) return;
    setZone(z);
    setOpen(false);
  };
  const type = (text: string) => {
    setQuery(text);
    setOpenState(true);
    setActive(searchTimeZones(zones, text).length ? 0 : null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return setOpen(true);
        if (n === 0) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a === null ? (step > 0 ? 0 : n - 1) : (a + step + n) % n));
        return;
      }
      case 'Enter':
        if (open && active !== null) {
          e.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
        } else if (query) setQuery('');
        return;
      case 'Tab':
        if (open) setOpen(false);
        return;
    }
  };
  return { zone, open, setOpen, query, type, shown, active, setActive, choose, onKeyDown };
}
