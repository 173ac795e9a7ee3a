import '../zodSetup';
import * as z from 'zod';
import { seriesTypeSchema } from '../schemas/dataSeries.schema';
import {
  MAX_QUERY_ITEMS,
  dateTimeStringSchema,
  dimensionValueSchema,
  identifierSchema,
  minMaxItemSchema,
  queryFilterSchema,
  queryRowSchema,
  timeFilterSchema,
} from './common.schema';
import { lazySchema } from '../lazySchema';

/**
 * Requests and answers of the datasource calls other than query (spec part 2 §7 "Data queries"),
 * all under /druid/api/v2/datasources/{ds}.
 *
 * @module
 */

/**
 * Answer of GET /druid/api/v2/datasources/{ds}: the datasource's dimensions (string columns) and
 * metrics (numeric columns, with unit), interval length in minutes and meter id column.
 */
export const datasourceMetadataSchema = lazySchema(() => z.object({
  name: z.string(),
  description: z.string().optional(),
  timeIntervalMinutes: z.number().int().positive(),
  dimensions: z.array(z.object({ name: z.string(), title: z.string() })),
  metrics: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      unit: z.string(),
      unitType: seriesTypeSchema,
      rangeFilter: z.boolean().optional(),
    }),
  ),
  meterIdColumn: z.string().optional(),
}));
/** Datasource metadata. */
export type DatasourceMetadata = z.infer<typeof datasourceMetadataSchema>;

/** Body of POST .../distinct (spec part 2 §7). */
export const distinctRequestSchema = lazySchema(() => z.object({
  distinctDimension: z.object({ columnName: identifierSchema }),
  /** 'value' sorts by the value itself, 'count' by the number of rows holding it. */
  sortType: z.enum(['value', 'count']).default('value'),
  filters: z.array(queryFilterSchema).max(MAX_QUERY_ITEMS).default([]),
  timeFilter: timeFilterSchema.optional(),
  limit: z.number().int().min(1).max(100_000).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
}));
/** Body of a distinct call. */
export type DistinctRequest = z.infer<typeof distinctRequestSchema>;
/** Body of a distinct call as written by a caller. */
export type DistinctRequestInput = z.input<typeof distinctRequestSchema>;

/**
 * Answer of POST .../distinct: `result.data[0].SPLIT.data` holds one row per value, keyed by the
 * column name (spec part 2 §7).
 */
export const distinctResponseSchema = lazySchema(() => z.object({
  result: z.object({
    data: z.array(z.object({ SPLIT: z.object({ data: z.array(queryRowSchema) }) })),
  }),
}));
/** Answer of a distinct call. */
export type DistinctResponse = z.infer<typeof distinctResponseSchema>;

/** Body of POST .../multi-distinct and .../min-max: the columns asked for. */
export const dimensionsRequestSchema = lazySchema(() => z.object({
  dimensions: z.array(identifierSchema).min(1).max(MAX_QUERY_ITEMS),
  filters: z.array(queryFilterSchema).max(MAX_QUERY_ITEMS).default([]),
  timeFilter: timeFilterSchema.optional(),
}));
/** Body of multi-distinct and min-max. */
export type DimensionsRequest = z.infer<typeof dimensionsRequestSchema>;
/** Body of multi-distinct and min-max as written by a caller. */
export type DimensionsRequestInput = z.input<typeof dimensionsRequestSchema>;

/** Answer of POST .../multi-distinct: `result` maps each column to its distinct values. */
export const multiDistinctResponseSchema = lazySchema(() => z.object({
  result: z.record(z.string(), z.array(dimensionValueSchema)),
}));
/** Answer of multi-distinct. */
export type MultiDistinctResponse = z.infer<typeof multiDistinctResponseSchema>;

/** Answer of POST .../min-max: one min/max pair per column. */
export const minMaxResponseSchema = lazySchema(() => z.array(minMaxItemSchema));

/** Body of POST .../max-time and .../min-time: filters (usually Include). */
export const timeBoundRequestSchema = lazySchema(() => z.object({
  filters: z.array(queryFilterSchema).max(MAX_QUERY_ITEMS).default([]),
}));
/** Body of max-time and min-time. */
export type TimeBoundRequest = z.infer<typeof timeBoundRequestSchema>;
/** Body of max-time and min-time as written by a caller. */
export type TimeBoundRequestInput = z.input<typeof timeBoundRequestSchema>;

/** Answer of POST .../max-time: the latest `__time`, ISO 8601 (null when no row matches). */
export const maxTimeResponseSchema = lazySchema(() => z.object({ maxTime: dateTimeStringSchema.nullable() }));
/** Answer of POST .../min-time: the earliest `__time`, ISO 8601 (null when no row matches). */
export const minTimeResponseSchema = lazySchema(() => z.object({ minTime: dateTimeStringSchema.nullable() }));
/** Answer of GET .../time-boundary: earliest and latest `__time`, ISO 8601. */
export const timeBoundaryResponseSchema = lazySchema(() => z.object({
  minTime: dateTimeStringSchema.nullable(),
  maxTime: dateTimeStringSchema.nullable(),
}));
/** Answer of time-boundary. */
export type TimeBoundary = z.infer<typeof timeBoundaryResponseSchema>;
