import type { ConfigItem, DateBound, Filter, RangeFilter, TimeFilters } from '@loadline/core';
import { cardQueryContext } from '../editor/queryContext';
import { selectedMarket } from '../editor/selectedMarket';
import { invalidCalculatorName } from './calculators';
import { addSeriesToCard } from './cardRules';
import { applyDashboardAction, type DashboardAction } from './dashboardReducer';
import { marketColumnOf, type DashboardDataMapping } from './dataMapping';
import type { DashboardEditorState } from './editorState';
import { MAPE_PANEL, mapeHorizonOfConfig, planMapePanel } from './panelPlans';
import { planDashboardQueries, unregisteredCardType, type CardPlanner, type CardPlanRegistry, type DashboardQueryPlan, type PanelPlan } from './queryPlan';
import type { CardQueryContext } from './seriesCatalog';

/**
 * The dashboard editor's store (spec part 1 §2 "Dashboard editor", §4): the editor state, its
 * actions, a subscription and the dashboard's one query plan, with no framework, in the manner of
 * TanStack query-core's observers and Grafana scenes' state objects. `useDashboardEditor` reads it
 * through `useSyncExternalStore`; a host may keep it outside React, drive it and test it in Node;
 * the route's prefetch asks it for the plan the editor will read.
 *
 * @module
 */

/** The dashboard settings a host may control (spec part 1 §2 top area): filters, dates, zone and hour convention. */
export interface DashboardControls {
  filters?: Filter[];
  rangeFilters?: RangeFilter[];
  timeFilters?: TimeFilters;
  /** IANA zone, e.g. 'America/Chicago'. */
  timezone?: string;
  isHourEndingSelected?: boolean;
  from?: DateBound;
  to?: DateBound;
}

/** A forecast run scored by the MAPE sidebar: its process time (ISO 8601) and market. */
export interface ScoredRun {
  processTime: string;
  market: string | null;
}

/** What the store reads of a card registry: per card type its `plan()` and its rule adding a series (the card registry of the package is one). */
export interface EditorCardRegistry extends CardPlanRegistry {
  get(type: string): { plan?: CardPlanner | undefined; addSeries?: typeof addSeriesToCard | undefined } | undefined;
}

/** What can change after the store is made: the host's settings (set again on each render of a React host). */
export interface DashboardEditorStoreOptions {
  /** Settings the host controls: given values win over the store's own. @default none */
  controls?: DashboardControls | undefined;
  /** Called with the controlled settings after an action changed one of them. */
  onControlsChange?: ((controls: Required<DashboardControls>) => void) | undefined;
  /** Hears refusals of actions, in the spec's words (e.g. 'Units do not match'). */
  onRefusal?: ((message: string) => void) | undefined;
  /**
   * The card types in effect: a series is added by its card type's `addSeries` rule, and the plan
   * plans each card by its type's `plan()`. @default every card a series card (axis rule)
   */
  registry?: EditorCardRegistry | undefined;
}

/** What {@link createDashboardEditorStore} starts from. */
export interface CreateDashboardEditorStoreInput extends DashboardEditorStoreOptions {
  /** The editor's first state (e.g. `editorStateFromDashboard(dashboard, zone)`). */
  initial: DashboardEditorState;
  /** Config item of the dashboard. */
  config: ConfigItem;
  /** How the host's backend holds the series. */
  mapping: DashboardDataMapping;
  /** The clock relative dates resolve against. @default the time the store is made */
  now?: Date;
}

/** What the plan is made from besides the state: the data's time boundary and, optionally, the panels' runs. */
export interface DashboardPlanInput {
  /** First and last time of the dashboard's load datasource, epoch ms; null while unknown. @default null */
  dataMinMs?: number | null;
  dataMaxMs?: number | null;
  /**
   * "End of data", the last instant of the actual series (max-time filtered by
   * `endOfDataRequest`), epoch ms: the anchor of relative `endData` bounds. @default null (`dataMaxMs`)
   */
  dataEndMs?: number | null;
  /** Card types (overrides the store's registry, e.g. the registry in effect where the cards render). */
  registry?: CardPlanRegistry | undefined;
  /**
   * The side panels' plans (`planMapePanel`, `planPerformancePanel`). @default the MAPE sidebar of
   * the run the state scores ({@link DashboardEditorStore.forecast}) on a load forecast dashboard
   * with a MAPE mapping, else none
   */
  panels?: ReadonlyMap<string, PanelPlan> | undefined;
  /** Clock of relative dates. @default the store's */
  now?: Date | undefined;
}

