import type { TimeBoundRequest } from '@loadline/core';
import { useMaxTime, useTimeBoundary } from '@loadline/core/react';

/** The data bounds a dashboard's dates resolve against, epoch ms (null while unknown or when the data has none). */
export interface DataBoundsState {
  /** First instant of the datasource (time boundary `minTime`). */
  minMs: number | null;
  /** Last instant of the datasource (time boundary `maxTime`), forecast runs included: the clamp of fixed dates. */
  maxMs: number | null;
  /**
   * "End of data": the last instant of the actual series (max-time filtered by
   * `endOfDataRequest`); null when there is no such request (the mapping declares no actual
   * kind, or the datasource is not the load one), or no actual row exists, and End of data is `maxMs`.
   */
  endMs: number | null;
  /** True while either call is on its way. */
  isPending: boolean;
  /** The time boundary's failure (End of data falls back to `maxMs` when only max-time fails). */
  error: Error | null;
}

const instant = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The bounds of a dashboard's load datasource (spec part 1 §4: dates are clamped to the data's
 * min and max; part 2 §7: GET .../time-boundary and POST .../max-time with filters), both asked
 * for at once: the time boundary and, given `endOfData` (the load datasource's
 * `endOfDataRequest`), the last actual instant (End of data), so a default window ending at
 * End of data shows actuals even when forecast runs reach past them. A datasource without the
 * load's kinds (risk) passes null: its End of data is its max. Nothing is asked while
 * `datasource` is null.
 *
 * @example const bounds = useDataBounds(loadDatasourceOf(mapping, config), endOfDataRequest(mapping)); bounds.endMs
 */
export function useDataBounds(datasource: string | null, endOfData: TimeBoundRequest | null): DataBoundsState {
  const boundary = useTimeBoundary(datasource);
  // A new object each render is fine: the query key is hashed by value, so it is asked once.
  const end = useMaxTime(endOfData ? datasource : null, endOfData);
  return {
    minMs: instant(boundary.data?.minTime),
    maxMs: instant(boundary.data?.maxTime),
    endMs: instant(end.data),
    isPending: Boolean(datasource) && (boundary.isPending || (endOfData !== null && end.isPending)),
    error: boundary.error,
  };
}
