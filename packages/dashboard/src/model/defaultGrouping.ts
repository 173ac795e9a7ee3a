import { UNSAVED_DASHBOARD_ID, defaultGroupInterval, type Grouping } from '@loadline/core';

/**
 * The grouping of a new card (spec part 1 §9 "Default card grouping: monthly with no hint, yearly
 * for the forecast dashboard, hourly for scenario and cluster dashboards and in unsaved
 * dashboards"; "Default group interval: quarter-hourly when the time interval is 15, otherwise
 * hourly"): hourly (quarter-hourly for 15-minute data) on an unsaved dashboard or a scenario or
 * cluster dashboard, yearly on a short- or long-term forecast dashboard, monthly otherwise.
 *
 * @example defaultCardGrouping({ category: 'nop', dashboardId: 'a1b2', timeInterval: 60 }) // 'Monthly'
 * @example defaultCardGrouping({ category: 'clusterAnalysis', dashboardId: 'a1b2', timeInterval: 15 }) // 'QuaterHourly'
 */
export function defaultCardGrouping(input: { category: string; dashboardId: string | null; timeInterval: number | null | undefined }): Grouping {
  const hourly = defaultGroupInterval(input.timeInterval ?? undefined);
  if (input.dashboardId === null || input.dashboardId === UNSAVED_DASHBOARD_ID) return hourly;
  if (input.category === 'scenarioAnalysis' || input.category === 'clusterAnalysis') return hourly;
  if (input.category === 'shortTermForecast' || input.category === 'longTermForecast') return 'Yearly';
  return 'Monthly';
}
