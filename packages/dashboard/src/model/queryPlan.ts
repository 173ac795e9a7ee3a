import {
  defaultGroupInterval,
  groupingOf,
  measureResultName,
  parseExpression,
  type Card,
  type DataSeries,
  type ExprNode,
  type Grouping,
  type TimePartFilter,
  type ValidQueryRequest,
  type Visualization,
} from '@loadline/core';
import { loadDatasourceOf, type ResolvedSource } from './dataMapping';
import { seriesSource, type CardQueryContext } from './seriesCatalog';
import { seriesToQuery, splitMixedMarketLevels } from './seriesToQuery';

/**
 * The query plan of a dashboard (spec part 1 §4 "Fetched data is cached per argument", §5 "Data
 * query needs..."; part 2 §7): for every card and series, the datasource and the checked request
 * it sends, or the spec's errors that stop it. Planned once per change of the cards or of the
 * dashboard's settings, and shared by the route's prefetch and the cards, which read their answers
 * under the same keys. Equal requests are sent once; an unchanged card keeps its plan object, so
 * nothing downstream recomputes.
 *
 * @module
 */

/** How a card's x axis runs: along time (epoch ms), or over the buckets of a cyclic grouping. */
export type CardXAxis = 'time' | 'hourOfDay' | 'dayOfWeek' | 'monthOfYear' | 'dayType';

/** One request of a plan: POST .../datasources/{datasource}/query with `body`. */
export interface PlannedRequest {
  /** Identity of the request (datasource and body as JSON): equal keys, one request. */
  key: string;
  datasource: string;
  /** Checked once when planned; sent as it is. */
  body: ValidQueryRequest;
}

/** The request of one queried series: what it asks and how its answer is read. */
export interface SeriesRequestPlan {
  request: PlannedRequest;
  /** Column of the answer holding the series' values (the measure's result name). */
  measure: string;
  /** Where the values come from: datasource, metric, fixed unit or null (read from the metadata), interval. */
  source: ResolvedSource;
  /** Time parts the browser keeps of the answer's rows (hourly and finer cards), or null. */
  timeParts: TimePartFilter | null;
  /** The request's input as `seriesToQuery` built it (see `SeriesQuery.inputKey`): a replan with the same input reuses the checked body. */
  inputKey: string;
}

/** A member of a calculated series: the token of the expression, the member series (with the token's calculation) and its request. */
export interface MemberPlan extends SeriesRequestPlan {
  token: string;
  series: DataSeries;
}

/**
 * What one series of a card asks for: a request ('series'), the requests of the members of a
 * calculated series and its checked expression ('calculated', spec part 1 §3, §4 "a grouped
 * series merges its member fetches"), or the errors that stop it.
 */
export type CardSeriesPlan =
  | ({ series: DataSeries; ok: true; kind: 'series' } & SeriesRequestPlan)
  | { series: DataSeries; ok: true; kind: 'calculated'; ast: ExprNode; members: MemberPlan[] }
  | { series: DataSeries; ok: false; errors: string[] };

/** The requests a series plan reads: its own, or its members' for a calculated series. */
export function requestPlansOf(plan: CardSeriesPlan): readonly SeriesRequestPlan[] {
  if (!plan.ok) return [];
  return plan.kind === 'calculated' ? plan.members : [plan];
}

/** The queries of a card: one plan per series, the grouping used, the x axis it gives and its distinct requests. */
export interface CardPlan {
  /** Identity of the plan: equal keys, equal plans (same series, same requests). */
  key: string;
  grouping: Grouping;
  xAxis: CardXAxis;
  plans: readonly CardSeriesPlan[];
  /**
   * The card's distinct requests, in the order of its series: what the card and the dashboard's
   * prefetch send. Empty for a card that reads its own data ({@link readsOwnData}).
   */
  requests: readonly PlannedRequest[];
  /**
   * True for a card whose visualization reads its own data (Meter Table pages, Meter Map points):
   * its series are planned (`plans`, from which it derives its own requests) but their requests
   * are not sent.
   */
  ownData: boolean;
}

/**
 * Visualizations that read their own data rather than the series' requests of the plan: the
 * Meter Table sends one paged query-native request per series (`meterTableRequests`), the Meter
 * Map its meters' points. Planning their series' unsplit requests too would ask the server the
 * same work twice.
 */
export const OWN_DATA_VISUALIZATIONS: readonly Visualization[] = ['MeterTable', 'MeterMap'];

