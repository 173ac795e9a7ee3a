import { TEXT_DATASET_TOO_LARGE } from '@loadline/core';

/** HTTP statuses of the query engine's refusals. */
export type QueryErrorStatus = 400 | 403 | 404 | 413 | 429 | 499 | 503 | 504;

/**
 * Errors of the query engine. Each carries the HTTP status the routes answer with: 400 for a
 * request the engine refuses (unknown column, bad time zone, bad grain, a value of the wrong kind),
 * 404 for an unknown datasource, and the query limits' answers (see `query/governor.ts`): 413 for
 * an answer above the row cap, 429 for a user with too many queries in flight, 503 for a query
 * that found no free connection in time, 504 for one stopped at its timeout. Messages name the
 * offending field so a caller can fix it; the spec's own client-side texts (part 2 section 8) are
 * used where one applies.
 */
export class QueryError extends Error {
  /** HTTP status to answer with. */
  readonly statusCode: QueryErrorStatus;
  /** Headers of the answer (e.g. Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(message: string, statusCode: QueryErrorStatus = 400, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'QueryError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** Texts of spec part 2 section 8 that the engine answers with, verbatim. */
export const queryTexts = {
  noColumn: 'At least one column value must be requested',
  noDateRange: 'No date range specified for the request',
  noAsOfDate: 'No as of date specified',
  /** An answer above the row cap (spec part 1 section 8, the card's message). */
  tooLarge: TEXT_DATASET_TOO_LARGE,
} as const;

/** Message for a datasource name that is not registered (answered with 404). */
export const unknownDatasource = (name: string): string => `Unknown datasource: ${JSON.stringify(name)}`;
