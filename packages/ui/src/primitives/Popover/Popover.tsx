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
  useRole,
  type Placement,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { cloneTrigger } from '../cloneTrigger';
import { useControllableState } from '../useControllableState';
import * as css from './Popover.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover on click (gets `aria-expanded`, `aria-controls`). */
  trigger: ReactNode;
  /** Content of the popover. */
  children?: ReactNode;
  /** Accessible name of the popover dialog. */
  'aria-label': string;
  /** Open state (controlled). @default undefined */
  open?: boolean;
  /** Initial open state (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side; flips when there is no room. @default 'bottom-start' */
  placement?: Placement;
}

/**
 * A non-modal popover anchored to its trigger (WAI-ARIA "disclosure" of a dialog): opens on
 * click, moves focus inside, closes on Escape or outside click and returns focus to the trigger.
 * Positioned by @floating-ui/react (offset, flip, shift; autoUpdate while open).
 *
 * @example
 * <Popover aria-label="Errors" trigger={<Button>2 errors</Button>}>…</Popover>
 */
export function Popover({ trigger, children, open: openProp, defaultOpen = false, onOpenChange, placement = 'bottom-start', ...rest }: PopoverProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context)]);
  return (
    <>
      {cloneTrigger(trigger, refs.setReference, getReferenceProps, { 'data-state': open ? 'open' : 'closed' })}
      {open ? (
        <ThemedPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              {...part('popover', css.content)}
              aria-label={rest['aria-label']}
              data-state="open"
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </ThemedPortal>
      ) : null}
    </>
  );
}
