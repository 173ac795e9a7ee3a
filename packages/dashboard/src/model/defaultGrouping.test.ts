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
});
