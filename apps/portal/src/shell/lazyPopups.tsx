import type { MenuProps, PopoverProps } from '@loadline/ui';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { lazyComponent } from '../lazyComponent';

// The menus and the popover of the top bar, with @floating-ui under them (about 60 KB before
// compression), load in a chunk of their own, asked for once the top bar has rendered: they are not
// in the script every screen runs before its first paint. Until then the trigger is shown as it is.
const loadPopups = () => import('./popups');
const menu = lazyComponent(loadPopups, (m) => m.Menu);
const popover = lazyComponent(loadPopups, (m) => m.Popover);

/**
 * The trigger shown while the popup's code loads: the same element with the ARIA of a closed popup
 * trigger; a click on it (Enter or Space too) is kept and opens the popup once its code is there.
 */
function waitingTrigger(trigger: ReactNode, popup: 'menu' | 'dialog', onOpen: () => void): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, { 'aria-haspopup': popup, 'aria-expanded': false, 'data-state': 'closed', onClick: onOpen });
}

/** The ui `Menu` (uncontrolled), its code loaded after the first paint; see the module comment. */
export function LazyMenu(props: Omit<MenuProps, 'open' | 'defaultOpen' | 'onOpenChange'>) {
  // Pressed before the code was there: the menu opens as it arrives.
  const [pressed, setPressed] = useState(false);
  return <menu.Component {...props} defaultOpen={pressed} fallback={waitingTrigger(props.trigger, 'menu', () => setPressed(true))} />;
}

/** The ui `Popover` (controlled: `open` and `onOpenChange`), its code loaded after the first paint; see the module comment. */
export function LazyPopover(props: PopoverProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <popover.Component {...props} fallback={waitingTrigger(props.trigger, 'dialog', () => props.onOpenChange(true))} />;
}
