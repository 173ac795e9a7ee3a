import { convertUnit } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { rowsToSeriesData, sourceUnitOf } from '../card/cardData';
import type { DashboardDataMapping } from './dataMapping';
import { forecastSeries, loadSeries, loadUnitTypeOf, seriesSource, weatherSeries } from './seriesCatalog';
import { seriesToQuery } from './seriesToQuery';

/**
 * Gas dashboards (spec part 1 §3: commodity gas, gas load units): load series of a gas config
 * item are 'gas load' (therm by default, converted with the spec's factors), and a weather
 * measure that is not a temperature (heating degree days) is a custom-unit series read from the
 * weather datasource, never converted to degF.
 */
const gasConfig = { datasource: 'gas_uk_ldz', timeInterval: 1440, level: { name: 'distributionZone', label: 'Distribution Zone (UK)' }, commodity: { name: 'gas' as const, label: 'Gas' } };
const mapping: DashboardDataMapping = {
  load: { metric: 'load', kinds: { column: 'series', values: { actual: 'actual' } } },
  weather: {
    datasource: 'gas_uk_weather', metric: 'hdd', stationColumn: 'station', kinds: { column: 'series', values: { Actual: 'actual' } }, timeIntervalMinutes: 1440,
    measure: { label: 'Heating Degree Days', unit: 'degC-days, base 15.5' },
  },
};
const day = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const metadata = (unit: string, name: string) => ({
  name: 'ds', timeIntervalMinutes: 1440, dimensions: [], metrics: [{ name, title: name, unit, unitType: 'custom' as const }],
}) as never;

describe('gas load series', () => {
  it('take the config commodity: gas load for gas, power load otherwise', () => {
    expect(loadUnitTypeOf(gasConfig)).toBe('gas load');
    expect(loadUnitTypeOf({ commodity: { name: 'power' } })).toBe('power load');
    expect(loadUnitTypeOf({})).toBe('power load');
    expect(loadSeries('actual', 'load', 'gas load').type).toBe('gas load');
    expect(forecastSeries('2021-01-01T06:00:00Z', 'load', 'gas load').type).toBe('gas load');
    expect(loadSeries('actual').type).toBe('power load');
    // A meter count stays a count on either commodity.
    expect(loadSeries('actual', 'meterCount', 'gas load').type).toBe('dimensionless');
  });

  it('chart therm rows in MMBTU and M3 with the spec factors (MMBTU = 10 therm, M3 = 1/2.77616 therm)', () => {
    const series = loadSeries('actual', 'load', 'gas load');
    const rows = [{ __time: '2021-02-12T05:00:00.000Z', load: 114_650_075 }];
    const plan = { series, measure: 'load', sourceUnit: 'therm', intervalMinutes: 1440 };
    expect(rowsToSeriesData(rows, plan, 'time', 'therm')[0]?.points.y[0]).toBe(114_650_075);
    expect(rowsToSeriesData(rows, plan, 'time', 'MMBTU')[0]?.points.y[0]).toBeCloseTo(11_465_007.5, 3);
    expect(rowsToSeriesData(rows, plan, 'time', 'M3')[0]?.points.y[0]).toBeCloseTo(114_650_075 * 2.77616, 0);
    expect(convertUnit(1, 'MCF', 'therm')).toBeCloseTo(10 / 0.98039, 9);
  });
});

describe('a weather measure that is not a temperature (heating degree days)', () => {
  const station = { id: 'CET', label: 'Central England (HadCET)' };
  const hdd = weatherSeries(station, 'Actual', undefined, mapping.weather?.measure);

  it('is a custom-unit series labelled with the measure, summed by default', () => {
    expect(hdd).toMatchObject({
      id: 'weather|CET|Actual',
      label: 'Central England (HadCET) Actual Heating Degree Days',
      type: 'custom',
      customUnit: 'degC-days, base 15.5',
      selectedCalculation: 'Sum',
      extras: { station: 'CET', series: 'Actual' },
    });
    // Without a measure the series stays a temperature.
    expect(weatherSeries(station, 'Actual').type).toBe('temperature');
  });

  it('reads the weather datasource with the station filter and keeps its own unit', () => {
    const src = seriesSource(hdd, gasConfig, mapping);
    expect(src).toMatchObject({ kind: 'weather', datasource: 'gas_uk_weather', metric: 'hdd', timeIntervalMinutes: 1440 });
    const q = seriesToQuery(hdd, { timezone: 'Europe/London', from: day('2021-02-10'), to: day('2021-02-12'), filters: [], rangeFilters: [], timeFilters: {}, grouping: 'Daily', now: new Date() }, src, mapping);
    expect(q.success).toBe(true);
    if (q.success) {
      expect(q.data.body.selectedMeasures).toEqual([{ columnName: 'hdd', aggregation: 'Sum' }]);
      expect(q.data.body.filters).toContainEqual({ columnName: 'station', filterType: 'Include', filterValues: ['CET'] });
    }
    expect(sourceUnitOf(src, hdd, metadata('degC-days, base 15.5', 'hdd'))).toEqual({ ok: true, unit: 'custom', intervalMinutes: 1440 });
    const [drawn] = rowsToSeriesData([{ __time: '2021-02-11T00:00:00.000Z', hdd: 17.4 }], { series: hdd, measure: 'hdd', sourceUnit: 'custom' }, 'time', 'custom');
    expect(drawn?.points.y[0]).toBe(17.4);
    expect(drawn?.unitLabel).toBe('degC-days, base 15.5');
  });

  it('a custom series that is not a weather series still reads the load datasource', () => {
    const custom = { ...loadSeries('actual', 'load', 'gas load'), type: 'custom' as const };
    expect(seriesSource(custom, gasConfig, mapping).datasource).toBe('gas_uk_ldz');
  });
});
