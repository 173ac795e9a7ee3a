import '../zodSetup';
import * as z from 'zod';
import {
  MAX_QUERY_ITEMS,
  identifierSchema,
  queryFilterSchema,
  queryRangeFilterSchema,
  queryRowsSchema,
  timeFilterSchema,
  timeZoneSchema,
} from './common.schema';
import { lazySchema } from '../lazySchema';

/**
 * The query model of POST /druid/api/v2/datasources/{ds}/query and .../query-native
 * (spec part 2 §7 "Data queries"). The reference API compiles it to SQL; the client builds it
 * from a card's data series.
 *
 * @module
 */

/** Aggregations of a measure (spec part 2 §7; part 1 §3 calculation functions). */
export const aggregationSchema = lazySchema(() => z.enum(['Sum', 'Avg', 'Min', 'Max', 'CountDistinct']));
/** An aggregation. */
export type Aggregation = z.infer<typeof aggregationSchema>;

/**
 * A measure aggregated from one column. The result column is `preferredColumnName` when given,
 * else `columnName`.
 */
export const columnMeasureSchema = lazySchema(() => z.object({
  columnName: identifierSchema,
  aggregation: aggregationSchema,
  preferredColumnName: identifierSchema.optional(),
}));

/**
 * A custom aggregation (spec part 2 §7 `customAggregation`): `First`/`Last` take the value of the
 * earliest/latest interval ("string first" of part 1 §3); `WeightedAvg` is
 * `sum(column * weight) / sum(weight)`. The result column is `preferredColumnName`.
 */
export const customMeasureSchema = lazySchema(() => z.object({
  customAggregation: z.object({
    function: z.enum(['First', 'Last', 'WeightedAvg']),
    columnName: identifierSchema,
    weightColumnName: identifierSchema.optional(),
  }),
  preferredColumnName: identifierSchema,
}));

/** One selected measure: a column aggregation or a custom aggregation. */
export const selectedMeasureSchema = lazySchema(() => z.union([columnMeasureSchema, customMeasureSchema]));
/** One selected measure. */
export type SelectedMeasure = z.infer<typeof selectedMeasureSchema>;

/** Granularity codes (ISO 8601 durations, spec part 2 §9). */
export const granularitySchema = lazySchema(() => z.enum(['P1Y', 'P1M', 'P1D', 'PT1H', 'PT30M', 'PT15M']));
/** A granularity code. */
export type Granularity = z.infer<typeof granularitySchema>;

/**
 * Time split: local-calendar buckets of `granularity` in the request's time zone. The result
 * column `__time` holds the bucket start (hour beginning) as ISO 8601 with offset.
 */
export const timeSplitSchema = lazySchema(() => z.object({
  type: z.literal('time'),
  columnName: z.literal('__time').default('__time'),
  granularity: granularitySchema,
}));

/**
 * Part-of-time split (hour of day 0-23 hour beginning, day of week 1-7 Monday first, month of
 * year 1-12, day type 'Weekday'/'Weekend', year). The result column is the part's name.
 */
export const timePartSplitSchema = lazySchema(() => z.object({
  type: z.literal('timePart'),
  columnName: z.literal('__time').default('__time'),
  part: z.enum(['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType', 'year']),
}));

/** Dimension split: one group per value of `columnName` (result column `columnName`). */
export const dimensionSplitSchema = lazySchema(() => z.object({
  type: z.literal('dimension'),
  columnName: identifierSchema,
}));

/** One split (group by) of a query. */
export const splitSchema = lazySchema(() => z.discriminatedUnion('type', [timeSplitSchema, timePartSplitSchema, dimensionSplitSchema]));
/** One split. */
export type Split = z.infer<typeof splitSchema>;

/**
 * A bounding-box spatial filter for meter maps: rows whose (latitude, longitude) columns fall in
 * the box (degrees, WGS 84).
 */
export const spatialFilterSchema = lazySchema(() => z.object({
  latitudeColumn: identifierSchema,
  longitudeColumn: identifierSchema,
  north: z.number().min(-90).max(90),
  south: z.number().min(-90).max(90),
  east: z.number().min(-180).max(180),
  west: z.number().min(-180).max(180),
}));
/** A spatial filter. */
export type SpatialFilter = z.infer<typeof spatialFilterSchema>;

/** Sort of a native query's rows (meter tables). */
export const orderBySchema = lazySchema(() => z.object({ columnName: identifierSchema, direction: z.enum(['asc', 'desc']) }));

/** Largest `limit` of a query (rows). */
export const MAX_QUERY_LIMIT = 100_000;

/**
 * A query (spec part 2 §7): measures aggregated over the rows kept by filters, time filter, range
 * and spatial filters, grouped by splits, in an IANA time zone. `limit`/`skip` page the result
 * (query-native, meter tables). `queryId` lets the server cancel or log a query.
 */
export const queryRequestSchema = lazySchema(() => z.object({
  selectedMeasures: z.array(selectedMeasureSchema).max(MAX_QUERY_ITEMS).default([]),
  filters: z.array(queryFilterSchema).max(MAX_QUERY_ITEMS).default([]),
  timeFilter: timeFilterSchema.optional(),
  splits: z.array(splitSchema).max(8).default([]),
  timezone: timeZoneSchema.default('UTC'),
  rangeFilters: z.array(queryRangeFilterSchema).max(MAX_QUERY_ITEMS).default([]),
  spatialFilters: z.array(spatialFilterSchema).max(10).optional(),
  orderBy: z.array(orderBySchema).max(8).optional(),
  limit: z.number().int().min(1).max(MAX_QUERY_LIMIT).optional(),
  skip: z.number().int().min(0).max(100_000_000).optional(),
  queryId: z.string().max(128).optional(),
}));
/** A query request as sent (defaults applied). */
export type QueryRequest = z.infer<typeof queryRequestSchema>;
/** A query request as written by a caller (defaults optional). */
export type QueryRequestInput = z.input<typeof queryRequestSchema>;

/** POST .../query-native takes the same body (spec part 2 §7). */
export const nativeQueryRequestSchema = queryRequestSchema;
/** A native query request. */
export type NativeQueryRequest = QueryRequest;

/**
 * Answer of .../query and .../query-native: one row per split combination, keyed by the split
 * result columns and measure result columns; `total` is the row count before `limit`/`skip`
 * (native queries).
 */
export const queryResponseSchema = lazySchema(() => z.object({
  queryId: z.string().optional(),
  data: queryRowsSchema,
  total: z.number().int().min(0).optional(),
}));
/** Answer of a query. */
export type QueryResponse = z.infer<typeof queryResponseSchema>;

/** The result column name of a measure: `preferredColumnName`, else `columnName`. */
export function measureResultName(measure: SelectedMeasure): string {
  if ('customAggregation' in measure) return measure.preferredColumnName;
  return measure.preferredColumnName ?? measure.columnName;
}
