import { useDistinct } from '@loadline/core/react';
import { CheckboxGroup, SegmentedControl, Select, Skeleton } from '@loadline/ui';
import { useId, useMemo, useState } from 'react';
import { loadDatasourceOf } from '../../model/dataMapping';
import { scenarioColumnsOf, scenarioSeries, scenarioSplit } from '../../model/scenarioSeries';
import { loadUnitTypeOf, weatherSeries, type LoadSeriesType, type WeatherSeriesKind } from '../../model/seriesCatalog';
import * as css from '../../panels/panels.css';
import { SeriesItem } from '../../panels/SeriesItem';
import type { SeriesPanelProps } from '../../panels/SeriesPanel';
import { StationPicker } from '../../panels/StationPicker';
import { TEXT_LOAD, TEXT_METER_COUNT, TEXT_SERIES_TYPE, TEXT_WEATHER } from '../../texts';
import { scenarioTexts } from './scenarioTexts';

const WEATHER_KINDS: readonly WeatherSeriesKind[] = ['Actual', 'Forecast', 'Backcast', 'Normals'];
const NO_GROUP = '';
const texts = (values: readonly unknown[] | undefined) => (values ?? []).filter((v) => v !== null && v !== undefined).map(String);

/**
 * The weather kinds a scenario dashboard offers (spec part 1 §2 "weather series per station
 * (Actual, Forecast, Backcast; normals also handled)"): the kinds the mapping names a value for
 * whose value the weather datasource holds (`present`, its distinct kind values); every mapped kind
 * while `present` is unknown. Without a kind column, Actual only.
 *
 * @example offeredWeatherKinds({ column: 'series', values: { Actual: 'actual', Backcast: 'backcast' } }, ['actual']) // ['Actual']
 */
export function offeredWeatherKinds(kinds: { values: Partial<Record<WeatherSeriesKind, string>> } | undefined, present: readonly string[] | null): WeatherSeriesKind[] {
  if (!kinds) return ['Actual'];
  return WEATHER_KINDS.filter((k) => {
    const value = kinds.values[k];
    return value !== undefined && (present === null || present.includes(value));
  });
}

/**
 * The left panel of scenario analysis dashboards (spec part 1 §2 "Scenario dashboard", §3
 * "Scenario config", §5): the Data series panel with the Type (Load or Meter Count, when the
 * scenario config or config item names a meter id column), the Scenarios to read (distinct values
 * of the mapping's scenario column, the first checked), an optional Group by (a filter column of
 * the config item), then the scenario items (distinct values of the config's `valueTypeColumn`,
 * each reading `valueColumn`). Several scenarios group a series by scenario, so a Group by as well
 * is refused with 'Dataseries cannot have more than one group' and no item is offered. Below, the
 * Weather section: a station and its Actual, Forecast, Backcast and Normals temperature, each
 * offered when the weather datasource holds it. Every item can be dragged onto a card axis or added
 * with its 'Add {label} to a card' menu.
 *
 * @example <DashboardEditor editor={editor} seriesPanel={ScenarioSeriesPanel} categoryGrouping />
 */
