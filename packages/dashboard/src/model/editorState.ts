import {
  LAST_MONTH_OF_DATA_DATE_RANGE,
  GRID_COLUMNS,
  cardSchema,
  type Calculator,
  type Card,
  type DateBound,
  type Filter,
  type Grouping,
  type RangeFilter,
  type TimeFilters,
  type Visualization,
} from '@loadline/core';
import type { DashboardFilters } from './filters';

/**
 * State of the dashboard editor (spec part 1 §2-§4): name, description, cards and the dashboard
 * settings and filters every card query uses.
 *
 * @module
 */

/** Dashboard-wide settings of the editor's top area (spec part 1 §2). */
export interface EditorSettings {
  /** IANA time zone of the dashboard, e.g. 'America/Chicago'. */
  timezone: string;
  /** True when hours are shown as hour ending (HE), false for hour beginning. */
  isHourEndingSelected: boolean;
  /** Start of the date range (relative or fixed date bound). */
  from: DateBound;
  /** End of the date range, inclusive. */
  to: DateBound;
  /** Calculators of the dashboard. */
  calculators: Calculator[];
}

/** The editor's state. `error` holds the last refused change's text (shown as a toast or popover). */
export interface DashboardEditorState {
  name: string;
  description: string;
  cards: Card[];
  filters: Filter[];
  rangeFilters: RangeFilter[];
  timeFilters: TimeFilters;
  settings: EditorSettings;
  error: string | null;
  /**
   * The filters bar's selection while it waits out its 1000 ms before being applied (spec part 1
   * §4); null or absent when nothing waits. A save stores it applied (`applyFilterDraft`),
   * so what the user sees is what is saved.
   */
  filterDraft?: DashboardFilters | null;
}

/**
 * Default settings: the given zone (default the local zone, spec part 1 §9), hour beginning, and
 * the last month of the data (core `LAST_MONTH_OF_DATA_DATE_RANGE`: 30 days back from End of
 * data, which is today on current data; on data ending before today, a month of data rather than
 * 'Today -30 -> Today' clamped to one day).
 */
export function defaultEditorSettings(timezone: string): EditorSettings {
  return {
    timezone,
    isHourEndingSelected: false,
    from: { ...LAST_MONTH_OF_DATA_DATE_RANGE.from, value: null },
    to: { ...LAST_MONTH_OF_DATA_DATE_RANGE.to, value: null },
    calculators: [],
  };
}

/** An empty editor state named `name`. */
export function emptyEditorState(name: string, timezone: string): DashboardEditorState {
  return {
    name,
    description: '',
    cards: [],
    filters: [],
    rangeFilters: [],
    timeFilters: {},
    settings: defaultEditorSettings(timezone),
    error: null,
  };
}

/** Layout of a card added in the editor: full width, 4 rows (spec part 2 §9 "default card width 12, height 4"). */
export const NEW_CARD_SIZE = { w: GRID_COLUMNS, h: 4 } as const;

/**
 * A new card with the spec's defaults ('untitled card', Line, legend right), full width and 4 rows
 * high (spec part 2 §9), at the left edge below the lowest card of `existing` (spec part 1 §3).
 */
export function newCard(id: string, existing: readonly Card[], visualization: Visualization = 'Line', group?: Grouping): Card {
  const bottom = existing.reduce((max, c) => Math.max(max, c.layout.y + c.layout.h), 0);
  const card = cardSchema.parse({ id, visualization, ...(group ? { group } : {}) });
  return { ...card, layout: { x: 0, y: bottom, ...NEW_CARD_SIZE } };
}

/** A layout change from the grid: card id and position in grid units. */
export interface LayoutItem {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Fits a layout item to the 12-column grid: width 1-12, x so the card ends inside the grid, y and h at least 0 and 1. */
export function fitToGrid(item: LayoutItem): Omit<LayoutItem, 'id'> {
  const w = Math.min(GRID_COLUMNS, Math.max(1, Math.round(item.w)));
  const x = Math.min(GRID_COLUMNS - w, Math.max(0, Math.round(item.x)));
  return { x, y: Math.max(0, Math.round(item.y)), w, h: Math.max(1, Math.round(item.h)) };
}
