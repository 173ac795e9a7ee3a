import {
  TEXT_GROUPING_NOT_SUPPORTED,
  type AxisId,
  type Calculator,
  type Card,
  type DataSeries,
  type DateBound,
  type Filter,
  type Grouping,
  type LegendPosition,
  type MapSettings,
  type MeterTableOptions,
  type SpatialFilter,
  type RangeFilter,
  type TimeFilters,
  type Visualization,
} from '@loadline/core';
import { calculatorName, refreshCalculatedSeries } from './calculators';
import { addSeriesToCard, cardTitle, splitSeries, type RuleResult } from './cardRules';
import { fitToGrid, newCard, type DashboardEditorState, type LayoutItem } from './editorState';
import { withRangeFilter, type DashboardFilters } from './filters';

/**
 * The dashboard editor's reducer (spec part 1 §2-§5). Pure: ids come in the actions, so a caller
 * (a hook) generates them. A refused change leaves the cards as they were and sets `error` to the
 * spec's text; any accepted change clears it.
 *
 * @module
 */

/** Calculations a user may pick for a series (spec part 1 §3). */
export const SERIES_CALCULATIONS = ['Sum', 'Avg', 'Min', 'Max', 'CountDistinct'] as const;
/** A calculation a user may pick. */
export type SeriesCalculation = (typeof SERIES_CALCULATIONS)[number];

/** Y-axis range of an axis: 'zero' ('Force 0', default) or 'dataRange' ('Data Range'). */
export type YAxisRange = 'zero' | 'dataRange';

/** Changes of the editor. */
export type DashboardAction =
  | { type: 'addCard'; id: string; visualization?: Visualization; group?: Grouping }
  | { type: 'removeCard'; cardId: string }
  | { type: 'replaceVisualization'; cardId: string; visualization: Visualization }
  | { type: 'copyCard'; cardId: string; newId: string }
  | { type: 'setCardTitle'; cardId: string; title: string }
  | { type: 'setCardDescription'; cardId: string; description: string }
  | { type: 'setName'; name: string }
  | { type: 'setDescription'; description: string }
  | { type: 'setLayout'; layout: readonly LayoutItem[] }
  | { type: 'addSeries'; cardId: string; series: DataSeries; axisId: AxisId }
  | { type: 'removeSeries'; cardId: string; seriesId: string }
  | { type: 'setSeriesSplit'; cardId: string; seriesId: string; split: string | null }
  | { type: 'setGrouping'; cardId: string; grouping: Grouping }
  | { type: 'setCalculation'; cardId: string; seriesId: string; calculation: SeriesCalculation }
  | { type: 'setLegendPosition'; cardId: string; position: LegendPosition }
  | { type: 'setYAxisRange'; cardId: string; axisId: AxisId; range: YAxisRange }
  | { type: 'setAxisUnit'; cardId: string; axisId: AxisId; unit: string }
  | { type: 'toggleOverview'; cardId: string }
  | { type: 'setMeterTableOptions'; cardId: string; options: MeterTableOptions }
  | { type: 'setMapSettings'; cardId: string; mapSettings: MapSettings }
  | { type: 'setSpatialFilters'; sourceCardId: string; spatialFilters: SpatialFilter[] }
  | { type: 'setTimezone'; timezone: string }
  | { type: 'setHourEnding'; isHourEndingSelected: boolean }
  | { type: 'setDateRange'; from: DateBound; to: DateBound }
  | { type: 'setFilters'; filters: Filter[] }
  | { type: 'setRangeFilter'; filter: RangeFilter }
  | { type: 'setTimeFilters'; timeFilters: TimeFilters }
  | { type: 'setFilterDraft'; draft: DashboardFilters | null }
  | { type: 'addCalculator'; calculator: Calculator }
  /**
   * Changes a calculator; `calculated` (from calculatorCatalogue after the change) refreshes the
   * cards' copies of every calculated series whose unit is unchanged.
   */
  | { type: 'updateCalculator'; uid: string; patch: Partial<Omit<Calculator, 'uid'>>; calculated?: readonly DataSeries[] }
  | { type: 'removeCalculator'; uid: string }
  | { type: 'clearError' };

type CardUpdate = (card: Card) => RuleResult<Card>;

function updateCard(state: DashboardEditorState, cardId: string, update: CardUpdate): DashboardEditorState {
  const card = state.cards.find((c) => c.id === cardId);
  if (!card) return state;
  const result = update(card);
  if (!result.ok) return { ...state, error: result.error };
  return { ...state, error: null, cards: state.cards.map((c) => (c.id === cardId ? result.value : c)) };
}

