import { queryColumnsOf, type Card, type DataSeries } from '@loadline/core';
import { useDatasourceQueries, useDatasourcesMetadata } from '@loadline/core/react';
import { useMemo, useRef } from 'react';
import { useCardRegistry } from './cardRegistry';
import { planCardQueries, requestPlansOf, type CardPlan, type CardXAxis, type SeriesRequestPlan } from '../model/queryPlan';
import { partialBuckets } from '../model/partialBuckets';
import type { CardQueryContext } from '../model/seriesCatalog';
import { axisUnit, rowsToSeriesData, sourceUnitOf, type CardSeriesData } from './cardData';
import { calculatedSeriesData } from './calculatedSeries';
import { timePartRuns } from '@loadline/core';

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
  /** True while a series' first answer (or its datasource's units) is on its way. */
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
 * The card's plan: the one given (the editor plans every card of the dashboard at once), else
 * planned here by its card type's `plan()` (else as series), keeping the last plan object while
 * nothing changed.
 */
function useCardPlan(card: Card, context: CardQueryContext, now: Date | null, given: CardPlan | undefined): CardPlan {
  const last = useRef<CardPlan | undefined>(undefined);
  const planner = useCardRegistry().get(card.visualization)?.plan ?? planCardQueries;
  return useMemo(() => {
    if (given) return given;
    const plan = planner(card, context, now ?? new Date(), last.current);
    last.current = plan;
    return plan;
  }, [card, context, now, given, planner]);
}

const NONE: CardPlan['requests'] = [];

/**
 * The data of a dashboard card (spec part 1 §2 "Dashboard editor", §5): the card's plan (each
 * series' checked request under the dashboard's data mapping, see `planCardQueries`), its answers
 * through the adapter's `query.query(datasource, body, { signal })` via TanStack Query, cached per
 * datasource and body, so a change that leaves a card's requests unchanged neither refetches nor
 * redraws. Values are converted from the source unit (the mapping's, else the datasource
 * metadata's `metrics[].unit`, asked once per datasource) to the axis unit (`card.typeUnits`,
 * default of the series type).
 *
 * Time filters of a card grouped Hourly, HalfHourly or QuaterHourly are applied to the answer's
 * rows in the browser (the plan's `timeParts`, {@link timePartRuns}; the same rows as the
 * server's), so a time filter change redraws from the cached answer without a request.
 *
 * A card that reads its own data (Meter Table, Meter Map: the plan's `ownData`) sends nothing
 * here and gets no series, only the errors of series that cannot be planned.
 *
 * @param now - clock for relative date bounds. @default new Date()
 * @param plan - the card's plan from `planDashboardQueries`; planned here when absent.
 * @example const { series, isLoading, errors } = useCardData(card, context);
 */
export function useCardData(card: Card, context: CardQueryContext, now?: Date, plan?: CardPlan): CardData {
  const planned = useCardPlan(card, context, now ?? null, plan);
  // A card type that reads its plan's requests itself (Meter Table, Meter Map) gets no series here.
  const items = planned.ownData ? NONE : planned.requests;
  const states = useDatasourceQueries(items);
  // Units come from the metadata of each datasource whose mapping fixes none (asked once, cached).
  const metaSources = useMemo(
    () => (planned.ownData ? [] : [...new Set(planned.plans.flatMap((p) => requestPlansOf(p).flatMap((r) => (r.source.unit === null ? [r.source.datasource] : []))))]),
    [planned],
  );
  const metadata = useDatasourcesMetadata(metaSources);
  const { typeUnits } = card;
  // Hashed when the plan changes, not each time an answer arrives.
  const revision = useMemo(() => fnv1a(planned.key), [planned.key]);
  return useMemo(() => {
    const series: CardSeriesData[] = [];
    const errors: CardSeriesError[] = [];
    let isLoading = false;
    const slot = new Map(items.map((r, i) => [r.key, i]));
    /** The answer of one request with its source unit, or its state. */
    const read = (r: SeriesRequestPlan, member: DataSeries) => {
      const state = states[slot.get(r.request.key) ?? -1];
      const meta = r.source.unit === null ? metadata[metaSources.indexOf(r.source.datasource)] : undefined;
      // One error per request: the failed request, else its datasource's failed metadata.
      const failure = state?.error ?? meta?.error ?? null;
      if (failure) return { status: 'error' as const, message: failure.message };
      if (!state?.data || state.isPending || meta?.isPending) return { status: 'loading' as const };
      const unit = sourceUnitOf(r.source, member, meta?.data);
      if (!unit.ok) return { status: 'error' as const, message: unit.error };
      // A columnar answer is read from its columns: its rows are never built.
      const rows = queryColumnsOf(state.data) ?? state.data.data;
      const keep = r.timeParts ? timePartRuns(rows, r.timeParts) : null;
      return { status: 'ready' as const, rows, unit, keep };
    };
    for (const p of planned.plans) {
      if (!p.ok) {
        for (const error of p.errors) errors.push({ label: p.series.label, error });
        continue;
      }
      // A Meter Table or Meter Map reads its own data: no series answer is asked or awaited.
      if (planned.ownData) continue;
      const axis = axisUnit({ typeUnits }, p.series.axisId, p.series.type);
      try {
        if (p.kind === 'series') {
          const r = read(p, p.series);
          if (r.status === 'error') errors.push({ label: p.series.label, error: r.message });
          else if (r.status === 'loading') isLoading = true;
          else {
            const data = rowsToSeriesData(r.rows, { series: p.series, measure: p.measure, sourceUnit: r.unit.unit, intervalMinutes: r.unit.intervalMinutes }, planned.xAxis, axis, r.keep);
            // A partial first or last month (year) is drawn dashed rather than as a fall to almost zero.
            const range = p.request.body.timeFilter?.dateRange;
            for (const d of data) {
              const partial = planned.xAxis === 'time' ? partialBuckets(d.points.x, planned.grouping, range, context.dataMin, context.dataMax, context.timezone, r.unit.intervalMinutes ?? null) : null;
              series.push(partial && (partial.first || partial.last) ? { ...d, partial } : d);
            }
          }
          continue;
        }
        const result = calculatedSeriesData(p, read, planned.xAxis, axis);
        if (result.status === 'error') errors.push({ label: p.series.label, error: result.message });
        else if (result.status === 'loading') isLoading = true;
        else series.push(result.data);
      } catch (e) {
        errors.push({ label: p.series.label, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return { series, isLoading, errors: errors.length ? errors : EMPTY_ERRORS, xAxis: planned.xAxis, revision };
  }, [planned, items, states, metadata, metaSources, typeUnits, revision, context.dataMin, context.dataMax, context.timezone]);
}
