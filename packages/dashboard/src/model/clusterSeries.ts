import { dataSeriesSchema, type DataSeries } from '@loadline/core';

/**
 * Cluster series of cluster analysis dashboards (spec part 1 §2 "Cluster dashboard: Process Time
 * selector, Type choice (Cluster Profile, Meter Profile, Meter Count), cluster groups with items
 * named Cluster {n}", §3 "Cluster series types ... item ids {type}|{clusterName}|{clusterItem}",
 * §5 'No "process time" specified for the request'). Pure functions.
 *
 * @module
 */

/** Cluster series types. */
export type ClusterSeriesType = 'clusterProfile' | 'meterProfile' | 'meterCount';

/** Labels of the types. */
export const CLUSTER_TYPE_LABELS: Readonly<Record<ClusterSeriesType, string>> = {
  clusterProfile: 'Cluster Profile',
  meterProfile: 'Meter Profile',
  meterCount: 'Meter Count',
};

/** Marker of a cluster series in `extras.series`. */
export const CLUSTER_SERIES_MARKER = 'cluster';

/** Columns of a clustering run's table. */
export interface ClusterColumns {
  /** Column of the cluster group, e.g. 'clusterName'. */
  clusterNameColumn: string;
  /** Column of the cluster, e.g. 'clusterItem' ('Cluster 1'...). */
  clusterItemColumn: string;
  meterIdColumn: string;
}

const pick = (name: string, value: string) => ({ name, title: name, items: [{ id: value, label: value, isChecked: true, isDisabled: false }] });

/**
 * A cluster series of run `processTime` (ISO): 'clusterProfile' the average meter load of a cluster
 * (kWh, Avg over its meters), 'meterCount' the distinct meters of a cluster, 'meterProfile' one
 * meter's load (`clusterItem` is then the meter id). Id `{type}|{clusterName}|{clusterItem}`; label
 * '{clusterItem} {Type}' (e.g. 'Cluster 2 Cluster Profile'), or 'Meter {id} Profile'.
 *
 * @example clusterSeries('clusterProfile', 'Daily shape', 'Cluster 1', '2020-06-01T05:00:00.000Z', cols).id // 'clusterProfile|Daily shape|Cluster 1'
 */
export function clusterSeries(type: ClusterSeriesType, clusterName: string, clusterItem: string, processTime: string | null, columns: ClusterColumns): DataSeries {
  const count = type === 'meterCount';
  const filters = type === 'meterProfile'
    ? [pick(columns.meterIdColumn, clusterItem)]
    : [pick(columns.clusterNameColumn, clusterName), pick(columns.clusterItemColumn, clusterItem)];
  return dataSeriesSchema.parse({
    id: `${type}|${clusterName}|${clusterItem}`,
    label: type === 'meterProfile' ? `Meter ${clusterItem} Profile` : `${clusterItem} ${CLUSTER_TYPE_LABELS[type]}`,
    type: count ? 'dimensionless' : 'power load',
    calculationOptions: count ? ['CountDistinct'] : ['Avg', 'Sum', 'Min', 'Max'],
    selectedCalculation: count ? 'CountDistinct' : type === 'clusterProfile' ? 'Avg' : 'Sum',
    selectedFilters: filters,
    extras: { series: CLUSTER_SERIES_MARKER, ...(processTime ? { processTime } : {}), ...(count ? { columnName: 'meterCount' } : {}) },
  });
}

/** Whether a series is a cluster series that names no run (it cannot be asked: 'No "process time" specified for the request'). */
export function clusterSeriesWithoutRun(series: Pick<DataSeries, 'extras'>): boolean {
  return series.extras.series === CLUSTER_SERIES_MARKER && !series.extras.processTime;
}
