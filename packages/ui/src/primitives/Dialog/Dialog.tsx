import { part } from '../part';
import {
  FloatingFocusManager,
  FloatingOverlay,
  useClick,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { uiTexts } from '../../texts';
import { cloneTrigger } from '../cloneTrigger';
import { CloseIcon, IconButton } from '../IconButton/IconButton';
import { useControllableState } from '../useControllableState';
import * as css from './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Optional text under the title; the dialog's accessible description. @default undefined */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel, Accept). @default undefined */
  footer?: ReactNode;
  /** An element that opens the dialog on click; focus returns to it on close. @default undefined */
  trigger?: ReactNode;
  /** Open state (controlled). @default undefined */
  open?: boolean;
  /** Initial open state (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Shows the × close button in the header. @default true */
  showClose?: boolean;
  /** Element to focus on open; the first tabbable element by default. @default undefined */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"): `role="dialog"`, `aria-modal`, labelled by its
 * title; focus is trapped inside, Escape and a click on the backdrop close it, and focus returns
 * to the element that had it. Built on @floating-ui/react's FloatingOverlay and
 * FloatingFocusManager.
 *
 * @example
 * <Dialog title="Create New Dashboard" trigger={<Button>New</Button>} footer={<Button>Accept</Button>}>…</Dialog>
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  showClose = true,
  initialFocus,
}: DialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const { refs, context } = useFloating({ open, onOpenChange: setOpen });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      {cloneTrigger(trigger, refs.setReference, getReferenceProps, { 'data-state': open ? 'open' : 'closed' })}
      {open ? (
        <ThemedPortal>
          <FloatingOverlay lockScroll {...part('dialog-overlay', css.overlay)} data-state="open">
            <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} returnFocus>
              <div
                ref={refs.setFloating}
                {...part('dialog', css.content)}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                data-state="open"
                {...getFloatingProps()}
              >
                <div className={css.header}>
                  <h2 id={titleId} className={css.title}>
                    {title}
                  </h2>
                  {showClose ? (
                    <IconButton aria-label={uiTexts.close} icon={<CloseIcon />} onClick={() => setOpen(false)} />
                  ) : null}
                </div>
                {description ? (
                  <p id={descriptionId} className={css.description}>
                    {description}
                  </p>
                ) : null}
                {children}
                {footer ? <div className={css.footer}>{footer}</div> : null}
              </div>
            </FloatingFocusManager>
          </FloatingOverlay>
        </ThemedPortal>
      ) : null}
    </>
  );
}
