import '../zodSetup';
import * as z from 'zod';
import { MAX_QUERY_ITEMS, dimensionValueSchema, identifierSchema, isoDateSchema, minMaxItemSchema, queryRowsSchema } from './common.schema';
import { lazySchema } from '../lazySchema';

/**
 * Risk calls under /risk/v1/risk-data/{datasource} (spec part 2 §7 "Risk").
 *
 * @module
 */

/** Answer of GET .../as-of-date: the as-of dates available, ISO `YYYY-MM-DD`. */
export const asOfDatesResponseSchema = lazySchema(() => z.array(isoDateSchema));

/** Aggregations of risk columns; the UI's "average" is sent as `avg` (spec part 2 §7). */
export const riskAggregationSchema = lazySchema(() => z.enum(['sum', 'avg', 'min', 'max']));

/** A dimension filter of a risk query: keep rows whose `name` column is one of `values`. */
export const riskSelectedFilterSchema = lazySchema(() => z.object({
  name: identifierSchema,
  values: z.array(dimensionValueSchema).max(10_000),
}));

/** A range filter of a risk query: `value` is the [min, max] pair, both included. */
export const riskRangeFilterSchema = lazySchema(() => z.object({
  name: identifierSchema,
  value: z.tuple([z.number(), z.number()]),
}));

/** Body of POST .../query (spec part 2 §7). `group` lists the columns rows are grouped by. */
export const riskQueryRequestSchema = lazySchema(() => z.object({
  asOfDate: isoDateSchema,
  group: z.array(identifierSchema).max(10).default([]),
  columns: z
    .array(z.object({ name: identifierSchema, aggregation: riskAggregationSchema }))
    .min(1)
    .max(MAX_QUERY_ITEMS),
  selectedFilters: z.array(riskSelectedFilterSchema).max(MAX_QUERY_ITEMS).default([]),
  rangeFilters: z.array(riskRangeFilterSchema).max(MAX_QUERY_ITEMS).default([]),
}));
/** Body of a risk query. */
export type RiskQueryRequest = z.infer<typeof riskQueryRequestSchema>;
/** Body of a risk query as written by a caller. */
export type RiskQueryRequestInput = z.input<typeof riskQueryRequestSchema>;

/** Answer of POST .../query: rows keyed by group and column names. */
export const riskQueryResponseSchema = queryRowsSchema;

/** Body of POST .../distinct and .../min-max: the fields asked for. */
export const riskFieldsRequestSchema = lazySchema(() => z.object({ fields: z.array(identifierSchema).min(1).max(MAX_QUERY_ITEMS) }));
/** Body of risk distinct and min-max. */
export type RiskFieldsRequest = z.infer<typeof riskFieldsRequestSchema>;

/** Answer of POST .../distinct: each field to its distinct values. */
export const riskDistinctResponseSchema = lazySchema(() => z.record(z.string(), z.array(dimensionValueSchema)));
/** Answer of POST .../min-max. */
export const riskMinMaxResponseSchema = lazySchema(() => z.array(minMaxItemSchema));
