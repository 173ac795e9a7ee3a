import { describe, expect, it, vi } from 'vitest';
import { ActionInProgressError, IDLE_ACTION_STATE, actionStateReducer, createActionStore } from './actionState';
import { LoadlineHttpError } from './adapter/errors';

describe('actionStateReducer', () => {
  it('goes idle, loading, success', () => {
    const loading = actionStateReducer(IDLE_ACTION_STATE, { type: 'start', action: 'save' });
    expect(loading).toEqual({ status: 'loading', action: 'save' });
    expect(actionStateReducer(loading, { type: 'succeed' })).toEqual({ status: 'success', action: 'save' });
  });

  it('keeps message and HTTP status on error', () => {
    const loading = actionStateReducer(IDLE_ACTION_STATE, { type: 'start' });
    expect(actionStateReducer(loading, { type: 'fail', message: 'You cannot save a dashboard that was shared with you', httpStatus: 404 })).toEqual({
      status: 'error',
      message: 'You cannot save a dashboard that was shared with you',
      httpStatus: 404,
    });
  });

  it("throws 'Working on previous action' when starting while loading", () => {
    const loading = actionStateReducer(IDLE_ACTION_STATE, { type: 'start' });
    expect(() => actionStateReducer(loading, { type: 'start' })).toThrow('Working on previous action');
    expect(() => actionStateReducer(loading, { type: 'start' })).toThrow(ActionInProgressError);
  });

  it('allows a new action after success or error, and ignores a late answer after reset', () => {
    const done = actionStateReducer(actionStateReducer(IDLE_ACTION_STATE, { type: 'start' }), { type: 'succeed' });
    expect(actionStateReducer(done, { type: 'start', action: 'delete' }).status).toBe('loading');
    expect(actionStateReducer(IDLE_ACTION_STATE, { type: 'succeed' })).toBe(IDLE_ACTION_STATE);
  });
});

describe('createActionStore', () => {
  it('runs a task and notifies subscribers of each change', async () => {
    const store = createActionStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    await expect(store.run('save', async () => 42)).resolves.toBe(42);
    expect(seen).toEqual(['loading', 'success']);
  });

  it('records the message and status of a failed call and rethrows', async () => {
    const store = createActionStore();
    const error = new LoadlineHttpError(409, 'Please unshare deleting');
    await expect(store.run('delete', () => Promise.reject(error))).rejects.toBe(error);
    expect(store.getState()).toEqual({ status: 'error', action: 'delete', message: 'Please unshare deleting', httpStatus: 409 });
  });

  it('rejects a second action while the first is loading, without touching the first', async () => {
    const store = createActionStore();
    let finish!: () => void;
    const first = store.run('save', () => new Promise<void>((resolve) => (finish = resolve)));
    const task = vi.fn(async () => undefined);
    await expect(store.run('copy', task)).rejects.toThrow('Working on previous action');
    expect(task).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ status: 'loading', action: 'save' });
    finish();
    await first;
    expect(store.getState()).toEqual({ status: 'success', action: 'save' });
  });

  it('stops notifying after unsubscribe', () => {
    const store = createActionStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.dispatch({ type: 'start' });
    expect(listener).not.toHaveBeenCalled();
  });
});
