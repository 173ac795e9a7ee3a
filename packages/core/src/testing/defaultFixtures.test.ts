import { describe, expect, it } from 'vitest';
import { convertUnit } from '../units/convertUnit';
import { createMemoryAdapter } from './createMemoryAdapter';
import { coastReferenceRunRows, ercotForecastMapeRows, ercotLoadRows, FIXTURE_METADATA } from './defaultFixtures';
import { ERCOT_DAY_AHEAD_FORECAST_2019 } from './fixtures/ercotForecast';
import { ERCOT_NATIVE_LOAD_2019 } from './fixtures/ercotLoad';
import { HOUSTON_TEMPERATURE_2019 } from './fixtures/houstonTemperature';

const zone = 'America/Chicago';
const include = (columnName: string, ...filterValues: string[]) => ({ columnName, filterType: 'Include' as const, filterValues });
const firstJulyDay = { dateRange: { fromDate: '2019-07-01', toDate: '2019-07-02' } };
const hourly = [{ type: 'time' as const, granularity: 'PT1H' as const }];

describe('default fixtures in the reference API shape', () => {
  const adapter = createMemoryAdapter();

  it('serves ercot_load by market and series like the API: actual load of COAST, official forecast of the ERCOT total', async () => {
    const meta = await adapter.query.metadata('ercot_load');
    expect(meta.dimensions.map((d) => d.name)).toEqual(['market', 'series', 'source', 'processTime', 'horizon']);
    expect(meta.metrics).toEqual([expect.objectContaining({ name: 'load', unit: 'MWh', unitType: 'power load' })]);
    const actual = await adapter.query.query('ercot_load', {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], timezone: zone, timeFilter: firstJulyDay, splits: hourly,
      filters: [include('market', 'COAST'), include('series', 'actual')],
    });
    expect(actual.data.map((r) => r.load)).toEqual(ERCOT_NATIVE_LOAD_2019.COAST[1]?.values.slice(0, 24));
    const official = await adapter.query.query('ercot_load', {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], timezone: zone, timeFilter: firstJulyDay, splits: hourly,
      filters: [include('market', 'ERCOT'), include('series', 'official')],
    });
    expect(official.data.map((r) => r.load)).toEqual(ERCOT_DAY_AHEAD_FORECAST_2019[0]?.values);
    expect(await adapter.query.distinct('ercot_load', { distinctDimension: { columnName: 'horizon' }, filters: [include('series', 'official')] }))
      .toEqual(['day_ahead']);
  });

  it('serves Houston (HOU) actual temperature in degF from the weather datasource, as a card queries it', async () => {
    const answer = await adapter.query.query('weather', {
      selectedMeasures: [{ columnName: 'temperature', aggregation: 'Avg' }], timezone: zone, timeFilter: firstJulyDay, splits: hourly,
      filters: [include('station', 'HOU'), include('series', 'actual')],
    });
    expect(answer.data).toHaveLength(24);
    const celsius = HOUSTON_TEMPERATURE_2019[1]?.values[0] ?? NaN;
    expect(answer.data[0]?.temperature).toBeCloseTo(convertUnit(celsius, 'degC', 'degF'), 2);
  });

  it('lists the load forecast config item like the API: market filter only, stations by short name', async () => {
    const configs = await adapter.dashboards.listConfigs();
    const config = configs.find((c) => c.configId === 'ercot-power-short-term');
    expect(config).toMatchObject({
      type: 'prod_load_forecast', category: { name: 'shortTermForecast' }, datasource: 'ercot_load', filters: [{ name: 'market', title: 'Market' }],
    });
    expect(config?.weatherStations[0]).toEqual({ id: 'HOU', label: 'Houston' });
    // The filter column exists in the datasource, so the filters bar can list its values.
    expect(await adapter.query.distinct('ercot_load', { distinctDimension: { columnName: 'market' } })).toEqual(['COAST', 'ERCOT']);
  });

  it('holds a reference forecast run whose MAPE is the one the ercot_forecast_mape rows give', async () => {
    const { load } = coastReferenceRunRows();
    const of = (series: string) => load.filter((r) => r.series === series).map((r) => r.load as number);
    const actual = of('actual');
    const mape = (values: number[]) => (100 / actual.length) * values.reduce((s, v, i) => s + Math.abs((actual[i] as number) - v) / (actual[i] as number), 0);
    const scored = ercotForecastMapeRows().filter((r) => r.market === 'COAST' && r.processTime === '2021-12-23T12:00:00Z');
    expect(actual).toHaveLength(168);
    expect(mape(of('forecast'))).toBeCloseTo(scored.find((r) => r.mapeType === 'forecast')?.mapeFullHorizon as number, 9);
    expect(mape(of('backcast'))).toBeCloseTo(scored.find((r) => r.mapeType === 'backcast')?.mapeFullHorizon as number, 9);
    // The default score is the next operating day's: local day 2021-12-24 (America/Chicago), the run's first 24 hours.
    const day = (values: number[]) => (100 / 24) * values.slice(0, 24).reduce((s, v, i) => s + Math.abs((actual[i] as number) - v) / (actual[i] as number), 0);
    expect(day(of('forecast'))).toBeCloseTo(scored.find((r) => r.mapeType === 'forecast')?.mape as number, 9);
    expect(day(of('backcast'))).toBeCloseTo(scored.find((r) => r.mapeType === 'backcast')?.mape as number, 9);
    for (const row of scored) {
      expect(row).toMatchObject({ mapeScope: 'day_ahead', scoredFrom: '2021-12-24T06:00:00Z', scoredTo: '2021-12-25T06:00:00Z', hours: 24, hoursFullHorizon: 168 });
    }

    const withRun = createMemoryAdapter({ datasources: { ercot_load: { metadata: FIXTURE_METADATA.load, rows: [...ercotLoadRows(), ...load] } } });
    const runs = await withRun.forecasts.summaries({
      datasource: 'ercot_load', category: 'shortTermForecast', markets: ['COAST'], count: 16, columns: { forecast: 'load' }, timezone: zone,
      filters: [include('series', 'forecast'), include('horizon', 'short_term')],
    });
    expect(runs.map((r) => [r.processTime, r.count, r.from, r.to])).toEqual([['2021-12-23T12:00:00Z', 168, '2021-12-24', '2021-12-30']]);
  });
});
