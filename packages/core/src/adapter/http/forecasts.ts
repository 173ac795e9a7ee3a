import type { QueryRow } from '../../query/common.schema';
import type { QueryRequestInput } from '../../query/query.schema';
import type { ForecastSummary } from '../../schemas/forecast.schema';
import type { ForecastsApi, QueryApi } from '../types';

/**
 * Forecast summaries built on the query calls (spec part 1 §2 "Forecast summary card", part 2 §7
 * "query-native ... Used for ... forecast cards", §9 granularity PT1H short-term, P1M long-term).
 *
 * @module
 */

/** Default columns of a forecast datasource. */
export const FORECAST_COLUMNS = { market: 'market', processTime: 'processTime', forecast: 'forecast' } as const;

/** What `buildForecastSummaries` needs to read the rows. */
export interface ForecastRowsShape {
  marketColumn: string;
  processTimeColumn: string;
  /** Result column of the forecast value. */
  valueColumn: string;
  /** Dimension column of the run's source label, copied into `ForecastSummary.source` (first non-empty value). */
  sourceColumn?: string;
  level?: string | null;
  /**
   * Interval of one point: hourly (PT1H, short term) or monthly (P1M, long term, each point
   * covering its calendar month). @default 'PT1H'
   */
  granularity?: 'PT1H' | 'P1M';
}

/** Last day (`YYYY-MM-DD`) of the calendar month of a `YYYY-MM-DD` day. */
function monthEnd(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return `${day.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Number of calendar days of the months of the given `YYYY-MM-DD` days (each month once). */
function monthDays(days: readonly string[]): number {
  let n = 0;
  for (const month of new Set(days.map((d) => d.slice(0, 7)))) n += Number(monthEnd(`${month}-01`).slice(8));
  return n;
}

const str = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));

/**
 * Folds rows split by market, process time and `__time` into one summary per market and process
 * time: points in time order, min/max/count of the non-null values, first and last day (the
 * `YYYY-MM-DD` of the local timestamps) and the number of forecast days: the distinct days of
 * hourly points, or with monthly points (`granularity: 'P1M'`) every day of their months, the
 * last day then being the last month's end (twelve months are 365 or 366 days, not 12). Newest
 * process time first, then market A-Z.
 * @example buildForecastSummaries(rows, { marketColumn: 'market', processTimeColumn: 'processTime', valueColumn: 'forecast' })
 */
export function buildForecastSummaries(rows: readonly QueryRow[], shape: ForecastRowsShape): ForecastSummary[] {
  const groups = new Map<string, { market: string; processTime: string; source: string | null; points: { timestamp: string; forecast: number | null }[] }>();
  for (const row of rows) {
    const market = str(row[shape.marketColumn]);
    const processTime = str(row[shape.processTimeColumn]);
    const timestamp = str(row.__time);
    if (market === undefined || processTime === undefined || timestamp === undefined) continue;
    const key = `${market}\u0000${processTime}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { market, processTime, source: null, points: [] }));
    if (shape.sourceColumn && group.source === null) group.source = str(row[shape.sourceColumn]) || null;
    const value = row[shape.valueColumn];
    group.points.push({ timestamp, forecast: typeof value === 'number' && Number.isFinite(value) ? value : null });
  }
  const monthly = shape.granularity === 'P1M';
  const out: ForecastSummary[] = [];
  for (const { market, processTime, source, points } of groups.values()) {
    points.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    const values = points.map((p) => p.forecast).filter((v): v is number => v !== null);
    const days = [...new Set(points.map((p) => p.timestamp.slice(0, 10)))];
    out.push({
      market,
      processTime,
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
      count: values.length,
      from: days[0] ?? '',
      to: monthly && days.length ? monthEnd(days[days.length - 1] as string) : (days[days.length - 1] ?? ''),
      dayCount: monthly ? monthDays(days) : days.length,
      forecast: points,
      level: shape.level ?? null,
      ...(shape.sourceColumn ? { source } : {}),
    });
  }
  return out.sort((a, b) => (a.processTime < b.processTime ? 1 : a.processTime > b.processTime ? -1 : a.market.localeCompare(b.market)));
}

