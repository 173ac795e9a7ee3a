import { TEXT_NO_AS_OF_DATE, type ConfigItem } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from './dataMapping';
import { planCardQueries } from './queryPlan';
import { asOfDateOf, datesBeforeOf, isRiskSeries, riskSeries, riskSeriesOfCategory, withAsOfDate } from './riskSeries';
import { seriesSource, type CardQueryContext } from './seriesCatalog';

const mapping: DashboardDataMapping = {
  load: { metric: 'demand' },
  risk: {
    asOfDateColumn: 'asOfDate',
    series: { supply: { metric: 'supply' }, demand: { metric: 'demand' }, position: { metric: 'position' }, volume: { metric: 'volume' }, mark_to_market: { metric: 'mark_to_market' } },
  },
};
const config = { datasource: 'risk_positions', timeInterval: 60, level: { name: 'loadZone', label: 'Load Zone' } } as Pick<ConfigItem, 'datasource' | 'timeInterval' | 'level' | 'dynamicColumnsConfig'>;
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const context = (filters: CardQueryContext['filters']): CardQueryContext => ({
  timezone: 'America/Chicago',
  isHourEndingSelected: true,
  from: fixed('2024-05-01'),
  to: fixed('2024-05-31'),
  filters,
  rangeFilters: [],
  timeFilters: {},
  dataMin: null,
  dataMax: null,
  config,
  mapping,
});
const zone = { name: 'market', title: 'Load Zone', items: [{ id: 'LZ_HOUSTON', label: 'LZ_HOUSTON', isChecked: true, isDisabled: false }, { id: 'LZ_WEST', label: 'LZ_WEST', isChecked: false, isDisabled: false }] };

describe('risk series', () => {
  it('offers supply, demand and net open position on nop, supply, volume and mark to market on supplyAndMarkToMarket', () => {
    expect(riskSeriesOfCategory('nop')).toEqual(['supply', 'demand', 'position']);
    expect(riskSeriesOfCategory('supplyAndMarkToMarket')).toEqual(['supply', 'volume', 'mark_to_market']);
    expect(riskSeriesOfCategory('shortTermForecast')).toEqual([]);
  });

  it("builds power load series and a custom mark to market in the mapping's money unit", () => {
    const position = riskSeries('position');
    expect(position).toMatchObject({ id: 'risk|position', label: 'Net Open Position', type: 'power load', selectedCalculation: 'Sum', extras: { series: 'risk', columnName: 'position' } });
    expect(riskSeries('mark_to_market', { markToMarketUnit: '$ dollars' })).toMatchObject({ type: 'custom', customUnit: '$ dollars', label: 'Mark To Market' });
    expect(riskSeries('mark_to_market', { markToMarketUnit: 'GBP' }).customUnit).toBe('GBP');
    expect(riskSeries('mark_to_market').customUnit).toBeUndefined();
    expect(riskSeries('supply', { markToMarketUnit: 'GBP' }).customUnit).toBeUndefined();
    expect(isRiskSeries(position)).toBe(true);
    expect(isRiskSeries({ extras: { series: 'actual' } })).toBe(false);
  });

  it('keeps one as-of date as a filter with one checked value', () => {
    const filters = withAsOfDate([zone], 'asOfDate', '2024-05-01');
    expect(filters).toHaveLength(2);
    expect(asOfDateOf(filters, 'asOfDate')).toBe('2024-05-01');
    expect(asOfDateOf(withAsOfDate(filters, 'asOfDate', '2024-04-01'), 'asOfDate')).toBe('2024-04-01');
    expect(withAsOfDate(filters, 'asOfDate', null)).toEqual([zone]);
    expect(asOfDateOf([zone], 'asOfDate')).toBeNull();
  });

  it('asks as-of dates before the day after the end date', () => {
    expect(datesBeforeOf('2024-05-31')).toBe('2024-06-01');
    expect(datesBeforeOf('2024-12-31')).toBe('2025-01-01');
    expect(datesBeforeOf(null)).toBeNull();
    expect(datesBeforeOf('soon')).toBeNull();
  });

  it('resolves a risk series to the risk measure of the mapping', () => {
    expect(seriesSource(riskSeries('mark_to_market'), config, mapping)).toEqual({ kind: 'risk', datasource: 'risk_positions', metric: 'mark_to_market', unit: null, timeIntervalMinutes: 60 });
    expect(() => seriesSource(riskSeries('supply'), config, { load: { metric: 'load' } })).toThrow('Supply is not a series of this dashboard');
  });
});

describe('planCardQueries of risk series', () => {
  const card = { dataSeries: [riskSeries('position')], group: 'Daily' as const };

  it("stops a risk series with 'No as of date specified' until an as-of date is chosen", () => {
    const plan = planCardQueries(card, context([zone]), new Date('2024-06-10T00:00:00Z'));
    expect(plan.plans[0]).toMatchObject({ ok: false, errors: [TEXT_NO_AS_OF_DATE] });
    expect(plan.requests).toHaveLength(0);
  });

  it('reads the chosen as-of date, the zone filter and the series measure', () => {
    const plan = planCardQueries(card, context(withAsOfDate([zone], 'asOfDate', '2024-05-01')), new Date('2024-06-10T00:00:00Z'));
    expect(plan.requests).toHaveLength(1);
    const request = plan.requests[0];
    expect(request?.datasource).toBe('risk_positions');
    expect(request?.body.selectedMeasures).toEqual([{ columnName: 'position', aggregation: 'Sum' }]);
    expect(request?.body.filters).toEqual([
      { columnName: 'market', filterType: 'Include', filterValues: ['LZ_HOUSTON'] },
      { columnName: 'asOfDate', filterType: 'Include', filterValues: ['2024-05-01'] },
    ]);
    expect(request?.body.splits).toEqual([{ type: 'time', columnName: '__time', granularity: 'P1D' }]);
  });
});
