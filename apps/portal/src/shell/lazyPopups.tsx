import type { MenuProps, PopoverProps } from '@loadline/ui';
import { cloneElement, isValidElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { loadOnce } from '../lazyComponent';
import type * as PopupsModule from './popups';
import * as css from './shell.css';

// The menus and the popover of the top bar, with @floating-ui under them (about 60 KB before
// compression), load in a chunk of their own once the page has loaded and its main thread is idle
// (IDLE_AFTER_LOAD_MS after the load event), or at the first press of a trigger: they are neither
// in the script every screen runs before its first paint nor downloaded while the first screen
// loads (on a phone that delayed Home's heading). Until then the trigger is shown as it is; a press
// on it is kept and opens the popup once its code is there. The swap waits for no pointer or focus
// event, so a press never starts on one trigger and ends on the other.
type Popups = typeof PopupsModule;
// Asked again at the next reach after a failed load.
const popupsCode = loadOnce((): Promise<Popups> => import('./popups'));

/** How long after the page's load event the popups' code is asked for (when idle), ms. */
export const IDLE_AFTER_LOAD_MS = 3000;

/** Calls `run` once the page has loaded, IDLE_AFTER_LOAD_MS later, when the main thread is idle; returns a cancel. */
function afterLoadIdle(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const later = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, IDLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** Forgets that the popups' code was loaded, so the next reach swaps the waiting trigger again (for tests). */
export function forgetLoadedPopups(): void {
  popupsCode.forget();
}

/**
 * The popups' code once `wanted` (at once when loaded before); `null` until then. `beforeSwap` runs
 * just before the loaded popup replaces the waiting trigger.
 */
function usePopups(wanted: boolean, beforeSwap: () => void): Popups | null {
  const [popups, setPopups] = useState<Popups | null>(popupsCode.loaded);
  useEffect(() => {
    if (!wanted || popups) return undefined;
    let live = true;
    popupsCode.load().then(
      (m) => {
        if (!live) return;
        beforeSwap();
        setPopups(m);
      },
      () => undefined, // the trigger stays as it is; the next reach asks again
    );
    return () => {
      live = false;
    };
  }, [wanted, popups, beforeSwap]);
  return popups;
}

/**
 * The popups' code once `wanted`, and keyboard focus kept on the trigger when the loaded popup
 * replaces the waiting one (a new element): the wrapper (`display: contents`) notes whether focus
 * was inside just before the swap, and the new trigger takes it after.
 */
function useLazyPopups(pressed: boolean) {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadIdle(() => setIdle(true)), []);
  const wanted = pressed || idle;
  const wrap = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const [beforeSwap] = useState(() => () => {
    hadFocus.current = wrap.current?.contains(document.activeElement) ?? false;
  });
  const popups = usePopups(wanted, beforeSwap);
  useLayoutEffect(() => {
    if (!popups || !hadFocus.current) return;
    hadFocus.current = false;
    wrap.current?.querySelector<HTMLElement>('button')?.focus();
  }, [popups]);
  return { popups, wrap };
}

/**
 * The trigger shown until the popup's code has loaded: the same element with the ARIA of a closed
 * popup trigger; a click on it (Enter or Space too) asks for the code and opens the popup once it
 * is there (`onOpen`).
 */
function waitingTrigger(trigger: ReactNode, popup: 'menu' | 'dialog', onOpen: () => void): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, { 'aria-haspopup': popup, 'aria-expanded': false, 'data-state': 'closed', onClick: onOpen });
}

/** The ui `Menu` (uncontrolled), its code loaded after the page (see the module comment). */
export function LazyMenu(props: Omit<MenuProps, 'open' | 'defaultOpen' | 'onOpenChange'>) {
  // Pressed before the code was there: the menu opens as it arrives.
  const [pressed, setPressed] = useState(false);
  const { popups, wrap } = useLazyPopups(pressed);
  return (
    <span ref={wrap} className={css.contents}>
      {popups ? <popups.Menu {...props} defaultOpen={pressed} /> : waitingTrigger(props.trigger, 'menu', () => setPressed(true))}
    </span>
  );
}

/** The ui `Popover` (controlled: `open` and `onOpenChange`), its code loaded after the page (see the module comment). */
export function LazyPopover(props: PopoverProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { popups, wrap } = useLazyPopups(props.open);
  return (
    <span ref={wrap} className={css.contents}>
      {popups ? <popups.Popover {...props} /> : waitingTrigger(props.trigger, 'dialog', () => props.onOpenChange(true))}
    </span>
  );
}