/** The plan of a dashboard with what it was made from. */
export interface DashboardPlanResult {
  /** What every card queries with (zone, hour convention, dates, applied filters, config, mapping, boundary). */
  context: CardQueryContext;
  /** Every card's and panel's queries; unchanged cards keep their plan objects. */
  plan: DashboardQueryPlan;
  /** The clock relative dates resolved against. */
  clock: Date;
}

/** The result of an action: done, or refused with the spec's text (the state unchanged). */
export type StoreActionResult = { ok: true } | { ok: false; message: string };

/** A framework-free dashboard editor (see the module's description). */
export interface DashboardEditorStore {
  /** The editor state with the host's controlled settings applied; the same object until something changes. */
  getSnapshot(): DashboardEditorState;
  /** Calls `listener` after every change of the state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies a change (`DashboardAction`); a refused one changes nothing and is reported through `onRefusal`. */
  dispatch(action: DashboardAction): StoreActionResult;
  /**
   * Sets the host's settings (controls, callbacks, registry); notifies the subscribers when the
   * controlled state changed, unless `notify` is false (a React host setting its props while it
   * renders reads the new snapshot in the same render).
   */
  setOptions(options: DashboardEditorStoreOptions, notify?: boolean): void;
  /** The dashboard's one plan: the cards' and side panels' queries (memoized on its inputs). */
  getPlan(input?: DashboardPlanInput): DashboardPlanResult;
  /** The forecast run the MAPE sidebar scores: the first forecast series on the cards, in its market, else the filtered market, else the mapping's ISO total. */
  forecast(): ScoredRun | null;
  /** Why the state cannot be saved (a calculator name over 20 characters, a card type not registered), or null. */
  saveRefusal(): string | null;
  readonly config: ConfigItem;
  readonly mapping: DashboardDataMapping;
}

const CONTROLLED_KEYS = ['filters', 'rangeFilters', 'timeFilters'] as const;
const SETTING_KEYS = ['timezone', 'isHourEndingSelected', 'from', 'to'] as const;

/** `state` with the host's controlled settings applied (the same object when none differs). */
export function withControls(state: DashboardEditorState, controls: DashboardControls | undefined): DashboardEditorState {
  if (!controls) return state;
  let next = state;
  for (const key of CONTROLLED_KEYS) if (controls[key] !== undefined && controls[key] !== state[key]) next = { ...next, [key]: controls[key] };
  for (const key of SETTING_KEYS) {
    if (controls[key] !== undefined && controls[key] !== next.settings[key]) next = { ...next, settings: { ...next.settings, [key]: controls[key] } };
  }
  return next;
}

/** The controllable settings of a state. */
export function controlsOf(state: DashboardEditorState): Required<DashboardControls> {
  const { filters, rangeFilters, timeFilters, settings } = state;
  return { filters, rangeFilters, timeFilters, timezone: settings.timezone, isHourEndingSelected: settings.isHourEndingSelected, from: settings.from, to: settings.to };
}

function sameControls(a: Required<DashboardControls>, b: Required<DashboardControls>): boolean {
  return [...CONTROLLED_KEYS, ...SETTING_KEYS].every((k) => a[k] === b[k]);
}

function firstForecast(state: DashboardEditorState, marketColumn: string): ScoredRun | null {
  for (const card of state.cards) {
    for (const s of card.dataSeries) {
      if (s.extras.series !== 'forecast' || !s.extras.processTime) continue;
      return { processTime: s.extras.processTime, market: selectedMarket(s.selectedFilters, marketColumn) };
    }
  }
  return null;
}

/** Whether a config item's dashboards show the MAPE sidebar of the state's run (load forecast categories). */
export function showsMapeSidebar(config: Pick<ConfigItem, 'type' | 'category'>, mapping: Pick<DashboardDataMapping, 'mape'>): boolean {
  return Boolean(mapping.mape) && config.type === 'prod_load_forecast' && (config.category.name === 'shortTermForecast' || config.category.name === 'longTermForecast');
}

/**
 * A dashboard editor store (see the module's description): `getSnapshot` and `subscribe` for any
 * view layer, `dispatch` for the reducer's actions (a refused change is reported in the spec's
 * words and leaves the state as it was), the host's controlled settings (`controls` win over the
 * store's own, every change of them is reported through `onControlsChange`) and `getPlan`, the
 * one plan of the dashboard's cards and side panels that the prefetch, the cards and the panels
 * read (unchanged cards keep their plan objects).
 *
 * @example
 * const store = createDashboardEditorStore({ initial: editorStateFromDashboard(dashboard, 'America/Chicago'), config, mapping, registry });
 * store.dispatch({ type: 'addCard', id: 'c2' });
 * prefetchCardQueries(queryClient, adapter.query, store.getPlan({ dataMinMs, dataMaxMs }).plan);
 */
