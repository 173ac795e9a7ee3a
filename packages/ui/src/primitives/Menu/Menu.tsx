import { part } from '../part';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { cloneTrigger } from '../cloneTrigger';
import { option, panel } from '../shared.css';
import { useControllableState } from '../useControllableState';
import { menu } from './Menu.css';

/** One item of a {@link Menu}. */
export interface MenuItem {
  /** Stable id, passed to `onSelect`. */
  id: string;
  /** Visible text; also used by typeahead. */
  label: string;
  /** Shown but not selectable (`aria-disabled`), e.g. the avatar menu's Settings. @default false */
  disabled?: boolean;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Button that opens the menu (click, Enter, Space, ArrowDown, ArrowUp). */
  trigger: ReactNode;
  /** The items, in order. */
  items: readonly MenuItem[];
  /** Called with the id of the chosen item; the menu then closes. */
  onSelect: (id: string) => void;
  /** Open state (controlled). @default undefined */
  open?: boolean;
  /** Initial open state (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side. @default 'bottom-end' */
  placement?: Placement;
}

/**
 * A menu button (WAI-ARIA APG "Menu Button"): `role="menu"` of `menuitem`s, arrow keys move
 * (wrapping), Home/End jump, typing a letter jumps to a matching item, Enter/Space choose,
 * Escape or Tab close it and return focus to the trigger. Built on @floating-ui/react list navigation.
 *
 * @example
 * <Menu trigger={<Avatar name="Ana Lopez" />} items={[{ id: 'settings', label: 'Settings', disabled: true }, { id: 'logout', label: 'Logout' }]} onSelect={run} />
 */
export function Menu({ trigger, items, onSelect, open: openProp, defaultOpen = false, onOpenChange, placement = 'bottom-end' }: MenuProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = items.map((i) => (i.disabled ? null : i.label)); // typeahead skips disabled items
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const disabledIndices = items.flatMap((item, i) => (item.disabled ? [i] : []));
  // Roving tab index: one item is always the tab stop (the active one, else the first enabled).
  const tabStop = activeIndex ?? items.findIndex((item) => !item.disabled);
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, disabledIndices }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ]);
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    onSelect(item.id);
    setOpen(false);
  };
  return (
    <>
      {cloneTrigger(trigger, refs.setReference, getReferenceProps, { 'data-state': open ? 'open' : 'closed' })}
      {open ? (
        <ThemedPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              {...part('menu', panel, menu)}
              data-state="open"
              {...getFloatingProps({
                // Tab leaves the popup: close it, focus returns to the trigger.
                onKeyDown: (e) => {
                  if (e.key === 'Tab') {
                    e.preventDefault();
                    setOpen(false);
                  }
                },
              })}
            >
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  {...part('menu-item', option)}
                  ref={(el) => {
                    listRef.current[i] = el;
                  }}
                  tabIndex={i === tabStop ? 0 : -1}
                  aria-disabled={item.disabled || undefined}
                  data-active={i === activeIndex}
                  {...getItemProps({ onClick: () => choose(item) })}
                >
                  {item.label}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </ThemedPortal>
      ) : null}
    </>
  );
}
