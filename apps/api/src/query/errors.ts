/**
 * Errors of the query engine. Each carries the HTTP status the routes answer with: 400 for a
 * request the engine refuses (unknown column, bad time zone, bad grain, a value of the wrong kind),
 * 404 for an unknown datasource. Messages name the offending field so a caller can fix it; the
 * spec's own client-side texts (part 2 section 8) are used where one applies.
 */
export class QueryError extends Error {
  /** HTTP status to answer with: 400 or 404. */
  readonly statusCode: 400 | 404;

  constructor(message: string, statusCode: 400 | 404 = 400) {
    super(message);
    this.name = 'QueryError';
    this.statusCode = statusCode;
  }
}

/** Texts of spec part 2 section 8 that the engine answers with, verbatim. */
export const queryTexts = {
  noColumn: 'At least one column value must be requested',
  noDateRange: 'No date range specified for the request',
  noAsOfDate: 'No as of date specified',
} as const;

/** Message for a datasource name that is not registered (answered with 404). */
export const unknownDatasource = (name: string): string => `Unknown datasource: ${JSON.stringify(name)}`;
