import { LAST_MONTH_OF_DATA_DATE_RANGE, groupingOf } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping, ResolvedSource } from '../../model/dataMapping';
import { defaultCardGrouping } from '../../model/defaultGrouping';
import { groupingChoicesForInterval } from '../../model/groupingChoices';
import { riskSeries, riskSeriesOfCategory, withAsOfDate } from '../../model/riskSeries';
import { seriesToQuery } from '../../model/seriesToQuery';

/**
 * The defaults a risk dashboard opens with (spec part 1 §9): its cards' grouping and its window.
 * Risk data (`risk_positions` of the reference API) is hourly, one delivery month per as-of date.
 */
const RISK_INTERVAL = 60;
const mapping: DashboardDataMapping = {
  load: { metric: 'demand' },
  risk: { asOfDateColumn: 'asOfDate', series: { supply: { metric: 'supply' }, demand: { metric: 'demand' }, position: { metric: 'position' }, volume: { metric: 'volume' }, mark_to_market: { metric: 'mark_to_market' } } },
  weather: null,
  mape: null,
  marketColumn: 'market',
};
const source = (metric: string): ResolvedSource => ({ kind: 'risk', datasource: 'risk_positions', metric, unit: null, timeIntervalMinutes: RISK_INTERVAL });
const zone = 'America/Chicago';

describe('risk dashboard defaults', () => {
  for (const category of ['nop', 'supplyAndMarkToMarket']) {
    it(`${category}: a new card's grouping is at or above the data's interval, on a saved and an unsaved dashboard`, () => {
      const offered = groupingChoicesForInterval(RISK_INTERVAL).map((g) => g.id);
      for (const dashboardId of ['d-risk-1', null]) {
        const grouping = defaultCardGrouping({ category, dashboardId, timeInterval: RISK_INTERVAL });
        expect(offered).toContain(grouping);
        expect(groupingOf(grouping).minutes).toBeGreaterThanOrEqual(RISK_INTERVAL);
      }
    });

    it(`${category}: the default window (last month of data) grouped by default covers whole buckets`, () => {
      const grouping = defaultCardGrouping({ category, dashboardId: 'd-risk-1', timeInterval: RISK_INTERVAL });
      // The as-of date 2025-08-01 holds August 2025; its last hour read as hour beginning (23:00) or
      // as the next day's 00:00 (hour ending), both give whole months.
      for (const dataMax of ['2025-09-01T04:00:00Z', '2025-09-01T05:00:00Z']) {
        for (const id of riskSeriesOfCategory(category)) {
          const planned = seriesToQuery(riskSeries(id), {
            timezone: zone,
            from: { ...LAST_MONTH_OF_DATA_DATE_RANGE.from, value: null },
            to: { ...LAST_MONTH_OF_DATA_DATE_RANGE.to, value: null },
            filters: withAsOfDate([], 'asOfDate', '2025-08-01'),
            rangeFilters: [],
            timeFilters: {},
            grouping,
            now: new Date('2026-11-28T12:00:00Z'),
            dataMin: new Date('2025-08-01T05:00:00Z'),
            dataMax: new Date(dataMax),
          }, source(id), mapping);
          expect(planned.success, `${id} ${dataMax}`).toBe(true);
          const range = planned.success ? planned.data.body.timeFilter?.dateRange : undefined;
          // Whole months: from the first day of a month to the first day of the next (the end is sent exclusive).
          expect(range).toEqual({ fromDate: '2025-08-01', toDate: '2025-09-01' });
        }
      }
    });
  }
});
