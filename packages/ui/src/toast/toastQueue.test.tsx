// Pure module test (no DOM used); named .test.tsx so the workspace's test include picks it up.
import { describe, expect, it } from 'vitest';
import { createToastQueue, type ToastTimers } from './toastQueue';

function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let next = 0;
  const timers: ToastTimers = {
    setTimeout: (fn, ms) => {
      pending.set(++next, { at: now + ms, fn });
      return next;
    },
    clearTimeout: (h) => void pending.delete(h as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [h, t] of [...pending]) if (t.at <= now) { pending.delete(h); t.fn(); }
  };
  return { timers, advance, pending };
}

describe('createToastQueue', () => {
  it('hides a warning after exactly 10000 ms', () => {
    const { timers, advance } = manualTimers();
    const q = createToastQueue(timers);
    q.add({ kind: 'warning', title: 'Working on previous action' });
    advance(9999);
    expect(q.getSnapshot()).toHaveLength(1);
    advance(1);
    expect(q.getSnapshot()).toHaveLength(0);
  });

  it('keeps an error until dismissed', () => {
    const { timers, advance } = manualTimers();
    const q = createToastQueue(timers);
    const id = q.add({ kind: 'error', title: 'Something went wrong' });
    advance(60_000);
    expect(q.getSnapshot().map((t) => t.title)).toEqual(['Something went wrong']);
    q.dismiss(id);
    expect(q.getSnapshot()).toEqual([]);
  });

  it('deduplicates identical toasts and restarts the timer', () => {
    const { timers, advance } = manualTimers();
    const q = createToastQueue(timers);
    const a = q.add({ kind: 'warning', title: 'Please unshare deleting' });
    advance(8000);
    const b = q.add({ kind: 'warning', title: 'Please unshare deleting' });
    expect(b).toBe(a);
    expect(q.getSnapshot()).toHaveLength(1);
    advance(8000);
    expect(q.getSnapshot()).toHaveLength(1);
    advance(2000);
    expect(q.getSnapshot()).toHaveLength(0);
  });

  it('keeps toasts that differ in kind, description or action', () => {
    const q = createToastQueue(manualTimers().timers);
    q.add({ kind: 'positive', title: 'Dashboard shared' });
    q.add({ kind: 'neutral', title: 'Dashboard shared' });
    q.add({ kind: 'positive', title: 'Dashboard shared', description: 'to Ana' });
    q.add({ kind: 'positive', title: 'Dashboard shared', action: { label: 'View', onAction: () => {} } });
    expect(q.getSnapshot()).toHaveLength(4);
  });

  it('notifies subscribers on change only and clears timers on clear', () => {
    const { timers, pending } = manualTimers();
    const q = createToastQueue(timers);
    let calls = 0;
    const off = q.subscribe(() => calls++);
    q.add({ kind: 'positive', title: 'Adjustment Created' });
    q.add({ kind: 'positive', title: 'Adjustment Created' });
    q.dismiss('unknown');
    expect(calls).toBe(1);
    q.clear();
    expect(calls).toBe(2);
    expect(pending.size).toBe(0);
    off();
    q.add({ kind: 'neutral', title: 'x' });
    expect(calls).toBe(2);
  });

  it('honours an explicit duration, null meaning sticky', () => {
    const { timers, advance } = manualTimers();
    const q = createToastQueue(timers);
    q.add({ kind: 'positive', title: 'a', duration: 100 });
    q.add({ kind: 'warning', title: 'b', duration: null });
    advance(20_000);
    expect(q.getSnapshot().map((t) => t.title)).toEqual(['b']);
  });

  it('pause keeps the time left and resume continues from it', () => {
    const { timers, advance } = manualTimers();
    const q = createToastQueue(timers);
    q.add({ kind: 'warning', title: 'Working on previous action' });
    advance(4000);
    q.pause();
    q.add({ kind: 'positive', title: 'Layout Saved' });
    advance(60_000);
    expect(q.getSnapshot()).toHaveLength(2);
    q.resume();
    // The positive toast gets its full 5000 ms, the warning the 6000 ms it had left.
    advance(4999);
    expect(q.getSnapshot()).toHaveLength(2);
    advance(1);
    expect(q.getSnapshot().map((t) => t.title)).toEqual(['Working on previous action']);
    advance(999);
    expect(q.getSnapshot()).toHaveLength(1);
    advance(1);
    expect(q.getSnapshot()).toEqual([]);
  });
});
