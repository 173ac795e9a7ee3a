import { cardSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA_MAPPING, FIXTURE_METADATA } from '@loadline/core/testing';
import { effectiveGrouping, planCardQueries, xAxisOf } from '../model/queryPlan';
import { loadSeries, weatherSeries, type CardQueryContext } from '../model/seriesCatalog';
import { affineConversion, axisUnit, rowsToSeriesData, sourceUnitOf, uniqueSeriesId } from './cardData';
import { categoryLabel, seriesStats } from './cardStats';
import { runsOfMask } from '@loadline/core';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const context: CardQueryContext = {
  timezone: 'America/Chicago', isHourEndingSelected: false, from: fixed('2019-07-01'), to: fixed('2019-07-07'),
  filters: [{ name: 'zone', title: 'Zone', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false }] }],
  rangeFilters: [], timeFilters: {}, dataMin: null, dataMax: null,
  config: { datasource: 'ercot_load', timeInterval: 60, level: { name: 'zone', label: 'Zone' } },
  mapping: FIXTURE_DATA_MAPPING,
};
const load = loadSeries('actual');
const houston = weatherSeries({ id: 'houston', label: 'Houston' }, 'Actual');
const now = new Date('2019-08-01T12:00:00Z');

describe('planCardQueries', () => {
  it('queries load with the dashboard filters and weather without them, hourly by default', () => {
    const plan = planCardQueries({ dataSeries: [load, houston], group: undefined }, context, now);
    expect(plan.grouping).toBe('Hourly');
    expect(plan.xAxis).toBe('time');
    const [l, w] = plan.plans.map((p) => (p.ok && p.kind === 'series' ? p : undefined));
    expect(l && l.request.datasource).toBe('ercot_load');
    expect(l && l.request.body.filters.map((f) => f.columnName)).toEqual(['zone', 'series']);
    expect(l && l.request.body.splits).toEqual([{ type: 'time', columnName: '__time', granularity: 'PT1H' }]);
    expect(l && [l.measure, l.source.unit]).toEqual(['load', null]);
    expect(w && w.request.datasource).toBe('weather');
    expect(w && w.request.body.filters.map((f) => f.columnName)).toEqual(['station', 'series']);
    expect(plan.requests).toHaveLength(2);
  });

  it('sends a series dropped twice once, and keeps the plan object while nothing changed', () => {
    const card = { dataSeries: [load, { ...load, id: 'again', axisId: 'secondary_axis' as const }], group: undefined };
    const plan = planCardQueries(card, context, now);
    expect(plan.requests).toHaveLength(1);
    expect(planCardQueries({ ...card }, { ...context }, now, plan)).toBe(plan);
    const other = planCardQueries({ ...card, group: 'Daily' }, context, now, plan);
    expect(other).not.toBe(plan);
    expect(other.requests[0]?.body.splits[0]).toEqual({ type: 'time', columnName: '__time', granularity: 'P1D' });
  });

  it('takes the checked body of an unchanged request input from the last plan instead of checking it again', () => {
    const card = { dataSeries: [load], group: undefined };
    const plan = planCardQueries(card, context, now);
    const first = plan.plans[0];
    if (!first?.ok || first.kind !== 'series') throw new Error('the load series has no plan');
    // A last plan whose body for the same input is another object: a replan takes that object.
    const marked = { ...first.request.body };
    const last = { ...plan, key: 'last', requests: [], plans: [{ ...first, request: { ...first.request, key: 'last', body: marked } }] };
    const again = planCardQueries(card, { ...context }, now, last);
    expect(again.plans[0]?.ok && again.plans[0].kind === 'series' ? again.plans[0].request.body : null).toBe(marked);
    // Another input is checked: a Daily card's body is new.
    const daily = planCardQueries({ ...card, group: 'Daily' }, context, now, last);
    expect(daily.plans[0]?.ok && daily.plans[0].kind === 'series' ? daily.plans[0].request.body : null).not.toBe(marked);
  });

  it('keeps the spec errors of invalid series and sends nothing for them', () => {
    const noCalc = { ...houston, selectedCalculation: undefined };
    const quarter = planCardQueries({ dataSeries: [load, noCalc], group: 'QuaterHourly' }, context, now);
    expect(quarter.plans.map((p) => (p.ok ? 'ok' : p.errors))).toEqual([['Cannot group by selection'], ['No calculation was specified']]);
    const noSource = planCardQueries({ dataSeries: [load], group: 'Daily' }, { ...context, config: { ...context.config, datasource: undefined } }, now);
    expect(noSource.plans[0]).toMatchObject({ ok: false, errors: ['ERROR: No Datasource provided for Level: zone'] });
  });

  it('uses the 15-minute default for 15-minute data and a cyclic axis for Hour24, DayOfWeek and Month12', () => {
    expect(effectiveGrouping({ group: undefined }, { config: { timeInterval: 15 } })).toBe('QuaterHourly');
    expect(effectiveGrouping({ group: 'Monthly' }, { config: { timeInterval: 15 } })).toBe('Monthly');
    expect(['Hour24', 'DayOfWeek', 'Month12', 'DayType', 'Daily'].map((g) => xAxisOf(g as 'Daily'))).toEqual(['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType', 'time']);
  });
});

