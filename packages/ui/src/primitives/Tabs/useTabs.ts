import { useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../useControllableState';

/** One tab's identity for {@link useTabs}. */
export interface TabKey {
  /** Stable id of the tab. */
  id: string;
  /** Skipped by the keyboard and not selectable. @default false */
  disabled?: boolean | undefined;
}

/**
 * The next enabled tab index for a key press (WAI-ARIA APG "Tabs"): ArrowRight/ArrowLeft move and
 * wrap, Home/End jump to the first/last enabled tab. Returns `null` for other keys or when no tab
 * is enabled.
 */
export function nextTabIndex(tabs: readonly TabKey[], current: number, key: string): number | null {
  const enabled = tabs.flatMap((t, i) => (t.disabled ? [] : [i]));
  if (enabled.length === 0) return null;
  const pos = enabled.indexOf(current);
  switch (key) {
    case 'ArrowRight':
      return enabled[(pos + 1) % enabled.length] ?? null;
    case 'ArrowLeft':
      return enabled[(pos - 1 + enabled.length) % enabled.length] ?? null;
    case 'Home':
      return enabled[0] ?? null;
    case 'End':
      return enabled[enabled.length - 1] ?? null;
    default:
      return null;
  }
}

/** Options of {@link useTabs}. */
export interface TabsStateOptions {
  /** The tabs, in order. */
  tabs: readonly TabKey[];
  /** Selected tab id (controlled). @default undefined */
  value?: string | undefined;
  /** Initially selected tab id (uncontrolled). @default the first enabled tab */
  defaultValue?: string | undefined;
  /** Called with the newly selected tab id. @default undefined */
  onValueChange?: ((id: string) => void) | undefined;
  /** `automatic`: moving focus selects; `manual`: Enter/Space select. */
  activation: 'automatic' | 'manual';
}

/** Selected tab (controlled or not) and the keyboard handler of the tab list. */
export function useTabs({ tabs, value, defaultValue, onValueChange, activation }: TabsStateOptions) {
  const first = tabs.find((t) => !t.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState<string>({ value, defaultValue: defaultValue ?? first, onValueChange });
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const current = refs.current.findIndex((el) => el === document.activeElement);
    const next = nextTabIndex(tabs, current, e.key);
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    const tab = tabs[next];
    if (activation === 'automatic' && tab) setSelected(tab.id);
  };
  return { selected, setSelected, refs, onKeyDown };
}
