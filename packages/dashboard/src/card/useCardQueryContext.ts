import type { ConfigItem, DateBound, Filter, RangeFilter, TimeFilters } from '@loadline/core';
import { useMemo } from 'react';
import { endOfDataRequest, loadDatasourceOf, type DashboardDataMapping } from '../model/dataMapping';
import type { CardQueryContext } from '../model/seriesCatalog';
import { cardQueryContext } from '../editor/queryContext';
import { useDataBounds } from '../editor/useDataBounds';

/** What a host controls of an embedded card: the dashboard settings its queries use (spec part 1 §2 top area). */
export interface CardContextInput {
  config: ConfigItem;
  mapping: DashboardDataMapping;
  /** IANA zone, e.g. 'America/Chicago'. */
  timezone: string;
  /** Hour ending (HE1..HE24) labels. @default false */
  isHourEndingSelected?: boolean;
  from: DateBound;
  to: DateBound;
  /** @default [] */
  filters?: readonly Filter[];
  /** @default [] */
  rangeFilters?: readonly RangeFilter[];
  /** @default {} */
  timeFilters?: TimeFilters;
}

/** What {@link useCardQueryContext} gives: the context once the dates can be resolved. */
export type CardContextState = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; context: CardQueryContext };

const NONE: readonly never[] = [];
const NO_TIME_FILTERS: TimeFilters = {};

/**
 * The query context of a card a host embeds and controls (`<DashboardCard card={card} context={...} />`):
 * the host's zone, dates and filters, its config item and data mapping, and the time boundary of
 * the load datasource with its End of data, the last actual hour (asked for only when a bound is
 * relative: today, startData, endData). The context object stays the same while the inputs do (pass memoized arrays), so the
 * card does not plan its queries again; a host changing a date or filter gets the card redrawn.
 *
 * @example
 * const state = useCardQueryContext({ config, mapping, timezone: 'America/Chicago', from, to, filters });
 * return state.status === 'ready' ? <DashboardCard card={card} context={state.context} /> : null;
 */
export function useCardQueryContext(input: CardContextInput): CardContextState {
  const { config, mapping, timezone, isHourEndingSelected = false, from, to } = input;
  const filters = input.filters ?? NONE;
  const rangeFilters = input.rangeFilters ?? NONE;
  const timeFilters = input.timeFilters ?? NO_TIME_FILTERS;
  const relative = from.dateType === 'relative' || to.dateType === 'relative';
  const datasource = loadDatasourceOf(mapping, config);
  const boundary = useDataBounds(relative ? datasource : null, endOfDataRequest(mapping));
  const { minMs, maxMs, endMs } = boundary;
  const context = useMemo(
    () => cardQueryContext(
      { settings: { timezone, isHourEndingSelected, from, to, calculators: [] }, filters: [...filters], rangeFilters: [...rangeFilters], timeFilters },
      config, mapping, minMs, maxMs, endMs,
    ),
    [timezone, isHourEndingSelected, from, to, filters, rangeFilters, timeFilters, config, mapping, minMs, maxMs, endMs],
  );
  if (relative && datasource && boundary.error) return { status: 'error', error: boundary.error };
  if (relative && datasource && boundary.isPending) return { status: 'loading' };
  return { status: 'ready', context };
}