describe('rowsToSeriesData', () => {
  it('parses ISO times with offsets, converts units and leaves gaps as NaN', () => {
    const rows = [{ __time: '2019-11-03T01:00:00.000-05:00', load: 2 }, { __time: '2019-11-03T01:00:00.000-06:00', load: null }];
    const [s] = rowsToSeriesData(rows, { series: load, measure: 'load', sourceUnit: 'MWh' }, 'time', 'kWh');
    expect(Array.from(s?.points.x ?? [])).toEqual([Date.parse('2019-11-03T06:00:00Z'), Date.parse('2019-11-03T07:00:00Z')]);
    expect(s?.points.y[0]).toBe(2000);
    expect(Number.isNaN(s?.points.y[1])).toBe(true);
  });

  it('gives one series per value of a dimension split, and cyclic buckets as x', () => {
    const split = { ...houston, selectedSplit: 'station' };
    const rows = [{ hourOfDay: 0, station: 'houston', temperature: 212 }, { hourOfDay: 0, station: 'dallas', temperature: 32 }];
    const out = rowsToSeriesData(rows, { series: split, measure: 'temperature', sourceUnit: 'degF' }, 'hourOfDay', 'degC');
    expect(out.map((s) => [s.id, s.label, s.unitLabel, s.points.x[0], s.points.y[0]])).toEqual([
      [`${houston.id}|houston`, 'Houston Actual Temperature houston', '°C', 0, 100],
      [`${houston.id}|dallas`, 'Houston Actual Temperature dallas', '°C', 0, 0],
    ]);
  });

  it('draws only the rows a time filter keeps, per split value', () => {
    const split = { ...houston, selectedSplit: 'station' };
    const rows = [
      { __time: '2019-07-06T07:00:00-05:00', station: 'HOU', temperature: 80 },
      { __time: '2019-07-06T07:00:00-05:00', station: 'DFW', temperature: 78 },
      { __time: '2019-07-06T08:00:00-05:00', station: 'HOU', temperature: 82 },
      { __time: '2019-07-06T08:00:00-05:00', station: 'DFW', temperature: 79 },
    ];
    const plan = { series: split, measure: 'temperature', sourceUnit: 'degF' };
    const out = rowsToSeriesData(rows, plan, 'time', 'degF', runsOfMask(Uint8Array.from([0, 1, 1, 0])));
    expect(out.map((s) => [s.id, Array.from(s.points.x), Array.from(s.points.y)])).toEqual([
      [`${houston.id}|DFW`, [Date.parse('2019-07-06T12:00:00Z')], [78]],
      [`${houston.id}|HOU`, [Date.parse('2019-07-06T13:00:00Z')], [82]],
    ]);
    const none = rowsToSeriesData(rows, { ...plan, series: houston }, 'time', 'degF', runsOfMask(new Uint8Array(4)));
    expect(none.map((s) => s.points.x.length)).toEqual([0]);
  });
});

