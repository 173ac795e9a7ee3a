import type { Card } from '@loadline/core';
import { useDatasourceQueries } from '@loadline/core/react';
import { useMemo } from 'react';
import type { CardQueryContext } from '../model/seriesCatalog';
import { axisUnit, planCardQueries, rowsToSeriesData, type CardPlan, type CardSeriesData, type CardXAxis } from './cardData';
import { cardRequests } from './cardRequests';
import { timePartMask } from './timePartRows';

/** An error of one series of a card, shown in the card's error popover. */
export interface CardSeriesError {
  /** The series label. */
  label: string;
  /** The spec's text (e.g. 'No calculation was specified') or the failed request's message. */
  error: string;
}

/** What {@link useCardData} returns. */
export interface CardData {
  /** One entry per drawn line: per series, or per split value of a split series. Same array until the data changes. */
  series: CardSeriesData[];
  /** True while a series' first answer is on its way. */
  isLoading: boolean;
  /** Series that could not be queried or whose request failed. */
  errors: CardSeriesError[];
  /** How the x values run: epoch ms ('time') or cyclic buckets. */
  xAxis: CardXAxis;
  /** Short hash of the card's queries: changes when a query changes (dates, filters, series). */
  revision: string;
}

/** FNV-1a 32-bit hash of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const EMPTY_ERRORS: CardSeriesError[] = [];

/**
 * The data of a dashboard card (spec part 1 §2 "Dashboard editor", §5): each series' query is
 * planned with `seriesSource` + `seriesToQuery` in the dashboard's zone, date range and filters,
 * grouped by the card's grouping (the datasource's default interval when the card has none).
 * Invalid queries become card errors and send nothing; valid ones go through the adapter's
 * `query.query(datasource, body, { signal })` via TanStack Query, cached per datasource and body,
 * so a filter change that leaves a card's queries unchanged neither refetches nor redraws. Values
 * are converted to the axis unit (`card.typeUnits`, default of the series type).
 *
 * Time filters (hour of day, day type, day of week, month, year) of a card grouped Hourly,
 * HalfHourly or QuaterHourly are applied in the browser: the query is sent without its
 * `timePartFilter` and the answer's buckets outside the filter are dropped
 * ({@link deriveTimePartFilter}, {@link timePartMask}; the same rows as the server's). A time
 * filter change then redraws from the cached unfiltered answer without a request. `revision` still
 * changes with the time filter, since it hashes the planned queries, time-part filters included.
 *
 * @param now - clock for relative date bounds. @default new Date()
 * @example const { series, isLoading, errors } = useCardData(card, context);
 */
export function useCardData(card: Card, context: CardQueryContext, now?: Date): CardData {
  const clock = now ?? null;
  const planned = useMemo(() => planCardQueries(card, context, clock ?? new Date()), [card, context, clock]);
  // Equal plans (same series, same bodies) keep one object, so nothing downstream recomputes.
  const key = useMemo(() => JSON.stringify(planned), [planned]);
  const plan = useMemo(() => JSON.parse(key) as CardPlan, [key]);
  const { items, slots, timeParts } = useMemo(() => cardRequests(plan), [plan]);
  const states = useDatasourceQueries(items);
  const { typeUnits } = card;
  return useMemo(() => {
    const series: CardSeriesData[] = [];
    const errors: CardSeriesError[] = [];
    let isLoading = false;
    plan.plans.forEach((p, i) => {
      if (!p.ok) {
        for (const error of p.errors) errors.push({ label: p.series.label, error });
        return;
      }
      const state = states[slots[i] ?? -1];
      if (!state) return;
      if (state.error) errors.push({ label: p.series.label, error: state.error.message });
      else if (state.isPending) isLoading = true;
      if (!state.data) return;
      const unit = axisUnit({ typeUnits }, p.series.axisId, p.series.type);
      const parts = timeParts[i];
      const keep = parts ? timePartMask(state.data.data, parts) : null;
      series.push(...rowsToSeriesData(state.data.data, p, plan.xAxis, unit, keep));
    });
    return { series, isLoading, errors: errors.length ? errors : EMPTY_ERRORS, xAxis: plan.xAxis, revision: fnv1a(key) };
  }, [plan, slots, timeParts, states, typeUnits, key]);
}
