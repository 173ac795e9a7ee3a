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
  /** Current time in ms, to resume a paused timer with the time it had left. @default Date.now */
  now?: () => number;
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
  /**
   * Stops every auto-hide timer, keeping the time each had left (while the pointer or keyboard
   * focus is on the toasts: WCAG 2.2.1 "Timing Adjustable").
   */
  pause(): void;
  /** Restarts the timers stopped by {@link ToastQueue.pause} with the time they had left. */
  resume(): void;
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
  const now = timers.now ?? (() => Date.now());
  let toasts: readonly Toast[] = [];
  let seq = 0;
  let paused = false;
  /** Running timers: handle and when they fire. */
  const handles = new Map<string, { handle: unknown; endsAt: number }>();
  /** Time left (ms) of timers stopped by pause(). */
  const remaining = new Map<string, number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const stopTimer = (id: string) => {
    const running = handles.get(id);
    if (running) timers.clearTimeout(running.handle);
    handles.delete(id);
    remaining.delete(id);
  };
  const run = (id: string, ms: number) => {
    if (paused) return void remaining.set(id, ms);
    handles.set(id, { handle: timers.setTimeout(() => queue.dismiss(id), ms), endsAt: now() + ms });
  };
  const startTimer = (toast: Toast) => {
    stopTimer(toast.id);
    if (toast.duration !== null) run(toast.id, toast.duration);
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
      for (const id of [...handles.keys(), ...remaining.keys()]) stopTimer(id);
      toasts = [];
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      for (const [id, { handle, endsAt }] of handles) {
        timers.clearTimeout(handle);
        remaining.set(id, Math.max(0, endsAt - now()));
      }
      handles.clear();
    },
    resume() {
      if (!paused) return;
      paused = false;
      const left = [...remaining];
      remaining.clear();
      for (const [id, ms] of left) run(id, ms);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}
