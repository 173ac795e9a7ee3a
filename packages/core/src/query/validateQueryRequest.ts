import {
  TEXT_AT_LEAST_ONE_COLUMN,
  TEXT_CANNOT_GROUP_BY_SELECTION,
  TEXT_NO_AS_OF_DATE,
  TEXT_NO_CALCULATION,
  TEXT_NO_DATE_RANGE_SPECIFIED,
  TEXT_NO_PROCESS_TIME,
} from '../texts';
import { queryRequestSchema, type Granularity, type QueryRequest } from './query.schema';
import { riskQueryRequestSchema, type RiskQueryRequest } from './risk.schema';

/**
 * Client-side checks of a query before it is sent (spec part 1 §5 "Data query needs...", part 2
 * §8 "Query and data messages"). The spec's texts come first, then the schema's own messages.
 *
 * @module
 */

/**
 * Minutes of each granularity, for comparison only: the spec's grouping minutes (part 1 §3,
 * Month-All 43200, Year-All 525600), so a monthly datasource (time interval 43200) groups by month.
 */
const GRANULARITY_MINUTES: Readonly<Record<Granularity, number>> = {
  PT15M: 15,
  PT30M: 30,
  PT1H: 60,
  P1D: 1440,
  P1M: 43_200,
  P1Y: 525_600,
};

/** What the caller knows about the request being checked. */
export interface QueryValidationOptions {
  /**
   * 'query' (default) needs at least one measure; 'native' (meter tables, maps) does not
   * (spec part 1 §5 "unless meter table").
   */
  kind?: 'query' | 'native';
  /** Interval of the datasource in minutes: a time split finer than it 'Cannot group by selection'. */
  timeIntervalMinutes?: number;
  /** Column of the process time: when given (cluster and forecast queries) an Include filter on it is required. */
  processTimeColumn?: string;
}

/** Result of a validation: the parsed request (defaults applied) or the problems found. */
export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: string[] };

function rawMeasures(input: unknown): unknown[] {
  if (!input || typeof input !== 'object') return [];
  const measures = (input as { selectedMeasures?: unknown }).selectedMeasures;
  return Array.isArray(measures) ? measures : [];
}

declare const VALID_QUERY: unique symbol;

/**
 * A query request that {@link validateQueryRequest} accepted: the parsed request (defaults
 * applied), frozen. Adapters send it without checking it again; only `validateQueryRequest`
 * makes one (a cast does not: {@link isValidQueryRequest} checks the object itself).
 */
export type ValidQueryRequest = Readonly<QueryRequest> & { readonly [VALID_QUERY]: true };

/** The requests validateQueryRequest accepted, and for which kind ('query' needs a measure). */
const accepted = new WeakMap<object, 'query' | 'native'>();

/**
 * Whether `body` is a request {@link validateQueryRequest} accepted (for `kind`: one accepted as a
 * 'query' is also a valid 'native' request, not the other way round).
 *
 * @example if (!isValidQueryRequest(body)) body = check(body);
 */
export function isValidQueryRequest(body: unknown, kind: 'query' | 'native' = 'query'): body is ValidQueryRequest {
  if (typeof body !== 'object' || body === null) return false;
  const known = accepted.get(body);
  return known === 'query' || (known === 'native' && kind === 'native');
}

/**
 * Checks a query request (spec part 1 §5). Returns the spec's messages:
 * 'At least one column value must be requested', 'No calculation was specified' (a measure
 * without aggregation), 'No date range specified', 'No "process time" specified for the
 * request', 'Cannot group by selection'; then any schema message. An accepted request is a frozen
 * {@link ValidQueryRequest}: plan a query once, check it once, and send the result as it is.
 * @example
 * const r = validateQueryRequest({ selectedMeasures: [] });
 * if (!r.success) r.errors[0]; // 'At least one column value must be requested'
 */
export function validateQueryRequest(input: unknown, options: QueryValidationOptions = {}): ValidationResult<ValidQueryRequest> {
  const result = checkQueryRequest(input, options);
  if (!result.success) return result;
  const data = deepFreeze(result.data);
  accepted.set(data, options.kind ?? 'query');
  return { success: true, data: data as ValidQueryRequest };
}

/** Freezes an accepted request, so what was checked is what is sent. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

function checkQueryRequest(input: unknown, options: QueryValidationOptions): ValidationResult<QueryRequest> {
  const errors: string[] = [];
  const measures = rawMeasures(input);
  if ((options.kind ?? 'query') === 'query' && measures.length === 0) errors.push(TEXT_AT_LEAST_ONE_COLUMN);
  const missingCalculation = measures.some(
    (m) => !!m && typeof m === 'object' && !('customAggregation' in m) && (m as { aggregation?: unknown }).aggregation == null,
  );
  if (missingCalculation) errors.push(TEXT_NO_CALCULATION);
  const parsed = queryRequestSchema.safeParse(input);
  const request = parsed.success ? parsed.data : undefined;
  const rawTimeFilter = (input as { timeFilter?: { dateRange?: unknown } } | null)?.timeFilter;
  if (!rawTimeFilter?.dateRange) errors.push(TEXT_NO_DATE_RANGE_SPECIFIED);
  if (request && options.processTimeColumn) {
    const hasProcessTime = request.filters.some(
      (f) => f.columnName === options.processTimeColumn && f.filterType === 'Include' && f.filterValues.length > 0,
    );
    if (!hasProcessTime) errors.push(TEXT_NO_PROCESS_TIME);
  }
  if (request && options.timeIntervalMinutes !== undefined) {
    const interval = options.timeIntervalMinutes;
    if (request.splits.some((s) => s.type === 'time' && GRANULARITY_MINUTES[s.granularity] < interval)) {
      errors.push(TEXT_CANNOT_GROUP_BY_SELECTION);
    }
  }
  if (!parsed.success && !missingCalculation) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.join('.');
      errors.push(where ? `${where}: ${issue.message}` : issue.message);
    }
  }
  if (errors.length > 0 || !request) return { success: false, errors };
  return { success: true, data: request };
}

/**
 * Checks a risk query (spec part 1 §5 "Risk queries need an as-of date"): 'No as of date
 * specified' first, then schema messages.
 */
export function validateRiskQueryRequest(input: unknown): ValidationResult<RiskQueryRequest> {
  const asOfDate = (input as { asOfDate?: unknown } | null)?.asOfDate;
  if (typeof asOfDate !== 'string' || asOfDate === '') return { success: false, errors: [TEXT_NO_AS_OF_DATE] };
  const parsed = riskQueryRequestSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    errors: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
  };
}
