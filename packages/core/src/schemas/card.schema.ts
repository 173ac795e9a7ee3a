import '../zodSetup';
import * as z from 'zod';
import { TEXT_CARD_TITLE_TOO_LONG, TEXT_TOO_MANY_SERIES, TEXT_UNTITLED_CARD } from '../texts';
import { axisIdSchema, dataSeriesSchema, groupingSchema } from './dataSeries.schema';
import { lazySchema } from '../lazySchema';

/**
 * Dashboard cards (spec part 1 §3 "Card", part 2 §3 "Dashboard card" and §9 constants).
 *
 * @module
 */

/** The built-in card types (spec part 1 §3): what the reference card registry draws. */
export const VISUALIZATIONS = ['Line', 'MultiAxis', 'Bar', 'Area', 'Table', 'Stack', 'Summary', 'MeterTable', 'MeterMap'] as const;
/** A built-in card type. */
export type BuiltInVisualization = (typeof VISUALIZATIONS)[number];
/** Longest card type name. */
export const VISUALIZATION_MAX = 64;
/**
 * A card type: any name of 1-64 characters. Card types are open: a host registers its own in the
 * dashboard's card registry, which checks a saved card's type when the dashboard opens (a type no
 * registered definition draws is refused there, in the registry's words), so this schema only
 * bounds the name.
 */
export const visualizationSchema = lazySchema(() => z.string().trim().min(1).max(VISUALIZATION_MAX));
/** A card type: a built-in one ({@link VISUALIZATIONS}) or a host's registered name. */
export type Visualization = BuiltInVisualization | (string & {});
/** Labels of the built-in card types shown to users (spec part 1 §3: MultiAxis is Combo, MeterTable is Meter Table). */
export const VISUALIZATION_LABELS: Readonly<Record<BuiltInVisualization, string>> = {
  Line: 'Line',
  MultiAxis: 'Combo',
  Bar: 'Bar',
  Area: 'Area',
  Table: 'Table',
  Stack: 'Stack',
  Summary: 'Summary',
  MeterTable: 'Meter Table',
  MeterMap: 'Meter Map',
};

/** Legend positions (spec part 1 §3); default right. */
export const LEGEND_POSITIONS = ['top', 'bottom', 'right', 'left', 'none'] as const;
/** A legend position. */
export const legendPositionSchema = lazySchema(() => z.enum(LEGEND_POSITIONS));
/** A legend position. */
export type LegendPosition = z.infer<typeof legendPositionSchema>;

/** Longest card title (spec part 1 §5). */
export const CARD_TITLE_MAX = 25;
/** Most data series on a card (spec part 1 §5, part 2 §9). */
export const MAX_SERIES_PER_CARD = 10;
/** Meter table page sizes (spec part 2 §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
/** Default meter table page size (spec part 2 §9). */
export const DEFAULT_PAGE_SIZE = 25;
/** Default map centre, degrees (spec part 2 §9). */
export const DEFAULT_MAP_CENTRE = { latitude: 29.76, longitude: -95.36 } as const;
/** Default map zoom (spec part 2 §9). */
export const DEFAULT_MAP_ZOOM = 11;
/** Columns of the dashboard grid (spec part 2 §9). */
export const GRID_COLUMNS = 12;
/** Table size cap in cells, rows times columns (spec part 2 §9). */
export const TABLE_CELL_CAP = 30_000;

/** Grid layout of a card in grid units; default x1 y1 w6 h2 (spec part 1 §3). */
export const cardLayoutSchema = lazySchema(() => z.object({
  x: z.number().int().min(0).max(1000).default(1),
  y: z.number().int().min(0).max(100_000).default(1),
  w: z.number().int().min(1).max(GRID_COLUMNS).default(6),
  h: z.number().int().min(1).max(1000).default(2),
}));
/** Grid layout of a card. */
export type CardLayout = z.infer<typeof cardLayoutSchema>;

