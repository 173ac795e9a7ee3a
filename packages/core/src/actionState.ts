import { TEXT_SOMETHING_WENT_WRONG, TEXT_WORKING_ON_PREVIOUS_ACTION } from './texts';

/**
 * The action state of dashboards and other areas (spec part 1 §4, part 2 §4): idle, then
 * loading, then success or error (with message and HTTP status). Starting a new action while one
 * is loading fails with 'Working on previous action'. Framework-free: a reducer and a small store
 * that React reads with `useSyncExternalStore`.
 *
 * @module
 */

/** The state of the current action; `action` names it (e.g. 'save', 'delete'). */
export type ActionState =
  | { status: 'idle' }
  | { status: 'loading'; action?: string }
  | { status: 'success'; action?: string }
  | { status: 'error'; action?: string; message: string; httpStatus?: number };

/** Events of the action state. */
export type ActionEvent =
  | { type: 'start'; action?: string }
  | { type: 'succeed' }
  | { type: 'fail'; message: string; httpStatus?: number }
  | { type: 'reset' };

/** The initial state. */
export const IDLE_ACTION_STATE: ActionState = Object.freeze({ status: 'idle' });

/** Thrown when an action starts while another is loading; message 'Working on previous action'. */
export class ActionInProgressError extends Error {
  override readonly name = 'ActionInProgressError';
  constructor() {
    super(TEXT_WORKING_ON_PREVIOUS_ACTION);
  }
}

/**
 * The transition function. `succeed` and `fail` apply only while loading (a late answer after a
 * reset is ignored).
 * @throws ActionInProgressError on `start` while loading
 * @example actionStateReducer(IDLE_ACTION_STATE, { type: 'start', action: 'save' }) // { status: 'loading', action: 'save' }
 */
export function actionStateReducer(state: ActionState, event: ActionEvent): ActionState {
  switch (event.type) {
    case 'start':
      if (state.status === 'loading') throw new ActionInProgressError();
      return event.action === undefined ? { status: 'loading' } : { status: 'loading', action: event.action };
    case 'succeed':
      if (state.status !== 'loading') return state;
      return state.action === undefined ? { status: 'success' } : { status: 'success', action: state.action };
    case 'fail': {
      if (state.status !== 'loading') return state;
      const next: ActionState = { status: 'error', message: event.message };
      if (state.action !== undefined) next.action = state.action;
      if (event.httpStatus !== undefined) next.httpStatus = event.httpStatus;
      return next;
    }
    case 'reset':
      return IDLE_ACTION_STATE;
  }
}

/** The message and HTTP status of any thrown value (a `status` number property is read when present). */
export function describeError(error: unknown): { message: string; httpStatus?: number } {
  const message = error instanceof Error && error.message ? error.message : TEXT_SOMETHING_WENT_WRONG;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { message, httpStatus: status } : { message };
}

/** A store of one action state. */
export interface ActionStore {
  /** The current state (same object until it changes). */
  getState(): ActionState;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies an event. @throws ActionInProgressError on `start` while loading */
  dispatch(event: ActionEvent): void;
  /**
   * Runs `task` as an action: loading, then success with its result or error with its message
   * and status (the error is rethrown).
   * Rejects with ActionInProgressError, without running `task`, when an action is loading.
   */
  run<T>(action: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Creates an action store.
 * @example
 * const store = createActionStore();
 * await store.run('save', () => adapter.dashboards.update(id, patch));
 * store.getState(); // { status: 'success', action: 'save' }
 */
export function createActionStore(initial: ActionState = IDLE_ACTION_STATE): ActionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const dispatch = (event: ActionEvent) => {
    const next = actionStateReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    async run(action, task) {
      dispatch({ type: 'start', action });
      try {
        const result = await task();
        dispatch({ type: 'succeed' });
        return result;
      } catch (error) {
        dispatch({ type: 'fail', ...describeError(error) });
        throw error;
      }
    },
  };
}
