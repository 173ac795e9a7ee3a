import { weatherRequestSchema, type WeatherRow } from '@loadline/core';
import { requireUser } from '../auth/requireUser';
import { compileWeather, type WeatherSeries } from '../query/compileWeather';
import { jsonArrayText, runIrCapped, toRowValue, type SqlRunner } from '../query/execute';
import { createQueryGovernor, type QueryLimits } from '../query/governor';
import { datasourceOr404, installGuardAndErrors, parseRequest, type GuardedRoutesOptions } from '../query/http';
import type { RoutePlugin } from '../server';
import { timeseriesOf } from '../timeseries/backend';

/** Options of {@link createWeatherRoutes}. */
export interface WeatherRoutesOptions extends GuardedRoutesOptions {
  /** Runs the SQL; defaults to the database's query connections. */
  runner?: SqlRunner;
  /** Overrides of the query limits read from the environment (see `query/governor.ts`). */
  limits?: Partial<QueryLimits>;
  /** Registered datasource of hourly weather by station. @default 'weather' */
  datasource?: string;
  /** Local zone of the stations, for days and hours when utc_flag is false. @default 'America/Chicago' (ERCOT stations) */
  localZone?: string;
}

type WeatherQuery = { Querystring: Record<string, string | string[] | undefined> };

const list = (v: string | string[] | undefined): string[] | undefined =>
  v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
const flag = (v: string | string[] | undefined): boolean | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined ? undefined : s === 'true' || s === '1';
};

/** The three calls and the key of their answer's array. */
const calls: [path: string, series: WeatherSeries, key: 'adjusted_weather' | 'normals' | 'adjusted_forecast'][] = [
  ['/weather/weather', 'actual', 'adjusted_weather'],
  ['/weather/normals', 'normal', 'normals'],
  ['/weather/forecast', 'forecast', 'adjusted_forecast'],
];

/**
 * Builds the weather routes (spec part 2 section 7), under `/api`:
 * GET /weather/weather, /weather/normals, /weather/forecast with query `weather_stations`
 * (comma-separated ids or repeated), `start_date`, `end_date` (YYYY-MM-DD, both included),
 * `date_field` (weather_day), `utc_flag` (true: days and hours in UTC; else the stations' local
 * time). Answers `{ adjusted_weather | normals | adjusted_forecast: rows }`, one row per station
 * and hour: `{ weather_station, weather_day: 'YYYY-MM-DD', weather_hour: 0-23 (hour beginning),
 * temperature, dewPoint (degF), relativeHumidity (%), ghi (W/m2), windSpeed (m/s) }` as the
 * weather datasource's metrics; a forecast hour carries its latest process time's values. A
 * fall-back day has hour 1 twice, a spring-forward day no hour 2.
 * Queries run under the query limits of `query/governor.ts` (row cap, timeout, cancellation on
 * disconnect, per-user limit).
 * Errors: 400 `{ message }` for missing or malformed parameters; 413, 429, 503, 504 as the data routes.
 */
export function createWeatherRoutes(options: WeatherRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    installGuardAndErrors(api, options);
    // The time series' engine: DuckDB, or ClickHouse when configured (timeseries/backend.ts).
    const { dialect, connections } = timeseriesOf(ctx.db);
    const governor = createQueryGovernor({ connections, limits: options.limits, runner: options.runner });
    for (const [path, series, key] of calls) {
      api.get<WeatherQuery>(path, async (req, reply) => {
        const q = req.query;
        const body = parseRequest(weatherRequestSchema, { weatherStations: list(q.weather_stations), startDate: q.start_date, endDate: q.end_date, dateField: q.date_field, utcFlag: flag(q.utc_flag) }, 'weather request');
        const meta = datasourceOr404(options.datasource ?? 'weather', req.user);
        const { ir, metrics } = compileWeather(body, meta, series, options.localZone ?? 'America/Chicago');
        const toRow = (r: Record<string, unknown>): WeatherRow => {
          const wall = new Date(Number(toRowValue(r.w0)));
          const row: WeatherRow = { weather_station: String(r.d0), weather_day: wall.toISOString().slice(0, 10), weather_hour: wall.getUTCHours() };
          metrics.forEach((name, i) => {
            const v = toRowValue(r[`m${i}`]);
            row[name] = typeof v === 'boolean' ? String(v) : v;
          });
          return row;
        };
        // `{ [key]: rows }` as JSON text written in slices (see jsonArrayText).
        const text = await governor.run(req, reply, async ({ runner, signal, limits }) => {
          const rows = await runIrCapped(runner, dialect, ir, { maxRows: limits.maxRows, signal });
          return `{${JSON.stringify(key)}:${await jsonArrayText(rows, toRow, { signal })}}`;
        });
        return reply.type('application/json; charset=utf-8').send(text);
      });
    }
  };
}

/** The weather routes behind the session check (`requireUser`); see {@link createWeatherRoutes}. */
export const weatherRoutes: RoutePlugin = createWeatherRoutes({ preHandler: requireUser });
