import { part } from '../part';
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { cloneTrigger } from '../cloneTrigger';
import { useControllableState } from '../useControllableState';
import { tooltip } from './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip; it describes the trigger (`aria-describedby`). */
  content: ReactNode;
  /** The trigger: one focusable element. */
  children: ReactNode;
  /** Delay before showing on hover, ms. @default 300 */
  delay?: number;
  /** Preferred side. @default 'top' */
  placement?: Placement;
  /** Open state (controlled). @default undefined */
  open?: boolean;
  /** Initial open state (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. @default undefined */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A tooltip (WAI-ARIA APG "Tooltip"): shown on hover (after `delay` ms) and on keyboard focus,
 * hidden on Escape, blur or pointer leave; `role="tooltip"` describing its trigger. Built on
 * @floating-ui/react.
 *
 * @example
 * <Tooltip content="Mean absolute percentage error"><span tabIndex={0}>MAPE</span></Tooltip>
 */
export function Tooltip({ content, children, delay = 300, placement = 'top', open: openProp, defaultOpen = false, onOpenChange }: TooltipProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      {cloneTrigger(children, refs.setReference, getReferenceProps, { 'data-state': open ? 'open' : 'closed' })}
      {open ? (
        <ThemedPortal preserveTabOrder={false}>
          <div ref={refs.setFloating} style={floatingStyles} {...part('tooltip', tooltip)} data-state="open" {...getFloatingProps()}>
            {content}
          </div>
        </ThemedPortal>
      ) : null}
    </>
  );
}
