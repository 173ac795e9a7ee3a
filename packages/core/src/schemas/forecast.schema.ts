import '../zodSetup';
import * as z from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * Forecast summaries shown by the forecast summary card (spec part 1 §3 "Forecast summary", §2
 * "Forecast summary card").
 *
 * @module
 */

/** One forecast value: ISO 8601 interval start and the forecast load (kWh). */
export const forecastPointSchema = lazySchema(() => z.object({ timestamp: z.string().max(40), forecast: z.number().nullable() }));
/** One forecast value. */
export type ForecastPoint = z.infer<typeof forecastPointSchema>;

/**
 * A forecast summary (spec part 1 §3): one market's forecast of one process time. `min`/`max`
 * are the extreme values (kWh), `count` the number of values, `from`/`to` the first and last
 * forecast day (YYYY-MM-DD), `dayCount` the number of forecast days, `level` the settlement level,
 * `source` the run's source label when the datasource has a source column (e.g. the reference
 * API's "Loadline v2, weather: observed station HOU + SJT daily max": the model and the weather the
 * run used).
 */
export const forecastSummarySchema = lazySchema(() => z.object({
  market: z.string().max(256),
  processTime: z.string().max(40),
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int().min(0),
  from: z.string().max(40),
  to: z.string().max(40),
  dayCount: z.number().int().min(0),
  forecast: z.array(forecastPointSchema).max(100_000),
  level: z.string().max(128).nullable().optional(),
  source: z.string().max(512).nullable().optional(),
}));
/** A forecast summary. */
export type ForecastSummary = z.infer<typeof forecastSummarySchema>;

/** Forecast categories (spec part 1 §2 tabs Short Term and Long Term). */
export const forecastCategorySchema = lazySchema(() => z.enum(['shortTermForecast', 'longTermForecast']));
/** A forecast category. */
export type ForecastCategory = z.infer<typeof forecastCategorySchema>;

/** Forecasts listed per market per load (spec part 2 §9: 5 process dates). */
export const FORECAST_PAGE_SIZE = 5;
/** Previous forecasts fetched in the forecast menu (spec part 2 §9). */
export const PREVIOUS_FORECAST_COUNT = 15;
