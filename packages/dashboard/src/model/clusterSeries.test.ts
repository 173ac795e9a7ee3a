import { TEXT_NO_PROCESS_TIME } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { clusterSeries, clusterSeriesWithoutRun } from './clusterSeries';
import { seriesToQuery } from './seriesToQuery';

const columns = { clusterNameColumn: 'clusterName', clusterItemColumn: 'clusterItem', meterIdColumn: 'meterId' };
const RUN = '2020-09-01T11:00:00Z';
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

describe('cluster series', () => {
  it('names items {type}|{clusterName}|{clusterItem} and reads a cluster of one run', () => {
    const s = clusterSeries('clusterProfile', 'Daily shape', 'Cluster 1', RUN, columns);
    expect(s).toMatchObject({ id: 'clusterProfile|Daily shape|Cluster 1', label: 'Cluster 1 Cluster Profile', type: 'power load', selectedCalculation: 'Avg', extras: { series: 'cluster', processTime: RUN } });
    expect(s.selectedFilters.map((f) => [f.name, f.items.map((i) => i.id)])).toEqual([['clusterName', ['Daily shape']], ['clusterItem', ['Cluster 1']]]);
    expect(clusterSeries('meterCount', 'Daily shape', 'Cluster 2', RUN, columns)).toMatchObject({ type: 'dimensionless', selectedCalculation: 'CountDistinct', extras: { columnName: 'meterCount' } });
    expect(clusterSeries('meterProfile', 'Daily shape', 'M1', RUN, columns)).toMatchObject({ id: 'meterProfile|Daily shape|M1', label: 'Meter M1 Profile', selectedFilters: [{ name: 'meterId' }] });
  });

  it("stops a series without a run with 'No \"process time\" specified for the request' and filters one with it", () => {
    const without = clusterSeries('clusterProfile', 'Daily shape', 'Cluster 1', null, columns);
    expect(clusterSeriesWithoutRun(without)).toBe(true);
    const settings = { timezone: 'America/Chicago', from: fixed('2020-08-12'), to: fixed('2020-08-17'), filters: [], rangeFilters: [], timeFilters: {}, grouping: 'Hourly' as const, now: new Date('2020-09-02T00:00:00Z') };
    const source = { kind: 'load' as const, datasource: 'meter_clusters', metric: 'load', unit: null, timeIntervalMinutes: 60 };
    const mapping = { load: { metric: 'load', processTimeColumn: 'processTime' } };
    expect(seriesToQuery(without, settings, source, mapping)).toEqual({ success: false, errors: [TEXT_NO_PROCESS_TIME] });
    const r = seriesToQuery(clusterSeries('clusterProfile', 'Daily shape', 'Cluster 1', RUN, columns), settings, source, mapping);
    expect(r.success && r.data.body.filters).toContainEqual({ columnName: 'processTime', filterType: 'Include', filterValues: [RUN] });
  });
});
