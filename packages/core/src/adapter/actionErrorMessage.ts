import {
  TEXT_ADJUSTMENT_CREATE_FAILED,
  TEXT_CANNOT_SAVE_SHARED,
  TEXT_CARD_COPY_FAILED,
  TEXT_INPUT_VALUES_NOT_LOADED,
  TEXT_JOBS_QUEUE_RATE_REACHED,
  TEXT_LAYOUT_SAVE_FAILED,
  TEXT_OVERVIEW_ADD_FAILED,
  TEXT_OVERVIEW_REMOVE_FAILED,
  TEXT_PAYLOAD_TOO_LARGE,
  TEXT_PLEASE_UNSHARE,
  TEXT_SAVE_BEFORE_OVERVIEW,
  TEXT_SOMETHING_WENT_WRONG,
} from '../texts';

/**
 * The toast of a failed user action, per spec part 2 §8 (error catalogue).
 *
 * @module
 */

/** User actions whose failures the spec names. */
export type FailedAction =
  | 'saveDashboard'
  | 'deleteDashboard'
  | 'addToOverview'
  | 'removeFromOverview'
  | 'duplicateCard'
  | 'saveLayout'
  | 'createAdjustment'
  | 'saveAdjustment'
  | 'createJob'
  | 'loadInputOptions'
  | 'other';

/** A toast to show: its kind and text. */
export interface ActionToast {
  kind: 'error' | 'info';
  message: string;
}

/** Whether a thrown value is a cancelled request (nothing to show). */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : TEXT_SOMETHING_WENT_WRONG;
}

/**
 * The toast for a failed action (spec part 2 §8), or null for a cancelled request:
 * - saving a dashboard: 404 'You cannot save a dashboard that was shared with you';
 * - deleting a dashboard: 409 'Please unshare deleting';
 * - Overview add/remove: 404 is the info 'Please save dashboard before adding to Overview', other
 *   failures 'Failed to add card to Overview' / 'Failed to remove card from Overview';
 * - duplicating a card 'Failed to Duplicate the Card'; saving a layout 'Something went wrong
 *   while saving the layout'; creating an adjustment 'Error creating adjustment';
 * - job creation 409 'Jobs in queue rate has been reached'; input option lists 'Values for the
 *   inputs could't be loaded...';
 * - any save answered 413: 'Payload too large...';
 * - otherwise the error's own message (a `LoadlineHttpError` already carries the server's).
 * @example actionErrorMessage('deleteDashboard', new LoadlineHttpError(409, 'Conflict')) // { kind: 'error', message: 'Please unshare deleting' }
 */
export function actionErrorMessage(action: FailedAction, error: unknown): ActionToast | null {
  if (isAbortError(error)) return null;
  const status = statusOf(error);
  const err = (message: string): ActionToast => ({ kind: 'error', message });
  if (status === 413) return err(TEXT_PAYLOAD_TOO_LARGE);
  switch (action) {
    case 'saveDashboard':
      return err(status === 404 ? TEXT_CANNOT_SAVE_SHARED : messageOf(error));
    case 'deleteDashboard':
      return err(status === 409 ? TEXT_PLEASE_UNSHARE : messageOf(error));
    case 'addToOverview':
      return status === 404 ? { kind: 'info', message: TEXT_SAVE_BEFORE_OVERVIEW } : err(TEXT_OVERVIEW_ADD_FAILED);
    case 'removeFromOverview':
      return status === 404 ? { kind: 'info', message: TEXT_SAVE_BEFORE_OVERVIEW } : err(TEXT_OVERVIEW_REMOVE_FAILED);
    case 'duplicateCard':
      return err(TEXT_CARD_COPY_FAILED);
    case 'saveLayout':
      return err(TEXT_LAYOUT_SAVE_FAILED);
    case 'createAdjustment':
      return err(TEXT_ADJUSTMENT_CREATE_FAILED);
    case 'createJob':
      return err(status === 409 ? TEXT_JOBS_QUEUE_RATE_REACHED : messageOf(error));
    case 'loadInputOptions':
      return err(TEXT_INPUT_VALUES_NOT_LOADED);
    case 'saveAdjustment':
    case 'other':
      return err(messageOf(error));
  }
}