const ok = (value: Card): RuleResult<Card> => ({ ok: true, value });

function updateSeries(card: Card, seriesId: string, update: (s: DataSeries) => RuleResult<DataSeries>): RuleResult<Card> {
  const series = card.dataSeries.find((s) => s.id === seriesId);
  if (!series) return ok(card);
  const result = update(series);
  if (!result.ok) return result;
  return ok({ ...card, dataSeries: card.dataSeries.map((s) => (s.id === seriesId ? result.value : s)) });
}

/** Rules of the host's visualizations, consulted by {@link dashboardReducer}. */
export interface DashboardReducerOptions {
  /** The rule adding a series to `card` (its visualization's, e.g. from the card registry). @default addSeriesToCard */
  addSeriesRule?: (card: Card) => (card: Card, series: DataSeries, axisId: AxisId) => RuleResult<Card>;
}

function cardAction(state: DashboardEditorState, action: DashboardAction, options: DashboardReducerOptions): DashboardEditorState | null {
  switch (action.type) {
    case 'replaceVisualization':
      return updateCard(state, action.cardId, (c) => ok({ ...c, visualization: action.visualization }));
    case 'setCardTitle':
      return updateCard(state, action.cardId, (c) => {
        const title = cardTitle(action.title);
        return title.ok ? ok({ ...c, title: title.value }) : title;
      });
    case 'setCardDescription':
      return updateCard(state, action.cardId, (c) => ok({ ...c, description: action.description }));
    case 'addSeries':
      return updateCard(state, action.cardId, (c) => (options.addSeriesRule?.(c) ?? addSeriesToCard)(c, action.series, action.axisId));
    case 'removeSeries':
      return updateCard(state, action.cardId, (c) => ok({ ...c, dataSeries: c.dataSeries.filter((s) => s.id !== action.seriesId) }));
    case 'setSeriesSplit':
      return updateCard(state, action.cardId, (c) => updateSeries(c, action.seriesId, (s) => splitSeries(s, action.split)));
    case 'setGrouping':
      return updateCard(state, action.cardId, (c) =>
        action.grouping === 'DayType' ? { ok: false, error: TEXT_GROUPING_NOT_SUPPORTED } : ok({ ...c, group: action.grouping }),
      );
    case 'setCalculation':
      return updateCard(state, action.cardId, (c) =>
        updateSeries(c, action.seriesId, (s) => ({ ok: true, value: { ...s, selectedCalculation: action.calculation } })),
      );
    case 'setLegendPosition':
      return updateCard(state, action.cardId, (c) => ok({ ...c, legendPosition: action.position }));
    case 'setYAxisRange':
      return updateCard(state, action.cardId, (c) =>
        ok({ ...c, shouldYAxisStartAtDataRange: { ...c.shouldYAxisStartAtDataRange, [action.axisId]: action.range === 'dataRange' } }),
      );
    case 'setAxisUnit':
      return updateCard(state, action.cardId, (c) => ok({ ...c, typeUnits: { ...c.typeUnits, [action.axisId]: action.unit } }));
    case 'toggleOverview':
      return updateCard(state, action.cardId, (c) => ok({ ...c, isOverview: !c.isOverview }));
    case 'setMapSettings':
      return updateCard(state, action.cardId, (c) => ok({ ...c, mapSettings: { ...action.mapSettings } }));
    case 'setMeterTableOptions':
      return updateCard(state, action.cardId, (c) => ok({ ...c, meterTableOptions: { ...action.options } }));
    default:
      return null;
  }
}

/**
 * Applies one change to the editor state (spec part 1 §2-§5). Copying a card inserts it after
 * the original with the new id and off the Overview; the 'Copy of the Card Created' toast is the
 * caller's. Range filters are stored with min rounded down and max rounded up.
 *
 * @example dashboardReducer(state, { type: 'addCard', id: crypto.randomUUID() })
 */
export function dashboardReducer(state: DashboardEditorState, action: DashboardAction): DashboardEditorState {
  return reduceDashboard(state, action, {});
}

/**
 * {@link dashboardReducer} with the host's visualization rules (`addSeriesRule`, from the card
 * registry).
 *
 * @example reduceDashboard(state, { type: 'addSeries', cardId, series, axisId }, { addSeriesRule })
 */
