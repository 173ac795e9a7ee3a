import type { DataSeries } from '@loadline/core';
import { loadSeries, type LoadSeriesType } from './seriesCatalog';

/**
 * Meter-level series of meter insights dashboards (spec part 1 §2 "Load or Meter Count type when a
 * meter id column exists"; part 2 §2 Meter Insights): the load of every meter or of one meter, and
 * the count of distinct meters. Pure functions.
 *
 * @module
 */

/** Label of the series over every meter. */
export const TEXT_ALL_METERS = 'All meters';

/** Label of one meter's series. @example meterLabel('HH01') // 'Meter HH01' */
export function meterLabel(meterId: string): string {
  return `Meter ${meterId}`;
}

/**
 * A meter-level series: with `meterId` null, the load summed over every meter (type 'load') or the
 * distinct meters counted ('meterCount'); with a meter id, that meter's load (a series filter on
 * `meterIdColumn`). Ids: `meters|{type}|all` or `meters|load|{meterId}`.
 *
 * @example meterSeries('HH01', 'load', 'meterId').selectedFilters[0]?.items[0]?.id // 'HH01'
 */
export function meterSeries(meterId: string | null, type: LoadSeriesType, meterIdColumn: string): DataSeries {
  const base = loadSeries('actual', type);
  if (meterId === null) {
    return { ...base, id: `meters|${type}|all`, label: type === 'meterCount' ? `${TEXT_ALL_METERS} Meter Count` : TEXT_ALL_METERS };
  }
  return {
    ...loadSeries('actual', 'load'),
    id: `meters|load|${meterId}`,
    label: meterLabel(meterId),
    selectedFilters: [{ name: meterIdColumn, title: 'Meter', items: [{ id: meterId, label: meterId, isChecked: true, isDisabled: false }] }],
  };
}
