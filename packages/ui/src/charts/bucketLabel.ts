import { zoneOffsetMs } from '@loadline/core';
import { intervalLabel } from './timeAxis';
import type { HourConvention, TimeBucket } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Label of the point at `t` (ms UTC) for tooltips and tables: with a `bucket`, the local month
 * ('Nov 2019') or year ('2019') the point stands for (a Month-All or Year-All grouping, whose
 * point sits at the bucket's first hour); without, the interval label of `intervalLabel`
 * ('Nov 1, 2019, HE1').
 *
 * @example bucketLabel(Date.UTC(2019, 10, 1, 5), 'America/Chicago', 'hour-ending', 'month') // 'Nov 2019'
 */
export function bucketLabel(t: number, zone: string, convention: HourConvention, bucket?: TimeBucket): string {
  if (!bucket) return intervalLabel(t, zone, convention);
  const local = new Date(t + zoneOffsetMs(zone, t));
  const year = String(local.getUTCFullYear());
  return bucket === 'year' ? year : `${MONTHS[local.getUTCMonth()]} ${year}`;
}
