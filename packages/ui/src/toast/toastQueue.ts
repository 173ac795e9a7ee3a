/**
 * Framework-free toast queue (spec part 1 section 8 and part 2 section 9): kinds positive,
 * neutral, warning, error; identical toasts are deduplicated; a warning hides after 10000 ms.
 * Timers are passed in so the queue runs in tests without a DOM or fake clocks.
 */

/** Kind of a toast; sets its colour and how it is announced (error: assertive). */
export type ToastKind = 'positive' | 'neutral' | 'warning' | 'error';

/** An action button on a toast, e.g. 'View' on 'Job with name: {name} was created'. */
export interface ToastAction {
  /** Button text. */
  label: string;
  /** Called when the button is pressed; the toast is dismissed afterwards. */
  onAction: () => void;
}

/** What a caller asks to show. */
export interface ToastInput {
  /** Colour and announcement: errors are assertive, the rest polite. */
  kind: ToastKind;
  /** Main text, e.g. 'Dashboard saved successfully'. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Optional action button. */
  action?: ToastAction;
  /**
   * Auto-hide delay in ms; `null` keeps the toast until dismissed. Defaults per kind:
   * {@link defaultToastDurations}.
   */
  duration?: number | null;
}

/** A toast in the queue. */
export interface Toast extends ToastInput {
  /** Unique id, stable while the toast is shown. */
  id: string;
  /** Deduplication key: kind, title, description and action label. */
  key: string;
  /** Effective auto-hide delay in ms, or `null`. */
  duration: number | null;
}

/**
 * Auto-hide delays per kind in ms. Warning: 10000 (spec part 2, section 9). The spec gives no
 * value for the others: positive and neutral hide after 5000; errors stay until dismissed so a
 * user can read the message.
 */
export const defaultToastDurations: Record<ToastKind, number | null> = {
  positive: 5000,
  neutral: 5000,
  warning: 10_000,
  error: null,
};

/** Platform timers; defaults are the global ones. */
export interface ToastTimers {
  /** Schedules `fn` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout: (fn: () => void, ms: number) => unknown;
  /** Cancels a handle returned by `setTimeout`. */
  clearTimeout: (handle: unknown) => void;
}

/** The queue: add, dismiss, clear, and a subscribable snapshot (for `useSyncExternalStore`). */
export interface ToastQueue {
  /**
   * Shows a toast, or, when an identical one is already shown, keeps that one (restarting its
   * timer) and returns its id.
   */
  add(input: ToastInput): string;
  /** Removes a toast by id; unknown ids are ignored. */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** The toasts shown, oldest first. The array is replaced on every change. */
  getSnapshot(): readonly Toast[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Deduplication key of a toast input: identical kind, title, description and action label. */
export function toastKey(input: ToastInput): string {
  return JSON.stringify([input.kind, input.title, input.description ?? '', input.action?.label ?? '']);
}

/**
 * Creates a toast queue.
 *
 * @example
 * const queue = createToastQueue();
 * queue.add({ kind: 'warning', title: 'Working on previous action' }); // hides after 10000 ms
 */
export function createToastQueue(
  timers: ToastTimers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): ToastQueue {
  let toasts: readonly Toast[] = [];
  let seq = 0;
  const handles = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const stopTimer = (id: string) => {
    if (handles.has(id)) timers.clearTimeout(handles.get(id));
    handles.delete(id);
  };
  const startTimer = (toast: Toast) => {
    stopTimer(toast.id);
    if (toast.duration !== null) handles.set(toast.id, timers.setTimeout(() => queue.dismiss(toast.id), toast.duration));
  };

  const queue: ToastQueue = {
    add(input) {
      const key = toastKey(input);
      const existing = toasts.find((t) => t.key === key);
      if (existing) {
        startTimer(existing);
        return existing.id;
      }
      const duration = input.duration === undefined ? defaultToastDurations[input.kind] : input.duration;
      const toast: Toast = { ...input, id: `ll-toast-${++seq}`, key, duration };
      toasts = [...toasts, toast];
      startTimer(toast);
      emit();
      return toast.id;
    },
    dismiss(id) {
      if (!toasts.some((t) => t.id === id)) return;
      stopTimer(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    clear() {
      if (toasts.length === 0) return;
      for (const id of handles.keys()) stopTimer(id);
      toasts = [];
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}