export function reduceDashboard(state: DashboardEditorState, action: DashboardAction, options: DashboardReducerOptions): DashboardEditorState {
  const fromCard = cardAction(state, action, options);
  if (fromCard) return fromCard;
  const s = { ...state, error: null };
  switch (action.type) {
    case 'addCard':
      return { ...s, cards: [...state.cards, newCard(action.id, state.cards, action.visualization, action.group)] };
    case 'removeCard':
      return { ...s, cards: state.cards.filter((c) => c.id !== action.cardId) };
    case 'setSpatialFilters':
      // A map's selection filters the series of every other card (spec part 1 §3 spatialFilters).
      return {
        ...s,
        cards: state.cards.map((c) => (c.id === action.sourceCardId ? c : { ...c, dataSeries: c.dataSeries.map((d) => ({ ...d, spatialFilters: [...action.spatialFilters] })) })),
      };
    case 'copyCard': {
      const index = state.cards.findIndex((c) => c.id === action.cardId);
      const original = state.cards[index];
      if (!original) return state;
      const copy: Card = { ...structuredClone(original), id: action.newId, isOverview: false };
      return { ...s, cards: [...state.cards.slice(0, index + 1), copy, ...state.cards.slice(index + 1)] };
    }
    case 'setName':
      return { ...s, name: action.name };
    case 'setDescription':
      return { ...s, description: action.description };
    case 'setLayout': {
      const byId = new Map(action.layout.map((l) => [l.id, fitToGrid(l)]));
      return { ...s, cards: state.cards.map((c) => ({ ...c, layout: byId.get(c.id) ?? c.layout })) };
    }
    case 'setTimezone':
      return { ...s, settings: { ...state.settings, timezone: action.timezone } };
    case 'setHourEnding':
      return { ...s, settings: { ...state.settings, isHourEndingSelected: action.isHourEndingSelected } };
    case 'setDateRange':
      return { ...s, settings: { ...state.settings, from: action.from, to: action.to } };
    case 'setFilters':
      return { ...s, filters: action.filters };
    case 'setRangeFilter':
      return { ...s, rangeFilters: withRangeFilter(state.rangeFilters, action.filter) };
    case 'setTimeFilters':
      return { ...s, timeFilters: action.timeFilters };
    case 'setFilterDraft':
      return { ...s, filterDraft: action.draft };
    case 'addCalculator':
      return { ...s, settings: { ...state.settings, calculators: [...state.settings.calculators, action.calculator] } };
    case 'updateCalculator': {
      const { uid } = action;
      let { patch } = action;
      if (patch.name !== undefined) {
        const name = calculatorName(patch.name);
        // A name over 20 characters is kept as typed (the panel shows its error beside it, the user
        // shortens it); saving the dashboard refuses it (`invalidCalculatorName`), so another name is
        // never stored in its place.
        patch = { ...patch, name: name.ok ? name.value : patch.name.trim() };
      }
      const calculators = state.settings.calculators.map((c) => (c.uid === uid ? { ...c, ...patch } : c));
      const calculated = new Map((action.calculated ?? []).map((c) => [c.id, c]));
      const cards = calculated.size === 0 ? s.cards : s.cards.map((card) => {
        const dataSeries = card.dataSeries.map((d) => refreshCalculatedSeries(d, calculated));
        return dataSeries.some((d, i) => d !== card.dataSeries[i]) ? { ...card, dataSeries } : card;
      });
      return { ...s, cards, settings: { ...state.settings, calculators } };
    }
    case 'removeCalculator':
      return { ...s, settings: { ...state.settings, calculators: state.settings.calculators.filter((c) => c.uid !== action.uid) } };
    case 'clearError':
      return s;
    default:
      return state;
  }
}

/** What {@link applyDashboardAction} gives: the next state, and the spec's text of a refused change. */
export interface AppliedAction {
  state: DashboardEditorState;
  /** The refusal (e.g. '{label} does not share units with {label}', 'Grouping is not supported'), or null when accepted. */
  refusal: string | null;
}

/**
 * Applies a change and returns a refusal as a value (spec part 1 §5): a refused change leaves the
 * state as it was and names why, so the caller reports it once (`useDashboardEditor` toasts it).
 *
 * @example const { state: next, refusal } = applyDashboardAction(state, { type: 'addSeries', cardId, series, axisId });
 */
export function applyDashboardAction(state: DashboardEditorState, action: DashboardAction, options: DashboardReducerOptions = {}): AppliedAction {
  const next = reduceDashboard(state, action, options);
  if (next.error === null || next.error === undefined) return { state: next, refusal: null };
  return { state: { ...next, error: null }, refusal: next.error };
}
