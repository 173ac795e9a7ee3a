import { describe, expect, it } from 'vitest';
import { actionErrorMessage } from './actionErrorMessage';
import { LoadlineFormatError, LoadlineHttpError } from './errors';

const http = (status: number, message = 'server said no') => new LoadlineHttpError(status, message);

describe('actionErrorMessage (spec part 2 §8)', () => {
  it('maps the statuses the spec names', () => {
    expect(actionErrorMessage('saveDashboard', http(404))).toEqual({ kind: 'error', message: 'You cannot save a dashboard that was shared with you' });
    expect(actionErrorMessage('deleteDashboard', http(409))).toEqual({ kind: 'error', message: 'Please unshare deleting' });
    expect(actionErrorMessage('addToOverview', http(404))).toEqual({ kind: 'info', message: 'Please save dashboard before adding to Overview' });
    expect(actionErrorMessage('createJob', http(409))).toEqual({ kind: 'error', message: 'Jobs in queue rate has been reached' });
    expect(actionErrorMessage('saveAdjustment', http(413))?.message).toBe(
      'Payload too large... try reducing the amount saved by saving chunks (i.e. multiple times)',
    );
  });

  it('uses the fixed failure texts for other statuses', () => {
    expect(actionErrorMessage('addToOverview', http(500))?.message).toBe('Failed to add card to Overview');
    expect(actionErrorMessage('removeFromOverview', http(500))?.message).toBe('Failed to remove card from Overview');
    expect(actionErrorMessage('duplicateCard', new Error('x'))?.message).toBe('Failed to Duplicate the Card');
    expect(actionErrorMessage('saveLayout', http(500))?.message).toBe('Something went wrong while saving the layout');
    expect(actionErrorMessage('createAdjustment', http(400))?.message).toBe('Error creating adjustment');
    expect(actionErrorMessage('loadInputOptions', new LoadlineFormatError())?.message).toBe(
      "Values for the inputs could't be loaded. Please, check your conection and/or try again in a few moments",
    );
  });

  it("keeps the error's message elsewhere and shows nothing for a cancelled request", () => {
    expect(actionErrorMessage('saveDashboard', http(500, 'Datasource offline'))?.message).toBe('Datasource offline');
    expect(actionErrorMessage('other', 'weird')?.message).toBe('Something went wrong');
    expect(actionErrorMessage('saveDashboard', new DOMException('aborted', 'AbortError'))).toBeNull();
  });
});