export function ScenarioSeriesPanel({ config, mapping, cards, onAddSeries }: SeriesPanelProps) {
  const columns = scenarioColumnsOf(config, mapping.scenario, mapping.meterIdColumn);
  const datasource = loadDatasourceOf(mapping, config);
  const [typeChoice, setType] = useState<LoadSeriesType>('load');
  const type: LoadSeriesType = columns.meterIdColumn ? typeChoice : 'load';
  const scenarioValues = useDistinct(datasource, { distinctDimension: { columnName: columns.scenarioColumn } });
  const itemValues = useDistinct(datasource, { distinctDimension: { columnName: columns.valueTypeColumn } });
  const scenarios = useMemo(() => texts(scenarioValues.data).sort(), [scenarioValues.data]);
  const items = useMemo(() => texts(itemValues.data).sort(), [itemValues.data]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? scenarios.slice(0, 1);
  const [groupBy, setGroupBy] = useState<string>(NO_GROUP);
  const groupOptions = config.filters.filter((f) => f.name !== columns.scenarioColumn && f.name !== columns.valueTypeColumn);
  const split = scenarioSplit(picked, groupBy === NO_GROUP ? null : groupBy, columns.scenarioColumn);

  const weather = mapping.weather ?? null;
  const kindsPresent = useDistinct(weather?.kinds ? weather.datasource : null, weather?.kinds ? { distinctDimension: { columnName: weather.kinds.column } } : null);
  const offeredWeather = offeredWeatherKinds(weather?.kinds, kindsPresent.data ? texts(kindsPresent.data) : null);
  const [stationId, setStationId] = useState<string | null>(config.weatherStations[0]?.id ?? null);
  const station = config.weatherStations.find((s) => s.id === stationId) ?? null;

  const headingId = useId();
  const itemsId = useId();
  const weatherId = useId();
  const add = { cards, onAddSeries };
  const failure = scenarioValues.error ?? itemValues.error;
  const unitType = loadUnitTypeOf(config);

  return (
    <div className={css.panel} data-part="ll_series-panel">
      <section aria-labelledby={headingId} className={css.section}>
        <h2 id={headingId} className={css.heading}>{scenarioTexts.heading}</h2>
        {columns.meterIdColumn ? (
          <SegmentedControl
            label={TEXT_SERIES_TYPE}
            options={[{ value: 'load', label: TEXT_LOAD }, { value: 'meterCount', label: TEXT_METER_COUNT }]}
            value={type}
            onValueChange={setType}
          />
        ) : null}
        <CheckboxGroup
          label={scenarioTexts.scenarios}
          options={scenarios.map((s) => ({ value: s, label: s }))}
          value={picked}
          onValueChange={setChosen}
          loading={scenarioValues.isPending}
        />
        {groupOptions.length > 0 ? (
          <Select
            label={scenarioTexts.groupBy}
            options={[{ value: NO_GROUP, label: scenarioTexts.noGroup }, ...groupOptions.map((f) => ({ value: f.name, label: f.title }))]}
            value={groupBy}
            onValueChange={(v) => setGroupBy(v ?? NO_GROUP)}
          />
        ) : null}
        {failure ? <p role="alert" className={css.error}>{failure.message}</p> : null}
        <h3 id={itemsId} className={css.subheading}>{scenarioTexts.items}</h3>
        {itemValues.isPending || scenarioValues.isPending ? <Skeleton lines={2} /> : !split.ok ? (
          <p role="alert" className={css.error}>{split.error}</p>
        ) : picked.length === 0 ? (
          <p className={css.muted}>{scenarioTexts.chooseScenario}</p>
        ) : items.length === 0 ? (
          <p className={css.muted}>{scenarioTexts.noItems}</p>
        ) : (
          <ul className={css.list} aria-labelledby={itemsId}>
            {items.map((item) => (
              <SeriesItem
                key={item}
                series={scenarioSeries({ item, scenarios: picked, type, split: split.value === columns.scenarioColumn ? null : split.value }, columns, mapping.scenario, unitType)}
                {...add}
              />
            ))}
          </ul>
        )}
      </section>
      {weather === null ? null : (
        <section aria-labelledby={weatherId} className={css.section}>
          <h2 id={weatherId} className={css.heading}>{TEXT_WEATHER}</h2>
          <StationPicker stations={config.weatherStations} value={station?.id ?? null} onValueChange={setStationId} />
          {station ? (
            <ul className={css.list}>
              {offeredWeather.map((kind) => (
                <SeriesItem key={kind} series={weatherSeries(station, kind, undefined, weather.measure)} text={kind} {...add} />
              ))}
            </ul>
          ) : null}
        </section>
      )}
    </div>
  );
}
