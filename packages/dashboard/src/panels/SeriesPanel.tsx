import type { AxisId, ConfigItem, DataSeries } from '@loadline/core';
import { useAdapter, useAdjustments, useForecastSummaries } from '@loadline/core/react';
import { marketColumnOf, meterIdColumnOf, type DashboardDataMapping } from '../model/dataMapping';
import { SegmentedControl, Skeleton } from '@loadline/ui';
import { Fragment, useId, useMemo, useState } from 'react';
import {
  adjustedForecastSeries, formatProcessTime, forecastSeries, loadSeries, loadUnitTypeOf, marketSeries, weatherSeries, type LoadSeriesKind, type LoadSeriesType, type LoadUnitType,
  type WeatherSeriesKind,
} from '../model/seriesCatalog';
import {
  TEXT_FORECAST, TEXT_LATEST, TEXT_LOAD, TEXT_MARKET_SERIES, TEXT_METER_COUNT, TEXT_NO_FORECASTS, TEXT_PREVIOUS_FORECASTS,
  TEXT_SERIES_TYPE, TEXT_TIME_SERIES, TEXT_WEATHER,
} from '../texts';
import { adjustmentsByRun, approvedAdjustmentsParams, forecastRuns, forecastRunsParams, runKey } from './forecastMenu';
import * as css from './panels.css';
import { SeriesItem } from './SeriesItem';
import { StationPicker } from './StationPicker';
import { useAfterCardAnswers } from './useAfterCardAnswers';

/** Props of {@link SeriesPanel}. */
export interface SeriesPanelProps {
  /** The dashboard's config item: datasource, category, weather stations, meter id column. */
  config: ConfigItem;
  /** Market whose forecast runs the Forecast menu lists; null lists every market's. */
  market: string | null;
  /** How the host's backend holds the series: the kinds offered are the ones it maps. */
  mapping: DashboardDataMapping;
  /** Cards of the dashboard (targets of the keyboard alternative to drag and drop). */
  cards: { id: string; title: string }[];
  /** Called when the user adds a series to a card axis from an item's add menu. */
  onAddSeries: (cardId: string, series: DataSeries, axisId: AxisId) => void;
}

const LOAD_KINDS: readonly LoadSeriesKind[] = ['actual', 'official', 'backcast'];
const WEATHER_KINDS: readonly WeatherSeriesKind[] = ['Actual', 'Forecast', 'Normals'];

// Moved to the model with the run's name (`forecastRunLabel`); exported here as before.
export { formatProcessTime } from '../model/seriesCatalog';

interface RunAdjustmentsProps {
  params: NonNullable<ReturnType<typeof approvedAdjustmentsParams>>;
  processTime: string;
  market: string | null;
  marketColumn: string;
  unitType: LoadUnitType;
  cards: { id: string; title: string }[];
  onAddSeries: (cardId: string, series: DataSeries, axisId: AxisId) => void;
}

/**
 * The approved adjustments of one run, listed under it ('Adjusted: {name}'): one adjustments
 * request for the whole menu (every run asks the same list, which React Query shares). A list
 * that fails (e.g. a user without the Load Forecast module) offers none.
 */
function RunAdjustments({ params, processTime, market, marketColumn, unitType, cards, onAddSeries }: RunAdjustmentsProps) {
  const approved = useAdjustments(params);
  const mine = useMemo(() => adjustmentsByRun(approved.data ?? [], market).get(runKey(processTime)) ?? [], [approved.data, market, processTime]);
  return (
    <>
      {mine.map((a) => (
        <SeriesItem key={a.adjustmentId} nested series={adjustedForecastSeries(a, { marketColumn, unitType })} cards={cards} onAddSeries={onAddSeries} />
      ))}
    </>
  );
}

/**
 * The dashboard editor's left panel for load forecast dashboards (spec part 1 §2 "Left panel",
 * "Load forecast editor"): a Time series section (Type Load or Meter Count when the config has a
 * meter id column; Stitched Actual, Official Forecast, Backcast; a Forecast menu of Latest and the
 * 15 previous runs of `market`, from the forecasts domain, each followed by the approved
 * adjustments of its run when the mapping holds adjusted forecasts and the adapter has the
 * adjustments domain) and a Weather section (station search,
 * 'No stations', then Actual, Forecast and Normals temperature, degF) and, when the mapping offers
 * series of other datasources (`marketSeries`, e.g. Henry Hub's gas price), a Market Prices
 * section. Every item can be dragged
 * onto a card axis or added with its 'Add {label} to a card' menu.
 *
 * @example
 * <SeriesPanel config={config} market="COAST" cards={state.cards} onAddSeries={(cardId, series, axisId) => dispatch({ type: 'addSeries', cardId, series, axisId })} />
 */
