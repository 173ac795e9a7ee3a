import '../zodSetup';
import * as z from 'zod';
import { TEXT_CALCULATOR_NAME_TOO_LONG, TEXT_NEW_CALCULATOR } from '../texts';
import { filterSchema, rangeFilterSchema } from './config.schema';
import { lazySchema } from '../lazySchema';

/**
 * Data series and calculators (spec part 1 §3 "Data series", "Calculator / calculated series").
 *
 * @module
 */

/** Unit types of a series (spec part 1 §3). */
export const seriesTypeSchema = lazySchema(() => z.enum(['power load', 'gas load', 'temperature', 'dimensionless', 'custom']));
/** A series unit type. */
export type SeriesType = z.infer<typeof seriesTypeSchema>;

/** The two y axes (spec part 1 §3). */
export const axisIdSchema = lazySchema(() => z.enum(['primary_axis', 'secondary_axis']));
/** An axis id. */
export type AxisId = z.infer<typeof axisIdSchema>;

/** Calculation functions of a series (spec part 1 §3; `First` is the "string first"). */
export const calculationSchema = lazySchema(() => z.enum(['Sum', 'Avg', 'Min', 'Max', 'CountDistinct', 'First']));
/** A calculation function. */
export type Calculation = z.infer<typeof calculationSchema>;

/**
 * Groupings (spec part 1 §3, spelling verbatim: 'QuaterHourly'). DayType is excluded from the
 * group choices offered to users.
 */
export const groupingSchema = lazySchema(() => z.enum([
  'Yearly',
  'Monthly',
  'Daily',
  'Hourly',
  'HalfHourly',
  'QuaterHourly',
  'DayOfWeek',
  'Month12',
  'Hour24',
  'DayType',
]));
/** A grouping. */
export type Grouping = z.infer<typeof groupingSchema>;

/** Extras of a series (spec part 1 §3): process time, legend text, scenario, weather station... */
export const seriesExtrasSchema = lazySchema(() => z.looseObject({
  processTime: z.string().max(64).optional(),
  legendText: z.string().max(256).optional(),
  scenarios: z.array(z.string().max(256)).max(100).optional(),
  station: z.string().max(128).optional(),
  /** Weather series kind: 'Actual', 'Forecast', 'Normals' or 'Backcast'. */
  series: z.string().max(64).optional(),
  stationLabel: z.string().max(256).optional(),
  columnName: z.string().max(128).optional(),
  groupColumnsForMap: z.array(z.string().max(128)).max(20).optional(),
  visualizationType: z.string().max(64).optional(),
  /** Id of the approved forecast adjustment whose adjusted forecast the series reads (series 'adjusted'). */
  adjustment: z.string().max(128).optional(),
}));

/** Entry of an expression's data-id map: the series id and its selected option. */
export const expressionDataIdEntrySchema = lazySchema(() => z.object({ id: z.string().max(256), selectedOption: z.string().max(256) }));

/** Map of expression tokens to series (spec part 1 §3 `expressionDataIdMap`). */
export const expressionDataIdMapSchema = lazySchema(() => z.record(z.string().max(256), expressionDataIdEntrySchema));

/** Fields of a data series other than `groupedItems`. */
export const baseDataSeriesSchema = lazySchema(() => z.object({
  id: z.string().max(512),
  label: z.string().max(512),
  type: seriesTypeSchema,
  axisId: axisIdSchema.default('primary_axis'),
  calculationOptions: z.array(calculationSchema).max(10).default([]),
  selectedCalculation: calculationSchema.optional(),
  splitOptions: z.array(z.string().max(128)).max(200).default([]),
  selectedSplit: z.string().max(128).nullable().optional(),
  selectedFilters: z.array(filterSchema).max(200).default([]),
  rangeFilters: z.array(rangeFilterSchema).max(200).default([]),
  spatialFilters: z.array(z.unknown()).max(10).default([]),
  extras: seriesExtrasSchema.default({}),
  customUnit: z.string().max(64).optional(),
}));

/**
 * A data series of a card (spec part 1 §3). A calculated series carries `groupedItems`: its
 * expression, the map of expression tokens to member series, and the member series themselves.
 */
export const dataSeriesSchema = lazySchema(() => baseDataSeriesSchema.extend({
  groupedItems: z
    .object({
      expression: z.string().max(4000),
      expressionDataIdMap: expressionDataIdMapSchema,
      expressionScope: z.record(z.string(), z.unknown()).optional(),
      dataSeries: z.array(baseDataSeriesSchema).max(10),
      key: z.string().max(256),
    })
    .optional(),
}));
/** A data series. */
export type DataSeries = z.infer<typeof dataSeriesSchema>;
/** A data series as written by a caller (defaults optional). */
export type DataSeriesInput = z.input<typeof dataSeriesSchema>;

/** Longest calculator name (spec part 1 §3, part 2 §9). */
export const CALCULATOR_NAME_MAX = 20;

/** A calculator (spec part 1 §3): name default 'New Calculator', at most 20 characters. */
export const calculatorSchema = lazySchema(() => z.object({
  uid: z.string().max(256),
  name: z.string().max(CALCULATOR_NAME_MAX, { error: TEXT_CALCULATOR_NAME_TOO_LONG }).default(TEXT_NEW_CALCULATOR),
  expression: z.string().max(4000).default(''),
  expressionDataIdMap: expressionDataIdMapSchema.default({}),
  unit: z.string().max(64).optional(),
}));
/** A calculator. */
export type Calculator = z.infer<typeof calculatorSchema>;