/** Whether a card of `visualization` reads its own data, so its plan sends no series request ({@link OWN_DATA_VISUALIZATIONS}). */
export function readsOwnData(visualization: Visualization | undefined): boolean {
  return visualization !== undefined && OWN_DATA_VISUALIZATIONS.includes(visualization);
}

/** What {@link planCardQueries} reads of a card: its series, grouping and (optionally) visualization. */
export type PlannedCard = Pick<Card, 'dataSeries' | 'group'> & Partial<Pick<Card, 'visualization'>>;

/** The plan of a dashboard: per card id its plan, and every distinct request of the dashboard. */
export interface DashboardQueryPlan {
  cards: ReadonlyMap<string, CardPlan>;
  requests: readonly PlannedRequest[];
}

const CYCLIC_AXES: Partial<Record<Grouping, CardXAxis>> = { Hour24: 'hourOfDay', DayOfWeek: 'dayOfWeek', Month12: 'monthOfYear', DayType: 'dayType' };

/**
 * The grouping a card's queries use: the card's own, else the datasource's default group interval
 * (spec part 1 §9: quarter-hourly for 15-minute data, otherwise hourly).
 */
export function effectiveGrouping(card: Pick<Card, 'group'>, context: { config: Pick<CardQueryContext['config'], 'timeInterval'> }): Grouping {
  return card.group ?? defaultGroupInterval(context.config.timeInterval ?? undefined);
}

/** The x axis of a grouping: time for timeline groupings, the bucket for Hour24, DayOfWeek, Month12 and DayType. */
export function xAxisOf(grouping: Grouping): CardXAxis {
  return groupingOf(grouping).kind === 'timeline' ? 'time' : (CYCLIC_AXES[grouping] ?? 'time');
}

/**
 * Plans the queries of a card (spec part 1 §5, part 2 §7): for each series its source under the
 * dashboard's data mapping and its checked request in the dashboard's zone, date range and
 * filters, grouped by the card's grouping. The dashboard's dimension and range filters go only to
 * series of the load datasource (a weather series has no market column). A series whose request
 * is invalid ('No calculation was specified', 'Cannot group by selection'...) or whose level has no
 * datasource carries its errors and sends nothing. Time filters of hourly and finer cards are
 * applied to the answer's rows in the browser (`timeParts`), so changing them asks nothing new.
 * A Meter Table or Meter Map card ({@link readsOwnData}) keeps its series' plans but lists no
 * request: it sends only its own (paged) queries.
 *
 * @param card - the card; without `visualization` its requests are listed.
 * @param now - the clock for relative date bounds.
 * @param previous - the card's last plan: returned as it is when nothing changed.
 */
export function planCardQueries(card: PlannedCard, context: CardQueryContext, now: Date, previous?: CardPlan): CardPlan {
  const grouping = effectiveGrouping(card, context);
  const settings = {
    timezone: context.timezone,
    from: context.from,
    to: context.to,
    filters: context.filters,
    rangeFilters: context.rangeFilters,
    timeFilters: context.timeFilters,
    grouping,
    now,
    dataMin: context.dataMin,
    dataMax: context.dataMax,
  };
  const loadDatasource = loadDatasourceOf(context.mapping, context.config);
  const byKey = new Map<string, PlannedRequest>();
  // Bodies the last plan checked, by their input: a filter change that leaves a request as it was
  // does not check it again.
  const checkedBefore = new Map<string, ValidQueryRequest>();
  for (const p of previous?.plans ?? []) {
    if (!p.ok) continue;
    for (const r of p.kind === 'calculated' ? p.members : [p]) checkedBefore.set(r.inputKey, r.request.body);
  }
  const checked = (inputKey: string) => checkedBefore.get(inputKey);
  const requestOf = (series: DataSeries): SeriesRequestPlan | { errors: string[] } => {
    let source: ResolvedSource;
    try {
      source = seriesSource(series, context.config, context.mapping);
    } catch (e) {
      return { errors: [e instanceof Error ? e.message : String(e)] };
    }
    const own = source.datasource === loadDatasource;
    const query = seriesToQuery(series, own ? settings : { ...settings, filters: [], rangeFilters: [] }, source, context.mapping, { clientTimeParts: true, checked });
    if (!query.success) return { errors: query.errors };
    const { body, clientTimeParts, inputKey } = query.data;
    const key = JSON.stringify([source.datasource, body]);
    let request = byKey.get(key);
    if (!request) {
      request = previous?.requests.find((r) => r.key === key) ?? { key, datasource: source.datasource, body };
      byKey.set(key, request);
    }
    const first = body.selectedMeasures[0];
    return { request, measure: first ? measureResultName(first) : '', source, timeParts: clientTimeParts, inputKey };
  };
  const plans = card.dataSeries.map((original): CardSeriesPlan => {
    if (original.groupedItems) return planCalculated(original, original.groupedItems, requestOf);
    // A load series over the ERCOT total and some of its zones draws each market apart.
    const isLoad = (() => {
      try {
        return seriesSource(original, context.config, context.mapping).kind === 'load';
      } catch {
        return false;
      }
    })();
    const series = isLoad ? splitMixedMarketLevels(original, context.filters, context.mapping) : original;
    const planned = requestOf(series);
    return 'errors' in planned ? { series, ok: false, errors: planned.errors } : { series, ok: true, kind: 'series', ...planned };
  });
  const ownData = readsOwnData(card.visualization);
  const key = JSON.stringify([grouping, ownData, plans.map((p) => {
    if (!p.ok) return [p.series, p.errors];
    if (p.kind === 'calculated') return [p.series, p.members.map((m) => [m.token, m.request.key, m.timeParts, m.source])];
    return [p.series, p.request.key, p.timeParts, p.source];
  })]);
  if (previous && previous.key === key) return previous;
  return { key, grouping, xAxis: xAxisOf(grouping), plans, requests: ownData ? [] : [...byKey.values()], ownData };
}