export function SeriesPanel({ config, market, mapping, cards, onAddSeries }: SeriesPanelProps) {
  const hasMeters = Boolean(meterIdColumnOf(config, mapping));
  const [typeChoice, setType] = useState<LoadSeriesType>('load');
  const type: LoadSeriesType = hasMeters ? typeChoice : 'load';
  const unitType = loadUnitTypeOf(config);
  const [stationId, setStationId] = useState<string | null>(config.weatherStations[0]?.id ?? null);
  const station = config.weatherStations.find((s) => s.id === stationId) ?? null;
  const params = forecastRunsParams(config, market, mapping);
  const loadKinds = mapping.load.kinds;
  const offeredLoad = LOAD_KINDS.filter((kind) => (loadKinds ? loadKinds.values[kind] !== undefined : kind === 'actual'));
  const weather = mapping.weather ?? null;
  const weatherKinds = weather?.kinds;
  const offeredWeather = WEATHER_KINDS.filter((kind) => (weatherKinds ? weatherKinds.values[kind] !== undefined : kind === 'Actual'));
  // The Forecast menu asks for its runs once the cards have their answers (useAfterCardAnswers).
  const summaries = useForecastSummaries(useAfterCardAnswers() ? params : null);
  const runs = useMemo(() => forecastRuns(summaries.data ?? []), [summaries.data]);
  const adjustmentsDomain = useAdapter().adjustments;
  const adjustmentParams = adjustmentsDomain && type === 'load' ? approvedAdjustmentsParams(config, mapping) : null;
  const adjustedOf = (processTime: string) =>
    adjustmentParams ? (
      <RunAdjustments
        params={adjustmentParams}
        processTime={processTime}
        market={market}
        marketColumn={marketColumnOf(mapping)}
        unitType={unitType}
        cards={cards}
        onAddSeries={onAddSeries}
      />
    ) : null;
  const timeSeriesId = useId();
  const forecastId = useId();
  const weatherId = useId();
  const marketId = useId();
  const markets = mapping.marketSeries ?? [];
  const add = { cards, onAddSeries };
  const failure = summaries.error;

  return (
    <div className={css.panel} data-part="ll_series-panel">
      <section aria-labelledby={timeSeriesId} className={css.section}>
        <h2 id={timeSeriesId} className={css.heading}>
          {TEXT_TIME_SERIES}
        </h2>
        {hasMeters ? (
          <SegmentedControl
            label={TEXT_SERIES_TYPE}
            options={[
              { value: 'load', label: TEXT_LOAD },
              { value: 'meterCount', label: TEXT_METER_COUNT },
            ]}
            value={type}
            onValueChange={setType}
          />
        ) : null}
        <ul className={css.list}>
          {offeredLoad.map((kind) => (
            <SeriesItem key={kind} series={loadSeries(kind, type, unitType)} {...add} />
          ))}
        </ul>
        {params === null ? null : (
          <h3 id={forecastId} className={css.subheading}>
            {TEXT_FORECAST}
          </h3>
        )}
        {params === null ? null : failure ? (
          <p role="alert" className={css.error}>
            {failure.message}
          </p>
        ) : summaries.isPending ? (
          <Skeleton lines={2} />
        ) : runs.latest === null ? (
          <p className={css.muted}>{TEXT_NO_FORECASTS}</p>
        ) : (
          <div className={css.details} aria-labelledby={forecastId} role="group">
            <ul className={css.list}>
              <SeriesItem series={forecastSeries(runs.latest, type, unitType)} text={TEXT_LATEST} {...add} />
              {adjustedOf(runs.latest)}
            </ul>
            {runs.previous.length > 0 ? (
              <details className={css.details}>
                <summary className={css.summary}>{TEXT_PREVIOUS_FORECASTS}</summary>
                <ul className={css.list}>
                  {runs.previous.map((pt) => (
                    <Fragment key={pt}>
                      <SeriesItem series={forecastSeries(pt, type, unitType)} text={formatProcessTime(pt)} {...add} />
                      {adjustedOf(pt)}
                    </Fragment>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        )}
      </section>
      {weather === null ? null : (
      <section aria-labelledby={weatherId} className={css.section}>
        <h2 id={weatherId} className={css.heading}>
          {TEXT_WEATHER}
        </h2>
        <StationPicker stations={config.weatherStations} value={station?.id ?? null} onValueChange={setStationId} />
        {station ? (
          <ul className={css.list}>
            {offeredWeather.map((kind) => (
              <SeriesItem key={kind} series={weatherSeries(station, kind, undefined, weather?.measure)} text={kind} {...add} />
            ))}
          </ul>
        ) : null}
      </section>
      )}
      {markets.length === 0 ? null : (
        <section aria-labelledby={marketId} className={css.section}>
          <h2 id={marketId} className={css.heading}>
            {TEXT_MARKET_SERIES}
          </h2>
          <ul className={css.list}>
            {markets.map((m) => (
              <SeriesItem key={m.id} series={marketSeries(m)} {...add} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
