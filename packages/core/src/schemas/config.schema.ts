import '../zodSetup';
import * as z from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * Dashboard configuration items, weather stations, filters, range filters, time filter groups and
 * scenario configuration (spec part 1 §3 "Others").
 *
 * @module
 */

/** A weather station (spec part 1 §3): id (e.g. 'KIAH') and label. */
export const weatherStationSchema = lazySchema(() => z.object({ id: z.string().max(128), label: z.string().max(256) }));
/** A weather station. */
export type WeatherStation = z.infer<typeof weatherStationSchema>;

/** One option of a filter (spec part 1 §3). */
export const filterItemSchema = lazySchema(() => z.object({
  id: z.string().max(1024),
  label: z.string().max(1024),
  isChecked: z.boolean().default(false),
  isDisabled: z.boolean().default(false),
}));
/** One option of a filter. */
export type FilterItem = z.infer<typeof filterItemSchema>;

/** A dimension filter: column `name`, shown `title`, options `items` (spec part 1 §3). */
export const filterSchema = lazySchema(() => z.object({
  name: z.string().max(128),
  title: z.string().max(256),
  items: z.array(filterItemSchema).max(100_000).default([]),
}));
/** A dimension filter. */
export type Filter = z.infer<typeof filterSchema>;

/** A range filter: column `name`, `value` = [min, max] (spec part 1 §3). */
export const rangeFilterSchema = lazySchema(() => z.object({
  name: z.string().max(128),
  value: z.tuple([z.number(), z.number()]),
}));
/** A range filter. */
export type RangeFilter = z.infer<typeof rangeFilterSchema>;

/** Day types of the time filter groups (spec part 1 §3). */
export const DAY_TYPES = ['Weekday', 'Weekend'] as const;

/**
 * Time filter groups (spec part 1 §3): selected hours of day 0-23 (hour beginning), day types,
 * days of week 1 (Monday) to 7 (Sunday), months 1-12 and years. An absent or empty group keeps all.
 */
export const timeFiltersSchema = lazySchema(() => z.object({
  hourOfDay: z.array(z.number().int().min(0).max(23)).max(24).optional(),
  dayType: z.array(z.enum(DAY_TYPES)).max(2).optional(),
  dayOfWeek: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  monthOfYear: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  year: z.array(z.number().int().min(1900).max(2200)).max(300).optional(),
}));
/** Time filter groups. */
export type TimeFilters = z.infer<typeof timeFiltersSchema>;

/** Dashboard categories (spec part 1 §2). */
export const dashboardCategorySchema = lazySchema(() => z.enum([
  'longTermForecast',
  'shortTermForecast',
  'shortTermPerformance',
  'scenarioAnalysis',
  'dataInsights',
  'loadDisagg',
  'clusterAnalysis',
  'nop',
  'supplyAndMarkToMarket',
]));
/** A dashboard category. */
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;

/** Commodities (spec part 1 §3). */
export const commoditySchema = lazySchema(() => z.enum(['power', 'gas']));

/** A market a config item offers (e.g. `{ id: 'COAST', label: 'Coast (Houston)' }`): the id is the market column's value, the label is shown. */
export const marketOptionSchema = lazySchema(() => z.object({ id: z.string().max(256), label: z.string().max(256) }));
/** A market a config item offers. */
export type MarketOption = z.infer<typeof marketOptionSchema>;

/** A column offered as a filter or range filter by a config item. */
export const configColumnSchema = lazySchema(() => z.object({ name: z.string().max(128), title: z.string().max(256) }));

/** Scenario configuration (spec part 1 §3): defaults `Item` and `value`. */
export const scenarioConfigSchema = lazySchema(() => z.object({
  valueTypeColumn: z.string().max(128).default('Item'),
  valueColumn: z.string().max(128).default('value'),
  meterIdColumn: z.string().max(128).optional(),
  hasMeterMap: z.boolean().default(false),
}));
/** Scenario configuration. */
export type ScenarioConfig = z.infer<typeof scenarioConfigSchema>;

/**
 * A dashboard configuration item (spec part 1 §3 "Config item"), listed by
 * GET user/v1/user/config/dashboards with its dashboard `type` (e.g. 'prod_load_forecast').
 * `timeInterval` is the datasource interval in minutes (15 selects quarter-hourly grouping).
 */
export const configItemSchema = lazySchema(() => z.object({
  configId: z.string().max(256),
  type: z.string().max(128),
  commodity: z.object({ name: commoditySchema, label: z.string().max(128) }),
  category: z.object({ name: dashboardCategorySchema, label: z.string().max(128) }),
  level: z.object({ name: z.string().max(128), label: z.string().max(128) }).nullable().optional(),
  datasource: z.string().max(128).nullable().optional(),
  isSettled: z.boolean().default(false),
  filters: z.array(configColumnSchema).max(200).default([]),
  rangeFilters: z.array(configColumnSchema).max(200).default([]),
  weatherStations: z.array(weatherStationSchema).max(1000).default([]),
  dynamicColumnsConfig: z.object({ meterIdColumn: z.string().max(128).optional() }).optional(),
  timeInterval: z.number().int().positive().default(60),
  /** Markets offered, with their labels (the market filter shows the label, sends the id); absent: ids are shown. */
  markets: z.array(marketOptionSchema).max(10_000).optional(),
  /** Scenario dashboards (category scenarioAnalysis): the long-format item and value columns, meter id column and whether a Meter Map card is offered. */
  scenarioConfig: scenarioConfigSchema.optional(),
}));
/** A dashboard configuration item. */
export type ConfigItem = z.infer<typeof configItemSchema>;

/** Answer of GET user/v1/user/config/dashboards. */
export const configItemsResponseSchema = lazySchema(() => z.array(configItemSchema));

/**
 * Groups config items by dashboard `type` (spec part 2 §7 "grouped by type").
 * @example groupConfigItemsByType(items).prod_load_forecast
 */
export function groupConfigItemsByType(items: readonly ConfigItem[]): Record<string, ConfigItem[]> {
  const out: Record<string, ConfigItem[]> = {};
  for (const item of items) (out[item.type] ??= []).push(item);
  return out;
}
