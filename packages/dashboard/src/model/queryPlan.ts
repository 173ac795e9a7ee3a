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
  /** Sent to POST .../query-native (rows per meter, paged) rather than .../query. @default false */
  native?: boolean;
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
   * The card's distinct requests: what the card's answers are read from and what the dashboard's
   * prefetch sends. A series card lists its series' requests in the order of its series; a card
   * type with its own `plan()` lists its own (the Meter Table's pages, the Meter Map's points).
   */
  requests: readonly PlannedRequest[];
  /**
   * True for a card whose renderer reads the plan's `requests` itself (Meter Table pages, Meter Map
   * points) rather than as one series each: no series data is built from them.
   */
  ownData: boolean;
  /** What a card type's own `plan()` adds for its renderer (e.g. the Meter Table's page requests by series). @default undefined */
  view?: unknown;
  /** Why the card cannot be planned at all (e.g. a card type no definition is registered for); it then lists no request. @default undefined */
  error?: string;
}

/**
 * Plans the queries of one card: the series planning ({@link planCardQueries}) or a card type's
 * own. Given the card, the dashboard's query context, the clock of relative dates and the card's
 * last plan (return it as it is when nothing changed).
 */
export type CardPlanner = (card: PlannedCard, context: CardQueryContext, now: Date, previous?: CardPlan) => CardPlan;

/**
 * What the planner reads of a card registry: per card type its optional `plan()`. A card type
 * without one is planned as series ({@link planCardQueries}). The card registry of the package
 * (`createCardRegistry`) is one.
 */
export interface CardPlanRegistry {
  /** The definition of a card type, or undefined when none is registered. */
  get(type: string): { plan?: CardPlanner | undefined } | undefined;
}

/**
 * The text of a card whose type no definition of the dashboard's registry draws.
 *
 * @example unknownCardTypeText('Heatmap') // "No card type 'Heatmap' is registered in this dashboard's card registry"
 */
export function unknownCardTypeText(type: string): string {
  return `No card type '${type}' is registered in this dashboard's card registry`;
}

/**
 * The first card of `cards` whose type `registry` does not hold, as {@link unknownCardTypeText};
 * null when every type is registered.
 */
export function unregisteredCardType(cards: readonly Pick<Card, 'visualization'>[], registry: CardPlanRegistry): string | null {
  const card = cards.find((c) => !registry.get(c.visualization));
  return card ? unknownCardTypeText(card.visualization) : null;
}

/** What {@link planCardQueries} reads of a card: its series and grouping; a card type's own `plan()` may read more of it. */
export type PlannedCard = Pick<Card, 'dataSeries' | 'group'> & Partial<Omit<Card, 'dataSeries' | 'group'>>;

/** The plan of a side panel (the MAPE sidebar, the performance panel): its requests, or why it has none. */
export interface PanelPlan {
  /** Identity of the plan: equal keys, equal requests. */
  key: string;
  requests: readonly PlannedRequest[];
  /** Why the panel asks nothing (the spec's text), or null. */
  error: string | null;
}

/** The plan of a dashboard: per card id its plan, and every distinct request of the dashboard. */
export interface DashboardQueryPlan {
  cards: ReadonlyMap<string, CardPlan>;
  /** The side panels' plans by panel id ('mape', 'performance'). */
  panels: ReadonlyMap<string, PanelPlan>;
  requests: readonly PlannedRequest[];
}

/** What {@link planDashboardQueries} plans besides the cards. */
export interface DashboardPlanOptions {
  /**
   * The card types of the dashboard: a card is planned by its type's `plan()`, else as series; a
   * card whose type is not registered gets a plan with {@link unknownCardTypeText} and no request.
   * @default every card planned as series
   */
  registry?: CardPlanRegistry;
  /** The side panels' plans by panel id (see `planMapePanel`, `planPerformancePanel`). @default none */
  panels?: ReadonlyMap<string, PanelPlan>;
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
 *
 * @param card - the card (its series and grouping are read).
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
    dataEnd: context.dataEnd ?? null,
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
  const key = JSON.stringify([grouping, plans.map((p) => {
    if (!p.ok) return [p.series, p.errors];
    if (p.kind === 'calculated') return [p.series, p.members.map((m) => [m.token, m.request.key, m.timeParts, m.source])];
    return [p.series, p.request.key, p.timeParts, p.source];
  })]);
  if (previous && previous.key === key) return previous;
  return { key, grouping, xAxis: xAxisOf(grouping), plans, requests: [...byKey.values()], ownData: false };
}

/**
 * Plans every card of a dashboard and lists the dashboard's distinct requests, its side panels'
 * included: the one plan the route's prefetch, the cards and the panels read. Each card is planned
 * by its type's `plan()` in `options.registry` (the Meter Table's pages, the Meter Map's points, a
 * host's own card type), else as series ({@link planCardQueries}); a card whose type the given
 * registry does not hold asks nothing and carries {@link unknownCardTypeText}. With `previous`,
 * unchanged cards keep their plan object (and an unchanged dashboard its plan).
 *
 * @example
 * const plan = planDashboardQueries(state.cards, context, new Date(), undefined, { registry });
 * plan.requests.length // requests the dashboard sends
 * plan.cards.get(cardId) // what one card draws from
 */
export function planDashboardQueries(
  cards: readonly (PlannedCard & Pick<Card, 'id'>)[],
  context: CardQueryContext,
  now: Date,
  previous?: DashboardQueryPlan,
  options: DashboardPlanOptions = {},
): DashboardQueryPlan {
  const planned = new Map<string, CardPlan>();
  const requests = new Map<string, PlannedRequest>();
  const panels = options.panels ?? NO_PANELS;
  let same = previous !== undefined && previous.cards.size === cards.length && samePanels(previous.panels, panels);
  for (const card of cards) {
    const before = previous?.cards.get(card.id);
    const plan = planOne(card, context, now, before, options.registry);
    if (plan !== before) same = false;
    planned.set(card.id, plan);
    for (const r of plan.requests) if (!requests.has(r.key)) requests.set(r.key, r);
  }
  if (same && previous) return previous;
  for (const panel of panels.values()) for (const r of panel.requests) if (!requests.has(r.key)) requests.set(r.key, r);
  return { cards: planned, panels, requests: [...requests.values()] };
}

const NO_PANELS: ReadonlyMap<string, PanelPlan> = new Map();

function samePanels(a: ReadonlyMap<string, PanelPlan>, b: ReadonlyMap<string, PanelPlan>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [id, p] of a) if (b.get(id)?.key !== p.key) return false;
  return true;
}

function planOne(card: PlannedCard & Pick<Card, 'id'>, context: CardQueryContext, now: Date, before: CardPlan | undefined, registry: CardPlanRegistry | undefined): CardPlan {
  if (!registry || card.visualization === undefined) return planCardQueries(card, context, now, before);
  const definition = registry.get(card.visualization);
  if (!definition) {
    const error = unknownCardTypeText(card.visualization);
    const key = JSON.stringify(['unknown', card.visualization]);
    if (before?.key === key) return before;
    const grouping = effectiveGrouping(card, context);
    return { key, grouping, xAxis: xAxisOf(grouping), plans: [], requests: [], ownData: true, error };
  }
  return (definition.plan ?? planCardQueries)(card, context, now, before);
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