export function createDashboardEditorStore(input: CreateDashboardEditorStoreInput): DashboardEditorStore {
  const { config, mapping } = input;
  const createdAt = input.now ?? new Date();
  let own = input.initial;
  let options: DashboardEditorStoreOptions = { controls: input.controls, onControlsChange: input.onControlsChange, onRefusal: input.onRefusal, registry: input.registry };
  let snapshot = withControls(own, options.controls);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  let snapshotOwn = own;
  const refresh = () => {
    const next = withControls(own, options.controls);
    // The same state under equal controls keeps its snapshot (a host's new, equal object is no change).
    if (next === snapshot || (own === snapshotOwn && sameControls(controlsOf(next), controlsOf(snapshot)))) return false;
    snapshot = next;
    snapshotOwn = own;
    return true;
  };

  let lastContext: { key: unknown[]; context: CardQueryContext } | null = null;
  let lastPlan: { key: unknown[]; result: DashboardPlanResult } | null = null;
  let lastForecast: { state: DashboardEditorState; run: ScoredRun | null } | null = null;

  const forecast = (): ScoredRun | null => {
    if (lastForecast?.state === snapshot) return lastForecast.run;
    const marketColumn = marketColumnOf(mapping);
    const found = firstForecast(snapshot, marketColumn);
    // With no market chosen a load series reads the ISO total (`totalMarkets`), so that is the market scored.
    const run = found ? { processTime: found.processTime, market: found.market ?? selectedMarket(snapshot.filters, marketColumn) ?? mapping.totalMarkets?.[0] ?? null } : null;
    lastForecast = { state: snapshot, run };
    return run;
  };

  const defaultPanels = (): ReadonlyMap<string, PanelPlan> => {
    if (!showsMapeSidebar(config, mapping)) return new Map();
    const run = forecast();
    const horizon = mapeHorizonOfConfig(mapping, config);
    return new Map([[MAPE_PANEL, planMapePanel(mapping, { market: run?.market ?? null, processTime: run?.processTime ?? null, ...(horizon ? { horizon } : {}) })]]);
  };

  const store: DashboardEditorStore = {
    config,
    mapping,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch(action) {
      const before = snapshot;
      const registry = options.registry;
      const { state: next, refusal } = applyDashboardAction(before, action, { addSeriesRule: (card) => registry?.get(card.visualization)?.addSeries ?? addSeriesToCard });
      if (refusal) {
        options.onRefusal?.(refusal);
        return { ok: false, message: refusal };
      }
      own = next;
      refresh();
      emit();
      const report = options.onControlsChange;
      if (report && !sameControls(controlsOf(before), controlsOf(next))) report(controlsOf(next));
      return { ok: true };
    },
    setOptions(next, notify = true) {
      options = { ...options, ...next };
      if (refresh() && notify) emit();
    },
    getPlan(planInput = {}) {
      const state = snapshot;
      const dataMinMs = planInput.dataMinMs ?? null;
      const dataMaxMs = planInput.dataMaxMs ?? null;
      const dataEndMs = planInput.dataEndMs ?? null;
      const clock = planInput.now ?? createdAt;
      const contextKey = [state.settings, state.filters, state.rangeFilters, state.timeFilters, dataMinMs, dataMaxMs, dataEndMs];
      if (!lastContext || !sameList(lastContext.key, contextKey)) {
        lastContext = { key: contextKey, context: cardQueryContext(state, config, mapping, dataMinMs, dataMaxMs, dataEndMs) };
      }
      const context = lastContext.context;
      const registry = planInput.registry ?? options.registry;
      const panels = planInput.panels ?? defaultPanels();
      const panelKey = [...panels.values()].map((p) => p.key).join('\n');
      const key = [state.cards, context, clock.getTime(), registry, panelKey];
      if (lastPlan && sameList(lastPlan.key, key)) return lastPlan.result;
      const plan = planDashboardQueries(state.cards, context, clock, lastPlan?.result.plan, { ...(registry ? { registry } : {}), panels });
      const result = lastPlan?.result.plan === plan && lastPlan.result.context === context && lastPlan.result.clock.getTime() === clock.getTime() ? lastPlan.result : { context, plan, clock };
      lastPlan = { key, result };
      return result;
    },
    forecast,
    saveRefusal() {
      const problem = invalidCalculatorName(snapshot.settings.calculators);
      if (problem) return problem;
      return options.registry ? unregisteredCardType(snapshot.cards, options.registry) : null;
    },
  };
  return store;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