/**
 * Plans every card of a dashboard ({@link planCardQueries}) and lists the dashboard's distinct
 * requests, for the route's prefetch and the cards. With `previous`, unchanged cards keep their
 * plan object (and an unchanged dashboard its plan).
 *
 * @example
 * const plan = planDashboardQueries(state.cards, context, new Date());
 * plan.requests.length // requests the dashboard sends
 * plan.cards.get(cardId) // what one card draws from
 */
export function planDashboardQueries(cards: readonly (PlannedCard & Pick<Card, 'id'>)[], context: CardQueryContext, now: Date, previous?: DashboardQueryPlan): DashboardQueryPlan {
  const planned = new Map<string, CardPlan>();
  const requests = new Map<string, PlannedRequest>();
  let same = previous !== undefined && previous.cards.size === cards.length;
  for (const card of cards) {
    const before = previous?.cards.get(card.id);
    const plan = planCardQueries(card, context, now, before);
    if (plan !== before) same = false;
    planned.set(card.id, plan);
    for (const r of plan.requests) if (!requests.has(r.key)) requests.set(r.key, r);
  }
  if (same && previous) return previous;
  return { cards: planned, requests: [...requests.values()] };
}

/**
 * The plan of a calculated series (spec part 1 §3 `groupedItems`, §4, §5): its expression parsed
 * and checked, each referenced token resolved to its member series (`expressionDataIdMap`: the
 * member's id and the calculation chosen for it) and planned like any series, so equal member
 * queries are asked once and cached per argument. An invalid expression, an unknown token or a
 * member that cannot be queried stops the series with the reason.
 */
function planCalculated(
  series: DataSeries,
  grouped: NonNullable<DataSeries['groupedItems']>,
  requestOf: (series: DataSeries) => SeriesRequestPlan | { errors: string[] },
): CardSeriesPlan {
  const parsed = parseExpression(grouped.expression);
  if (!parsed.ok) return { series, ok: false, errors: [parsed.error] };
  const members: MemberPlan[] = [];
  for (const token of parsed.references) {
    const entry = grouped.expressionDataIdMap[token];
    const member = entry ? grouped.dataSeries.find((s) => s.id === entry.id) : undefined;
    if (!entry || !member) return { series, ok: false, errors: [`No series for @{${token}}`] };
    const calculation = (member.calculationOptions as readonly string[]).includes(entry.selectedOption) || entry.selectedOption in CALCULATIONS
      ? (entry.selectedOption as DataSeries['selectedCalculation'])
      : member.selectedCalculation;
    const withCalculation: DataSeries = { ...member, ...(calculation ? { selectedCalculation: calculation } : {}) };
    const planned = requestOf(withCalculation);
    if ('errors' in planned) return { series, ok: false, errors: planned.errors.map((e) => `${member.label}: ${e}`) };
    members.push({ token, series: withCalculation, ...planned });
  }
  return { series, ok: true, kind: 'calculated', ast: parsed.ast, members };
}

const CALCULATIONS: Readonly<Record<string, true>> = { Sum: true, Avg: true, Min: true, Max: true, CountDistinct: true, First: true };