/** Meter table paging: page 0-based, size one of 10/25/50/100 (default 25). */
export const meterTableOptionsSchema = lazySchema(() => z.object({
  pageNumber: z.number().int().min(0).default(0),
  pageSize: z.union(PAGE_SIZE_OPTIONS.map((n) => z.literal(n))).default(DEFAULT_PAGE_SIZE),
}));
/** Meter table paging. */
export type MeterTableOptions = z.infer<typeof meterTableOptionsSchema>;

/**
 * Meter map settings: `color` and `size` name the columns encoded by colour and marker size;
 * `zoom` (default 11) and `centre` (default 29.76, -95.36) in degrees.
 */
export const mapSettingsSchema = lazySchema(() => z.object({
  color: z.string().max(128).optional(),
  size: z.string().max(128).optional(),
  zoom: z.number().min(0).max(24).default(DEFAULT_MAP_ZOOM),
  centre: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .default({ ...DEFAULT_MAP_CENTRE }),
}));
/** Meter map settings. */
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** A table group (spec part 1 §3): header, grouping type and direction. */
export const tableGroupSchema = lazySchema(() => z.object({
  header: z.string().max(256),
  groupType: z.string().max(64),
  direction: z.enum(['row', 'column']),
}));

/**
 * Card title: trimmed, at most 25 characters, an empty title falls back to 'untitled card'
 * (spec part 1 §3, §5).
 */
export const cardTitleSchema = lazySchema(() => z
  .string()
  .trim()
  .max(CARD_TITLE_MAX, { error: TEXT_CARD_TITLE_TOO_LONG })
  .transform((t) => (t === '' ? TEXT_UNTITLED_CARD : t)));

/** A dashboard card (spec part 1 §3) with the spec's defaults. */
export const cardSchema = lazySchema(() => z.object({
  id: z.string().max(256),
  title: cardTitleSchema.default(TEXT_UNTITLED_CARD),
  description: z.string().max(256).optional(),
  isSummaryView: z.boolean().default(false),
  dataSeries: z.array(dataSeriesSchema).max(MAX_SERIES_PER_CARD, { error: TEXT_TOO_MANY_SERIES }).default([]),
  visualization: visualizationSchema.default('Line'),
  group: groupingSchema.optional(),
  typeUnits: z.partialRecord(axisIdSchema, z.string().max(64)).default({}),
  legendPosition: legendPositionSchema.default('right'),
  tableGroups: z.array(tableGroupSchema).max(20).default([]),
  tableSeriesDirection: z.enum(['row', 'column']).optional(),
  meterTableOptions: meterTableOptionsSchema.default({ pageNumber: 0, pageSize: DEFAULT_PAGE_SIZE }),
  shouldYAxisStartAtDataRange: z
    .object({ primary_axis: z.boolean().default(false), secondary_axis: z.boolean().default(false) })
    .default({ primary_axis: false, secondary_axis: false }),
  layout: cardLayoutSchema.default({ x: 1, y: 1, w: 6, h: 2 }),
  isOverview: z.boolean().default(false),
  mapSettings: mapSettingsSchema.default({ zoom: DEFAULT_MAP_ZOOM, centre: { ...DEFAULT_MAP_CENTRE } }),
}));
/** A dashboard card. */
export type Card = z.infer<typeof cardSchema>;
/** A dashboard card as written by a caller (defaults optional). */
export type CardInput = z.input<typeof cardSchema>;

/**
 * A card on the Overview page (GET user/v1/user/cards/overview): the card, the dashboard it
 * belongs to and that dashboard's type (for View Source, spec part 1 §2).
 */
export const overviewCardSchema = lazySchema(() => z.object({
  id: z.string().max(256),
  dashboardId: z.string().max(256),
  dashboardName: z.string().max(256).optional(),
  dashboardType: z.string().max(128).optional(),
  card: cardSchema,
}));
/** A card on the Overview page. */
export type OverviewCard = z.infer<typeof overviewCardSchema>;
