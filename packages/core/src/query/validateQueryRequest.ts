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

/** Minutes of each granularity (month and year use their shortest length, for comparison only). */
const GRANULARITY_MINUTES: Readonly<Record<Granularity, number>> = {
  PT15M: 15,
  PT30M: 30,
  PT1H: 60,
  P1D: 1440,
  P1M: 40_320,
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

/**
 * Checks a query request (spec part 1 §5). Returns the spec's messages:
 * 'At least one column value must be requested', 'No calculation was specified' (a measure
 * without aggregation), 'No date range specified', 'No "process time" specified for the
 * request', 'Cannot group by selection'; then any schema message. Results of plain JSON inputs
 * are remembered (the last 512) and returned frozen: treat them as read-only.
 * @example
 * const r = validateQueryRequest({ selectedMeasures: [] });
 * if (!r.success) r.errors[0]; // 'At least one column value must be requested'
 */
export function validateQueryRequest(input: unknown, options: QueryValidationOptions = {}): ValidationResult<QueryRequest> {
  const key = plainJsonKey([input, options.kind ?? 'query', options.timeIntervalMinutes ?? null, options.processTimeColumn ?? null]);
  const known = key === null ? undefined : checked.get(key);
  if (known) return known;
  const result = checkQueryRequest(input, options);
  if (key !== null) {
    if (checked.size >= CHECKED_LIMIT) checked.delete(checked.keys().next().value as string);
    checked.set(key, deepFreeze(result));
  }
  return result;
}

/** Most results {@link validateQueryRequest} remembers (a dashboard of 12 cards checks about 40 bodies, several times). */
const CHECKED_LIMIT = 512;
const checked = new Map<string, ValidationResult<QueryRequest>>();

class NotPlainJson extends Error {}

/**
 * The JSON text of `value` when it is plain JSON data (objects with the Object prototype, arrays,
 * strings, finite numbers, booleans, null; no undefined member), else null: only then does equal
 * text mean an equal check result.
 */
function plainJsonKey(value: unknown): string | null {
  try {
    return JSON.stringify(value, function (this: Record<string, unknown>, k: string, v: unknown) {
      const raw = k === '' ? v : this[k];
      if (raw === null || typeof raw === 'string' || typeof raw === 'boolean') return v;
      if (typeof raw === 'number' && Number.isFinite(raw)) return v;
      if (typeof raw === 'object' && (Array.isArray(raw) || Object.getPrototypeOf(raw) === Object.prototype)) {
        if (!Array.isArray(raw) && Object.values(raw).some((m) => m === undefined)) throw new NotPlainJson();
        return v;
      }
      throw new NotPlainJson();
    });
  } catch {
    return null;
  }
}

/** Freezes a remembered result, so a caller that changed it would fail loudly instead of changing what others get. */
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
