import type { Adjustment } from '@loadline/core';

const HOUR = 3_600_000;

/**
 * A deterministic hourly load shape (MWh) like ERCOT COAST's: a daily cycle peaking in the late
 * afternoon, lower at weekends, higher in summer.
 */
export function storyLoad(t: number): number {
  const d = new Date(t - 6 * HOUR);
  const hour = d.getUTCHours();
  const day = d.getUTCDay();
  const season = 1 + 0.35 * Math.cos(((d.getUTCMonth() - 6.5) / 12) * 2 * Math.PI);
  const daily = 0.78 + 0.22 * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const weekend = day === 0 || day === 6 ? 0.9 : 1;
  return Math.round(11_000 * season * daily * weekend * 100) / 100;
}

/**
 * A draft adjustment of `hours` hourly intervals from `from` (ISO, an interval start), its
 * summary the {@link storyLoad} forecast, authored by `createdBy` (the memory adapter's signed-in
 * user is usr-gcp-analyst).
 */
export function storyEditorAdjustment({
  id = 'adj-editor', hours = 168, from = '2019-07-01T05:00:00Z', createdBy = 'usr-gcp-analyst', status = 'draft', name = 'Heat wave uplift COAST',
}: { id?: string; hours?: number; from?: string; createdBy?: string; status?: 'draft' | 'approved'; name?: string } = {}): Adjustment {
  const t0 = Date.parse(from);
  const summary = Array.from({ length: hours }, (_, i) => {
    const load = storyLoad(t0 + i * HOUR);
    return { timestamp: new Date(t0 + i * HOUR).toISOString(), forecast: load, adjustedForecast: load };
  });
  const last = new Date(t0 + (hours - 1) * HOUR - 5 * HOUR).toISOString().slice(0, 10);
  return {
    adjustmentId: id,
    name,
    configId: 'cfg-ercot-forecast',
    market: 'COAST',
    processTime: new Date(t0 - 18 * HOUR).toISOString(),
    dateRange: { from: from.slice(0, 10), to: last },
    summary,
    timezone: 'America/Chicago',
    isHourEnding: true,
    status,
    versions: [],
    createdAt: '2019-06-30T12:00:00Z',
    createdBy,
    approvedBy: status === 'approved' ? 'forecaster@gulfcoast-power.test' : null,
    approvedOn: status === 'approved' ? '2019-06-30T15:00:00Z' : null,
  };
}
