import { describe, expect, it } from 'vitest';
import { defaultCardGrouping } from './defaultGrouping';

describe('defaultCardGrouping', () => {
  it('is hourly on unsaved dashboards and on scenario and cluster dashboards, quarter-hourly for 15-minute data', () => {
    expect(defaultCardGrouping({ category: 'nop', dashboardId: 'unsaved', timeInterval: 60 })).toBe('Hourly');
    expect(defaultCardGrouping({ category: 'shortTermForecast', dashboardId: null, timeInterval: 60 })).toBe('Hourly');
    expect(defaultCardGrouping({ category: 'scenarioAnalysis', dashboardId: 'd1', timeInterval: 60 })).toBe('Hourly');
    expect(defaultCardGrouping({ category: 'clusterAnalysis', dashboardId: 'd1', timeInterval: 15 })).toBe('QuaterHourly');
  });

  it('is yearly on the forecast dashboards and monthly with no hint', () => {
    expect(defaultCardGrouping({ category: 'longTermForecast', dashboardId: 'd1', timeInterval: 43_200 })).toBe('Yearly');
    expect(defaultCardGrouping({ category: 'dataInsights', dashboardId: 'd1', timeInterval: 60 })).toBe('Monthly');
    expect(defaultCardGrouping({ category: 'nop', dashboardId: 'd1', timeInterval: null })).toBe('Monthly');
  });

  it('holds every default of spec part 1 §9 across categories and intervals', () => {
    // Unsaved: hourly whatever the category; quarter-hourly for 15-minute data.
    expect(defaultCardGrouping({ category: 'longTermForecast', dashboardId: 'unsaved', timeInterval: 60 })).toBe('Hourly');
    // Rows of a day or a month cannot be grouped hourly ('Cannot group by selection'): core's default group interval is their own.
    expect(defaultCardGrouping({ category: 'shortTermPerformance', dashboardId: 'unsaved', timeInterval: 1440 })).toBe('Daily');
    expect(defaultCardGrouping({ category: 'dataInsights', dashboardId: 'unsaved', timeInterval: 15 })).toBe('QuaterHourly');
    // Scenario and cluster: hourly when saved, quarter-hourly for 15-minute data.
    expect(defaultCardGrouping({ category: 'scenarioAnalysis', dashboardId: 'd1', timeInterval: 15 })).toBe('QuaterHourly');
    expect(defaultCardGrouping({ category: 'clusterAnalysis', dashboardId: 'd1', timeInterval: 60 })).toBe('Hourly');
    expect(defaultCardGrouping({ category: 'scenarioAnalysis', dashboardId: 'd1', timeInterval: null })).toBe('Hourly');
    // The forecast dashboards: yearly. Every other saved category (no hint): monthly.
    expect(defaultCardGrouping({ category: 'shortTermForecast', dashboardId: 'd1', timeInterval: 15 })).toBe('Yearly');
    for (const category of ['shortTermPerformance', 'loadDisagg', 'supplyAndMarkToMarket']) {
      expect(defaultCardGrouping({ category, dashboardId: 'd1', timeInterval: 60 })).toBe('Monthly');
    }
  });
});
