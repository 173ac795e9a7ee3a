import '../zodSetup';
import * as z from 'zod';
import { identifierSchema, isoDateSchema } from './common.schema';
import { lazySchema } from '../lazySchema';

/**
 * Weather calls GET /weather/weather, /weather/normals, /weather/forecast (spec part 2 §7).
 *
 * @module
 */

/**
 * Parameters of a weather call, sent as query `weather_stations` (comma-separated ids),
 * `start_date`, `end_date` (YYYY-MM-DD, both included), `date_field`, `utc_flag`.
 */
export const weatherRequestSchema = lazySchema(() => z.object({
  weatherStations: z.array(identifierSchema).min(1).max(50),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Which date column the range applies to (e.g. 'weather_day'). */
  dateField: identifierSchema.optional(),
  /** true: days and hours are in UTC; false: in the station's local time. */
  utcFlag: z.boolean().optional(),
}));
/** Parameters of a weather call. */
export type WeatherRequest = z.infer<typeof weatherRequestSchema>;

/**
 * One hourly weather row: station id, `weather_day` (YYYY-MM-DD), `weather_hour` (0-23, hour
 * beginning) and the measured values (temperatures in degF, e.g. `temperature`, `dew_point`).
 */
export const weatherRowSchema = lazySchema(() => z
  .object({
    weather_station: z.string(),
    weather_day: isoDateSchema,
    weather_hour: z.number().int().min(0).max(24),
  })
  .catchall(z.union([z.number(), z.string(), z.null()])));
/** One hourly weather row. */
export type WeatherRow = z.infer<typeof weatherRowSchema>;

/** Answer of GET /weather/weather. */
export const weatherResponseSchema = lazySchema(() => z.object({ adjusted_weather: z.array(weatherRowSchema) }));
/** Answer of GET /weather/normals. */
export const normalsResponseSchema = lazySchema(() => z.object({ normals: z.array(weatherRowSchema) }));
/** Answer of GET /weather/forecast. */
export const weatherForecastResponseSchema = lazySchema(() => z.object({ adjusted_forecast: z.array(weatherRowSchema) }));
