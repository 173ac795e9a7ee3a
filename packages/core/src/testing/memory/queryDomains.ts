import { buildForecastSummaries, FORECAST_COLUMNS } from '../../adapter/http/forecasts';
import type { ForecastsApi, QueryApi, RequestOptions, WeatherApi } from '../../adapter/types';
import type { DimensionValue } from '../../query/common.schema';
import {
  dimensionsRequestSchema, distinctRequestSchema, timeBoundRequestSchema,
} from '../../query/datasource.schema';
import { weatherRequestSchema, type WeatherRequest, type WeatherRow } from '../../query/weather.schema';
import { TEXT_DATA_CANNOT_BE_FORMATTED } from '../../texts';
import { hourEndingNumber } from '../../time/hourEnding';
import { startOfLocalDate } from '../../time/localDayHours';
import { addLocalDays, formatLocalDate, parseLocalDate, toLocalDateTime } from '../../time/zonedTime';
import { compareValues, httpError, parseBody, respond, type MemoryRow, type MemoryRuntime } from './common';
import { filterRows, runQuery, type MemoryDatasource } from './queryEngine';

function datasourceOf(datasources: ReadonlyMap<string, MemoryDatasource>, name: string): MemoryDatasource {
  const found = datasources.get(name);
  if (!found) throw httpError(404, `Datasource ${name} not found`);
  return found;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** The query domain over memory datasources (spec part 2 §7 "Data queries"). */
export function memoryQuery(rt: MemoryRuntime, datasources: ReadonlyMap<string, MemoryDatasource>): QueryApi {
  const call = <T>(o: RequestOptions | undefined, work: () => T) => respond(rt, o, work);
  return {
    metadata: (ds, o) => call(o, () => datasourceOf(datasources, ds).metadata),
    distinct: (ds, body, o) => call(o, () => {
      const d = datasourceOf(datasources, ds);
      const req = parseBody(distinctRequestSchema, body);
      const column = req.distinctDimension.columnName;
      const counts = new Map<DimensionValue, number>();
      for (const row of filterRows(d, req.filters, req.timeFilter, 'UTC')) {
        const v = row[column];
        if (v === undefined) throw httpError(400, TEXT_DATA_CANNOT_BE_FORMATTED);
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      const values = [...counts.keys()].sort((a, b) =>
        req.sortType === 'count' ? (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || compareValues(a, b) : compareValues(a, b));
      if (req.direction === 'desc') values.reverse();
      return values.slice(0, req.limit);
    }),
    multiDistinct: (ds, body, o) => call(o, () => {
      const d = datasourceOf(datasources, ds);
      const req = parseBody(dimensionsRequestSchema, body);
      const rows = filterRows(d, req.filters, req.timeFilter, 'UTC');
      return Object.fromEntries(req.dimensions.map((dim) =>
        [dim, [...new Set(rows.map((r) => r[dim] ?? null))].sort(compareValues)]));
    }),
    minMax: (ds, body, o) => call(o, () => {
      const d = datasourceOf(datasources, ds);
      const req = parseBody(dimensionsRequestSchema, body);
      const rows = filterRows(d, req.filters, req.timeFilter, 'UTC');
      return req.dimensions.map((name) => {
        const values = rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number');
        return { name, minValue: values.length ? Math.min(...values) : null, maxValue: values.length ? Math.max(...values) : null };
      });
    }),
    maxTime: (ds, body, o) => call(o, () => {
      const rows = filterRows(datasourceOf(datasources, ds), parseBody(timeBoundRequestSchema, body).filters, undefined, 'UTC');
      return iso(rows[rows.length - 1]?.__time);
    }),
    minTime: (ds, body, o) => call(o, () => {
      const rows = filterRows(datasourceOf(datasources, ds), parseBody(timeBoundRequestSchema, body).filters, undefined, 'UTC');
      return iso(rows[0]?.__time);
    }),
    timeBoundary: (ds, o) => call(o, () => {
      const { rows } = datasourceOf(datasources, ds);
      return { minTime: iso(rows[0]?.__time), maxTime: iso(rows[rows.length - 1]?.__time) };
    }),
    query: (ds, body, o) => call(o, () => runQuery(datasourceOf(datasources, ds), body, false)),
    queryNative: (ds, body, o) => call(o, () => runQuery(datasourceOf(datasources, ds), body, true)),
  };
}

/**
 * Forecast summaries answered like the HTTP adapter's: the newest `count` process times per
 * market after `skip` among the rows `filters` keep, values split by market, process time and time (PT1H short term, P1M long
 * term) in `timezone`, folded by `buildForecastSummaries`.
 */
export function memoryForecasts(rt: MemoryRuntime, datasources: ReadonlyMap<string, MemoryDatasource>): ForecastsApi {
  return {
    summaries: (params, o) => respond(rt, o, () => {
      const columns = { ...FORECAST_COLUMNS, ...params.columns };
      const ds = datasourceOf(datasources, params.datasource);
      const markets = params.markets?.length ? new Set(params.markets) : null;
      const byMarket = new Map<string, Set<string>>();
      const filters = params.filters ?? [];
      for (const row of filterRows(ds, filters, undefined, 'UTC')) {
        const market = String(row[columns.market]);
        if (markets && !markets.has(market)) continue;
        byMarket.set(market, (byMarket.get(market) ?? new Set()).add(String(row[columns.processTime])));
      }
      const skip = params.skip ?? 0;
      const count = params.count ?? 5;
      const kept = new Set<string>();
      for (const [market, times] of byMarket) {
        for (const t of [...times].sort().reverse().slice(skip, skip + count)) kept.add(`${market}\u0000${t}`);
      }
      const answer = runQuery(ds, {
        timezone: params.timezone ?? 'UTC',
        selectedMeasures: [{ columnName: columns.forecast, aggregation: 'Sum', preferredColumnName: 'forecast' }],
        filters: [...filters],
        splits: [
          { type: 'dimension', columnName: columns.market },
          { type: 'dimension', columnName: columns.processTime },
          { type: 'time', granularity: params.category === 'shortTermForecast' ? 'PT1H' : 'P1M' },
        ],
        // The whole datasource, as the HTTP adapter asks from its time boundary.
        timeFilter: { dateRange: wholeSpan(ds) },
      }, true);
      const rows = answer.data.filter((r) => kept.has(`${String(r[columns.market])}\u0000${String(r[columns.processTime])}`));
      return buildForecastSummaries(rows, {
        marketColumn: columns.market, processTimeColumn: columns.processTime, valueColumn: 'forecast', level: params.level ?? null,
      });
    }),
  };
}

/** A date range holding every row of a datasource (the first instant to just after the last). */
function wholeSpan(ds: MemoryDatasource): { fromDate: string; toDate: string } {
  const first = ds.rows[0]?.__time ?? 0;
  const last = ds.rows[ds.rows.length - 1]?.__time ?? 0;
  return { fromDate: new Date(first).toISOString(), toDate: new Date(last + 1).toISOString() };
}

/** Where the weather domain reads: per series kind, a datasource with `station` and metric columns. */
export interface MemoryWeatherSources {
  readonly actual?: string;
  readonly normals?: string;
  readonly forecast?: string;
  /** IANA zone of `weather_day`/`weather_hour` when `utcFlag` is not true. @default 'America/Chicago' */
  readonly timeZone?: string;
}

function weatherRows(ds: MemoryDatasource, params: WeatherRequest, zone: string): WeatherRow[] {
  const p = parseBody(weatherRequestSchema, params);
  const tz = p.utcFlag ? 'UTC' : zone;
  const from = startOfLocalDate(parseLocalDate(p.startDate), tz).getTime();
  const to = startOfLocalDate(addLocalDays(parseLocalDate(p.endDate), 1), tz).getTime();
  const stations = new Set(p.weatherStations);
  const metrics = ds.metadata.metrics.map((m) => m.name);
  return ds.rows
    .filter((r: MemoryRow) => r.__time >= from && r.__time < to && stations.has(String(r.station)))
    .map((r) => {
      const local = toLocalDateTime(r.__time, tz);
      const row: WeatherRow = {
        weather_station: String(r.station),
        weather_day: formatLocalDate(local),
        weather_hour: hourEndingNumber(local.hour),
        timestamp: new Date(r.__time).toISOString(),
      };
      for (const m of metrics) row[m] = (r[m] as number | null | undefined) ?? null;
      return row;
    });
}

/**
 * Weather rows (spec part 2 §7): one per station and hour of the day range (both days included,
 * local days of the sources' zone, or UTC days with `utcFlag`). `weather_hour` is the hour ending
 * 1..24 of `weather_day`; `timestamp` is the hour beginning instant (it tells the two HE2 rows of
 * a fall-back day apart); metric columns as stored (temperature in degF).
 */
export function memoryWeather(
  rt: MemoryRuntime,
  datasources: ReadonlyMap<string, MemoryDatasource>,
  sources: MemoryWeatherSources,
): WeatherApi {
  const zone = sources.timeZone ?? 'America/Chicago';
  const answer = (name: string | undefined, params: WeatherRequest, o: RequestOptions | undefined) =>
    respond(rt, o, () => (name ? weatherRows(datasourceOf(datasources, name), params, zone) : []));
  return {
    actual: (params, o) => answer(sources.actual, params, o),
    normals: (params, o) => answer(sources.normals, params, o),
    forecast: (params, o) => answer(sources.forecast, params, o),
  };
}