describe('source units', () => {
  const source = { kind: 'load' as const, datasource: 'ercot_load', metric: 'load', unit: null, timeIntervalMinutes: null };
  it('reads the unit and interval of the measure from the datasource metadata, or takes the fixed one', () => {
    expect(sourceUnitOf(source, load, FIXTURE_METADATA.load)).toEqual({ ok: true, unit: 'MWh', intervalMinutes: 60 });
    expect(sourceUnitOf({ ...source, unit: 'kWh', timeIntervalMinutes: 15 }, load, undefined)).toEqual({ ok: true, unit: 'kWh', intervalMinutes: 15 });
    expect(sourceUnitOf({ ...source, metric: 'kwh' }, load, FIXTURE_METADATA.load)).toEqual({ ok: false, error: '"kwh" is not a metric of datasource ercot_load' });
    const counts = { ...FIXTURE_METADATA.load, metrics: [{ name: 'n', title: 'Meters', unit: 'count', unitType: 'dimensionless' as const }] };
    expect(sourceUnitOf({ ...source, metric: 'n' }, { type: 'dimensionless' }, counts)).toMatchObject({ ok: true, unit: 'dimensionless' });
  });

  it('converts as the catalogue does: MWh to kWh x1000, degF to degC affine', () => {
    expect(affineConversion('MWh', 'kWh', 60)).toEqual({ factor: 1000, add: 0, divisor: 1 });
    const c = affineConversion('degF', 'degC', null);
    expect((212 * c.factor + c.add) / c.divisor).toBe(100);
    expect(() => affineConversion('MWh', 'degF', 60)).toThrow();
  });

  it('charts a demand as the energy of each interval: MW over 15 minutes is a quarter of an MWh', () => {
    expect(affineConversion('MW', 'kWh', 15)).toEqual({ factor: 250, add: 0, divisor: 1 });
    expect(affineConversion('kW', 'MWh', 60).factor).toBeCloseTo(0.001, 12);
    expect(() => affineConversion('MW', 'kWh', null)).toThrow();
    // Four 15-minute demands summed by the server: the hour's energy.
    const rows = [{ __time: '2024-07-01T13:00:00-05:00', load: 4 * 100 }];
    const [s] = rowsToSeriesData(rows, { series: load, measure: 'load', sourceUnit: 'MW', intervalMinutes: 15 }, 'time', 'MWh');
    expect(s?.points.y[0]).toBe(100);
  });

  it('reads kW from the metadata of a 15-minute datasource', () => {
    const meta = { ...FIXTURE_METADATA.load, timeIntervalMinutes: 15, metrics: [{ name: 'kw', title: 'Demand', unit: 'kW', unitType: 'power load' as const }] };
    expect(sourceUnitOf({ ...source, metric: 'kw' }, load, meta)).toEqual({ ok: true, unit: 'kW', intervalMinutes: 15 });
  });
});

describe('card helpers', () => {
  it('picks the axis unit of the card when it fits the series type, else the default', () => {
    const card = cardSchema.parse({ id: 'c', typeUnits: { primary_axis: 'MWh', secondary_axis: 'therm' } });
    expect(axisUnit(card, 'primary_axis', 'power load')).toBe('MWh');
    expect(axisUnit(card, 'secondary_axis', 'temperature')).toBe('degF');
    expect(axisUnit(cardSchema.parse({ id: 'c' }), 'primary_axis', 'power load')).toBe('kWh');
  });

  it('gives a dropped series a fresh id when the card holds it already', () => {
    expect(uniqueSeriesId({ dataSeries: [] }, 'load|actual')).toBe('load|actual');
    expect(uniqueSeriesId({ dataSeries: [load, { ...load, id: 'load|actual#2' }] }, 'load|actual')).toBe('load|actual#3');
  });

  it('labels cyclic buckets and sums up a series without its gaps', () => {
    expect([categoryLabel('hourOfDay', 0, false), categoryLabel('hourOfDay', 23, true), categoryLabel('dayOfWeek', 7, false), categoryLabel('monthOfYear', 7, false), categoryLabel('dayType', 2, false)])
      .toEqual(['00:00', 'HE24', 'Sunday', 'July', 'Weekend']);
    expect(seriesStats(Float64Array.from([1, Number.NaN, 5]))).toEqual({ min: 1, max: 5, average: 3, total: 6, count: 2 });
    expect(Number.isNaN(seriesStats(new Float64Array(0)).total)).toBe(true);
  });
});
