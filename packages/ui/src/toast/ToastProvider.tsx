import { part } from '../primitives/part';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../primitives/Button/Button';
import { CloseIcon, IconButton } from '../primitives/IconButton/IconButton';
import { createPortal } from 'react-dom';
import { portalRoot } from '../theme/root.css';
import { usePortalContainer, useTheme } from '../theme/ThemeProvider';
import { uiTexts } from '../texts';
import * as css from './Toast.css';
import { createToastQueue, type Toast, type ToastInput, type ToastQueue } from './toastQueue';

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast (deduplicated); returns its id. */
  show(input: ToastInput): string;
  /** Hides a toast by id. */
  dismiss(id: string): void;
  /** Hides every toast. */
  clear(): void;
}

const ToastContext = createContext<ToastQueue | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app (or part of it) that raises toasts. @default undefined */
  children?: ReactNode;
  /** A queue to use (e.g. one shared with non-React code). @default a new queue */
  queue?: ToastQueue;
}

/**
 * Holds the toast queue and renders the toasts in two live regions: positive, neutral and warning
 * toasts in `role="status"` (`aria-live="polite"`), errors in `role="alert"` (assertive).
 *
 * @example
 * <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({ children, queue: given }: ToastProviderProps) {
  const [own] = useState(() => given ?? createToastQueue());
  const queue = given ?? own;
  useEffect(() => () => queue.clear(), [queue]);
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <ToastViewport queue={queue} />
    </ToastContext.Provider>
  );
}

/**
 * The toast API of the nearest {@link ToastProvider}.
 *
 * @throws Error when there is no ToastProvider above.
 * @example
 * const toast = useToast();
 * toast.show({ kind: 'positive', title: 'Dashboard saved successfully' });
 */
export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast must be used inside a <ToastProvider>');
  return useMemo(() => ({ show: queue.add, dismiss: queue.dismiss, clear: queue.clear }), [queue]);
}

/**
 * Portals the toasts as `ThemedPortal` does (the theme's element, in the provided container, else
 * `document.body`), without @floating-ui: toasts anchor to no trigger, and the first screen of a
 * host that shows only toasts then loads no floating code. Rendered once mounted (none on the server).
 */
function ToastPortal({ children }: { children: ReactNode }) {
  const { className, style, mode } = useTheme();
  const container = usePortalContainer();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || container === null) return null;
  return createPortal(
    <div className={[className, portalRoot].filter(Boolean).join(' ')} style={style} data-theme={mode}>
      {children}
    </div>,
    container ?? document.body,
  );
}

function ToastViewport({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const polite = toasts.filter((t) => t.kind !== 'error');
  const assertive = toasts.filter((t) => t.kind === 'error');
  return (
    <ToastPortal>
      <div
        {...part('toast-viewport', css.viewport)}
        // Auto-hide waits while the user points at or tabs into the toasts (WCAG 2.2.1).
        onPointerEnter={queue.pause}
        onPointerLeave={queue.resume}
        onFocus={queue.pause}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) queue.resume();
        }}
      >
        <div role="status" aria-live="polite" className={css.region}>
          {polite.map((t) => <ToastItem key={t.id} toast={t} onDismiss={queue.dismiss} />)}
        </div>
        <div role="alert" aria-live="assertive" className={css.region}>
          {assertive.map((t) => <ToastItem key={t.id} toast={t} onDismiss={queue.dismiss} />)}
        </div>
      </div>
    </ToastPortal>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  return (
    <div {...part('toast', `${css.toast} ${css.kind[toast.kind]}`)} data-kind={toast.kind} data-state="open">
      <div className={css.body}>
        <p className={css.title}>{toast.title}</p>
        {toast.description ? <p className={css.description}>{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <IconButton size="sm" aria-label={uiTexts.dismiss} icon={<CloseIcon />} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
