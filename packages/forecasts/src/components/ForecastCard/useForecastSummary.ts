import {
  buildForecastSummaries,
  FORECAST_COLUMNS,
  type ForecastCategory,
  type ForecastSummariesParams,
  type ForecastSummary,
  type QueryRequestInput,
  TEXT_NO_DATA_FOR_SERIES,
} from '@loadline/core';
import { useConfigItems, useDatasourceMetadata, useDatasourceQuery, useForecastSummaries, useTimeBoundary } from '@loadline/core/react';
import { useMemo } from 'react';
import { forecastUnitOf } from '../../model/forecastUnit';

/**
 * How a datasource holds its forecasts, for backends whose forecast rows share a table: column
 * names, extra filters and the IANA zone of the days (see `ForecastSummariesParams`).
 *
 * @example
 * // The reference API's ercot_load: forecast rows of one horizon, values in `load`.
 * { columns: { forecast: 'load' }, filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }] }
 */
export type ForecastQueryOptions = Pick<ForecastSummariesParams, 'columns' | 'filters' | 'timezone'>;

/**
 * Which forecast a live card shows (spec part 1 §2 "Forecast summary card"): a market's forecast
 * of one process time under a config item (the settlement level) and a category, which sets the
 * granularity (PT1H short term, P1M long term; spec part 1 §9).
 */
export interface ForecastCardSource {
  market: string;
  /** ISO 8601 process time; absent = the newest forecast of the market. */
  processTime?: string;
  /** Settlement level name copied into the summary. */
  level?: string | null;
  /** Config item of the level; its datasource is looked up unless `datasource` is given. */
  configId: string;
  category: ForecastCategory;
  /** Datasource of the forecasts; skips the config item lookup. */
  datasource?: string;
  /** Columns, filters and time zone of the forecast rows. */
  query?: ForecastQueryOptions;
}

/** What {@link useForecastSummary} returns. `status` is rendered as `data-state` by the card. */
export interface ForecastSummaryState {
  status: 'loading' | 'error' | 'ready';
  summary: ForecastSummary | null;
  /** Message of a failed call, or of a forecast that does not exist. */
  error: string | null;
  /** Unit of the values from the datasource metadata (e.g. 'MWh'); null when it does not say. */
  unit?: string | null;
}

/** Message when the config item, datasource or forecast asked for does not exist (spec part 1 §5). */
export const FORECAST_NOT_FOUND = TEXT_NO_DATA_FOR_SERIES;

const granularityOf = (category: ForecastCategory) => (category === 'shortTermForecast' ? 'PT1H' : 'P1M');
const addDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();

/**
 * Fetches one forecast summary through the adapter of the nearest `LoadlineProvider`: the config
 * item's datasource, then either the newest forecast of the market (`ForecastsApi.summaries`,
 * count 1) or, for a given process time, its values by query-native split by time (PT1H or P1M),
 * folded by `buildForecastSummaries`. `null` source = nothing fetched.
 *
 * @example const { status, summary } = useForecastSummary({ market: 'COAST', configId: 'ercot-power-short-term', category: 'shortTermForecast' });
 */
export function useForecastSummary(source: ForecastCardSource | null): ForecastSummaryState {
  const configs = useConfigItems({ enabled: !!source && !source.datasource });
  const config = source && !source.datasource ? configs.data?.find((c) => c.configId === source.configId) : undefined;
  const datasource = source?.datasource ?? config?.datasource ?? null;
  const exact = !!source?.processTime;
  const columns = { ...FORECAST_COLUMNS, ...source?.query?.columns };

  const latest = useForecastSummaries(
    source && datasource && !exact
      ? {
          datasource, category: source.category, markets: [source.market], level: source.level ?? config?.level?.name ?? null, count: 1,
          ...source.query,
        }
      : null,
  );
  const boundary = useTimeBoundary(exact ? datasource : null);
  const metadata = useDatasourceMetadata(datasource);
  const unit = forecastUnitOf(metadata.data, columns.forecast);
  const request = useMemo<QueryRequestInput | null>(() => {
    const b = boundary.data;
    if (!source?.processTime || !b?.minTime || !b.maxTime) return null;
    return {
      timezone: source.query?.timezone ?? 'UTC',
      timeFilter: { columnName: '__time', dateRange: { fromDate: b.minTime, toDate: addDay(b.maxTime) } },
      filters: [
        ...(source.query?.filters ?? []),
        { columnName: columns.market, filterType: 'Include', filterValues: [source.market] },
        { columnName: columns.processTime, filterType: 'Include', filterValues: [source.processTime] },
      ],
      selectedMeasures: [{ columnName: columns.forecast, aggregation: 'Sum', preferredColumnName: 'forecast' }],
      splits: [
        { type: 'dimension', columnName: columns.market },
        { type: 'dimension', columnName: columns.processTime },
        ...(columns.source ? [{ type: 'dimension' as const, columnName: columns.source }] : []),
        { type: 'time', granularity: granularityOf(source.category) },
      ],
      limit: 100_000,
    };
  }, [boundary.data, source?.processTime, source?.market, source?.category, source?.query, columns.market, columns.processTime, columns.forecast, columns.source]);
  const rows = useDatasourceQuery(exact ? datasource : null, request, { native: true });
  const exactSummary = useMemo(() => {
    if (!rows.data || !source) return null;
    const built = buildForecastSummaries(rows.data.data, {
      marketColumn: columns.market, processTimeColumn: columns.processTime, valueColumn: 'forecast',
      ...(columns.source ? { sourceColumn: columns.source } : {}),
      granularity: granularityOf(source.category),
      level: source.level ?? config?.level?.name ?? null,
    });
    return built[0] ?? null;
  }, [rows.data, source, columns.market, columns.processTime, columns.source, config?.level?.name]);

  if (!source) return { status: 'loading', summary: null, error: null };
  const failed = configs.error ?? latest.error ?? boundary.error ?? rows.error;
  if (failed) return { status: 'error', summary: null, error: failed.message };
  if (!source.datasource && configs.data && !datasource) return { status: 'error', summary: null, error: FORECAST_NOT_FOUND };
  if (!exact) {
    if (!latest.data) return { status: 'loading', summary: null, error: null };
    const first = latest.data[0];
    if (first && metadata.isPending) return { status: 'loading', summary: null, error: null };
    return first ? { status: 'ready', summary: first, error: null, unit } : { status: 'error', summary: null, error: FORECAST_NOT_FOUND };
  }
  if (boundary.data && (!boundary.data.minTime || !boundary.data.maxTime)) return { status: 'error', summary: null, error: FORECAST_NOT_FOUND };
  if (!rows.data) return { status: 'loading', summary: null, error: null };
  if (exactSummary && metadata.isPending) return { status: 'loading', summary: null, error: null };
  return exactSummary ? { status: 'ready', summary: exactSummary, error: null, unit } : { status: 'error', summary: null, error: FORECAST_NOT_FOUND };
}