function addOneDay(iso: string): string {
  return new Date(Date.parse(iso) + 86_400_000).toISOString();
}

/**
 * Forecasts over three calls: time-boundary (the range to query), query split by market and
 * process time (which process times exist; the newest `count` per market after `skip` are
 * kept), then query-native split by market, process time and time (PT1H short-term, P1M
 * long-term) for the kept ones.
 */
export function httpForecasts(query: QueryApi): ForecastsApi {
  return {
    summaries: async (params, o) => {
      const columns = { ...FORECAST_COLUMNS, ...params.columns };
      const timezone = params.timezone ?? 'UTC';
      const count = params.count ?? 5;
      const skip = params.skip ?? 0;
      const boundary = await query.timeBoundary(params.datasource, o);
      if (!boundary.minTime || !boundary.maxTime) return [];
      const timeFilter = { columnName: '__time' as const, dateRange: { fromDate: boundary.minTime, toDate: addOneDay(boundary.maxTime) } };
      const extra = params.filters ?? [];
      const marketFilter = params.markets?.length
        ? [{ columnName: columns.market, filterType: 'Include' as const, filterValues: [...params.markets] }]
        : [];
      const base: QueryRequestInput = { timeFilter, timezone, filters: [...extra, ...marketFilter], limit: 100_000 };
      const pairs = await query.query(
        params.datasource,
        {
          ...base,
          selectedMeasures: [{ columnName: columns.forecast, aggregation: 'Max', preferredColumnName: 'forecastMax' }],
          splits: [
            { type: 'dimension', columnName: columns.market },
            { type: 'dimension', columnName: columns.processTime },
          ],
        },
        o,
      );
      const byMarket = new Map<string, string[]>();
      for (const row of pairs.data) {
        const market = str(row[columns.market]);
        const processTime = str(row[columns.processTime]);
        if (market === undefined || processTime === undefined) continue;
        byMarket.set(market, [...(byMarket.get(market) ?? []), processTime]);
      }
      const kept = new Set<string>();
      for (const [market, times] of byMarket) {
        for (const t of [...new Set(times)].sort().reverse().slice(skip, skip + count)) kept.add(`${market}\u0000${t}`);
      }
      if (kept.size === 0) return [];
      const keptMarkets = [...new Set([...kept].map((k) => k.split('\u0000')[0] ?? ''))];
      const keptTimes = [...new Set([...kept].map((k) => k.split('\u0000')[1] ?? ''))];
      const values = await query.queryNative(
        params.datasource,
        {
          ...base,
          filters: [
            ...extra,
            { columnName: columns.market, filterType: 'Include', filterValues: keptMarkets },
            { columnName: columns.processTime, filterType: 'Include', filterValues: keptTimes },
          ],
          selectedMeasures: [{ columnName: columns.forecast, aggregation: 'Sum', preferredColumnName: 'forecast' }],
          splits: [
            { type: 'dimension', columnName: columns.market },
            { type: 'dimension', columnName: columns.processTime },
            ...(columns.source ? [{ type: 'dimension' as const, columnName: columns.source }] : []),
            { type: 'time', granularity: params.category === 'shortTermForecast' ? 'PT1H' : 'P1M' },
          ],
        },
        o,
      );
      const rows = values.data.filter((r) => kept.has(`${str(r[columns.market])}\u0000${str(r[columns.processTime])}`));
      return buildForecastSummaries(rows, {
        marketColumn: columns.market,
        processTimeColumn: columns.processTime,
        granularity: params.category === 'shortTermForecast' ? 'PT1H' : 'P1M',
        valueColumn: 'forecast',
        level: params.level ?? null,
        ...(columns.source ? { sourceColumn: columns.source } : {}),
      });
    },
  };
}
