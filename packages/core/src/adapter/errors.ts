import {
  TEXT_DATASET_TOO_LARGE,
  TEXT_JOBS_QUEUE_RATE_REACHED,
  TEXT_PAYLOAD_TOO_LARGE,
  TEXT_SOMETHING_WENT_WRONG,
  TEXT_UNRECOGNIZABLE_FORMAT,
} from '../texts';

/**
 * A failed HTTP call (spec part 2 §8): the HTTP `status` and the message to show in an error
 * toast: the server's message when it sent one, else the spec's text for the status, else
 * 'Something went wrong'.
 */
export class LoadlineHttpError extends Error {
  override readonly name = 'LoadlineHttpError';
  /** HTTP status (e.g. 404, 409, 413). */
  readonly status: number;
  /** The server's id of the failed request (`requestId` of the error body), to quote to support; absent when the body had none. */
  readonly requestId: string | undefined;

  constructor(status: number, message: string, requestId?: string) {
    super(message);
    this.status = status;
    this.requestId = requestId;
  }
}

/**
 * An answer that fails validation (spec part 1 §8). Its message is "The retrieved data isn't in a
 * recognizable format." unless a call-specific text is given; `issues` lists what failed.
 */
export class LoadlineFormatError extends Error {
  override readonly name = 'LoadlineFormatError';
  /** Paths and messages of the validation failures, for logs. */
  readonly issues: readonly string[];

  constructor(issues: readonly string[] = [], message: string = TEXT_UNRECOGNIZABLE_FORMAT) {
    super(message);
    this.issues = issues;
  }
}

/** Which call failed, to pick the spec's text per status (`query`: a data query shown on a card). */
export type ErrorContext = 'createJob' | 'save' | 'query' | 'other';

/**
 * The message of a failed call (spec part 2 §8): a server message wins; else 409 on job creation
 * gives 'Jobs in queue rate has been reached', 413 gives the payload-too-large text (on a data
 * query, an answer too large: the card's 'Current dataset is to large to display here :( ...',
 * spec part 1 §8), anything else 'Something went wrong'.
 * @param serverMessage the `message` (or `error`) string of the error body, when any
 */
export function httpErrorMessage(status: number, serverMessage: string | undefined, context: ErrorContext = 'other'): string {
  if (status === 409 && context === 'createJob') return TEXT_JOBS_QUEUE_RATE_REACHED;
  if (status === 413) return context === 'query' ? TEXT_DATASET_TOO_LARGE : TEXT_PAYLOAD_TOO_LARGE;
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  return TEXT_SOMETHING_WENT_WRONG;
}

/**
 * A request rejected on the client before any call (spec part 2 §5: e.g. a distinct-parameters
 * call with no field, a query without date range, a risk query without as-of date). The message
 * is the spec's text; `errors` lists every problem found.
 */
export class LoadlineValidationError extends Error {
  override readonly name = 'LoadlineValidationError';
  /** Every problem found, first one is the message. */
  readonly errors: readonly string[];

  constructor(errors: readonly string[]) {
    super(errors[0] ?? TEXT_SOMETHING_WENT_WRONG);
    this.errors = errors;
  }
}
