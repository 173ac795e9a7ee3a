import { csvCell } from '@loadline/core';
import { intervalLabel } from './timeAxis';
import { valueAtTime } from './rows';
import { type ChartCategory, type ChartSeries, type HourConvention, valueAt } from './types';

/** A numeric CSV cell: the number as written by JavaScript, empty for a gap. Never neutralised: a number is not a formula. */
function numberCell(v: number | null): string {
  return v === null ? '' : String(v);
}

/**
 * The data of a chart as CSV (RFC 4180, CRLF line ends): one row per distinct time of any series,
 * in time order; columns Time (ISO 8601 UTC), Hour (the interval label in the zone and hour
 * convention), then one column per series headed `label (unit)`. Gaps are empty cells.
 *
 * @param zone IANA time zone of the Hour column
 * @example
 * const csv = seriesToCsv([load], 'America/Chicago', 'hour-ending');
 */
export function seriesToCsv(series: readonly ChartSeries[], zone: string, convention: HourConvention): string {
  const header = ['Time', 'Hour', ...series.map((s) => (s.unit ? `${s.label} (${s.unit})` : s.label))].map(csvCell).join(',');
  const rows: string[] = [header];
  const cursor = series.map(() => 0);
  for (;;) {
    let t = Infinity;
    series.forEach((s, k) => {
      const i = cursor[k] as number;
      if (i < s.points.x.length) t = Math.min(t, s.points.x[i] as number);
    });
    if (t === Infinity) break;
    const cells = [new Date(t).toISOString(), csvCell(intervalLabel(t, zone, convention))];
    series.forEach((s, k) => {
      const i = cursor[k] as number;
      if (i < s.points.x.length && s.points.x[i] === t) {
        cells.push(numberCell(valueAt(s.points.y, i)));
        cursor[k] = i + 1;
      } else cells.push('');
    });
    rows.push(cells.join(','));
  }
  return rows.join('\r\n') + '\r\n';
}

/**
 * The data of a category chart as CSV (RFC 4180, CRLF line ends): one row per category in axis
 * order, its label under `xTitle`, then one column per series headed `label (unit)`; gaps and
 * categories without a point are empty cells.
 *
 * @param series - series in category positions (`toCategorySeries`).
 * @example
 * categoriesToCsv([load], [{ key: 1, label: 'Mon' }], 'Day of week') // 'Day of week,Load (MW)\r\nMon,41250\r\n'
 */
export function categoriesToCsv(series: readonly ChartSeries[], categories: readonly ChartCategory[], xTitle: string): string {
  const rows = [[xTitle, ...series.map((s) => (s.unit ? `${s.label} (${s.unit})` : s.label))].map(csvCell).join(',')];
  categories.forEach((c, i) => rows.push([csvCell(c.label), ...series.map((s) => numberCell(valueAtTime(s, i)))].join(',')));
  return rows.join('\r\n') + '\r\n';
}
