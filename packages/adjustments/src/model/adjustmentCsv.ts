import { csvCell, formatOffset, hourEndingOf, zoneOffsetMs } from '@loadline/core';
import type { EditorRow } from './editorRows';

const HOUR = 3_600_000;

/**
 * An instant as ISO 8601 local time with its offset in `timeZone`, seconds included:
 * `2019-07-02T00:00:00-05:00`.
 *
 * @example isoWithOffset(Date.UTC(2019, 6, 2, 5), 'America/Chicago') // '2019-07-02T00:00:00-05:00'
 */
export function isoWithOffset(t: number, timeZone: string): string {
  const offset = zoneOffsetMs(timeZone, t);
  const wall = new Date(t + offset).toISOString().slice(0, 19);
  return `${wall}${formatOffset(Math.round(offset / 60_000))}`;
}

/**
 * A load as a CSV number at the precision it was stored with: 15 significant digits (what an IEEE
 * 754 double holds exactly in decimal), so the binary noise of arithmetic (16365.529400000003,
 * 0.30000000000000004) is dropped and every stored decimal kept. Null (a gap) is an empty cell.
 *
 * @example csvNumber(16365.529400000003) // '16365.5294'
 */
export function csvNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return String(Number(value.toPrecision(15)));
}

/** Header of {@link adjustmentCsv}. */
export const ADJUSTMENT_CSV_COLUMNS = ['interval_start', 'interval_end', 'hour_ending', 'time_zone', 'unit', 'forecast', 'adjusted_forecast'] as const;

/**
 * The rows of an adjustment as CSV (RFC 4180, CRLF line ends, formula-safe through core's
 * `csvCell`): interval start and end (ISO 8601 with the zone's offset), the hour-ending label
 * (`HE1`..`HE24`, `HE2*` for a repeated hour), the IANA time zone, the unit, the forecast and
 * the adjusted forecast at their stored precision ({@link csvNumber}; empty for a gap).
 *
 * @param unit unit of the loads, e.g. `MWh`
 * @example adjustmentCsv(rows, 'America/Chicago', 'MWh').split('\r\n')[0] // 'interval_start,interval_end,hour_ending,...'
 */
export function adjustmentCsv(rows: readonly EditorRow[], timeZone: string, unit: string): string {
  const lines = [ADJUSTMENT_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push([
      isoWithOffset(r.t, timeZone), isoWithOffset(r.t + HOUR, timeZone), csvCell(hourEndingOf(r.t, timeZone)), csvCell(timeZone), csvCell(unit),
      csvNumber(r.forecast), csvNumber(r.adjustedForecast ?? r.forecast),
    ].join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * Cells as tab-separated text for the clipboard (a spreadsheet pastes it into the same shape):
 * one line per row, tabs between cells; tabs and line breaks inside a cell become spaces.
 *
 * @example tsvOf([['2019-07-02', 'HE1', '41250']]) // '2019-07-02\tHE1\t41250'
 */
export function tsvOf(cells: readonly (readonly string[])[]): string {
  return cells.map((row) => row.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
}
