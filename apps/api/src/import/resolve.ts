import { IMPORT_FORMATS, type HourConvention, type ImportKind } from './formats';
import { dayHourTable, hourName } from './hours';
import type { ImportRow, PendingRow, RejectedRow } from './types';

/** Options of {@link resolveHours}. */
export interface ResolveOptions {
  kind: ImportKind;
  timezone: string;
  hourConvention: HourConvention;
}

/**
 * What one series of a file is: its identifier, and for a forecast run its process time (the
 * format's instants, after its text columns), so two vintages of one hour are no duplicate.
 */
function seriesKey(row: Pick<PendingRow, 'id' | 'texts'>, kind: ImportKind): string {
  const instants = row.texts.slice(IMPORT_FORMATS[kind].texts.length);
  return instants.length ? `${row.id}\u0000${instants.join('\u0000')}` : row.id;
}

/**
 * The way out when a file's hours break the zone's daylight-saving rules: its clock may not
 * change at all (a meter or SCADA export in UTC, or in standard time all year).
 */
function zoneHint(timezone: string): string {
  const standard = timezone === 'America/Chicago' ? 'Etc/GMT+6 (Central standard time all year)' : 'Etc/GMT+N (standard time all year)';
  return `; if the file's clock does not change for daylight saving, import it with --timezone UTC or --timezone ${standard}`;
}

function utcLabel(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Turns local hour labels into UTC interval starts under the zone's daylight-saving rules and
 * rejects duplicates.
 *
 * - A label absent from its day (the skipped spring-forward hour) is rejected.
 * - The repeated fall-back hour must appear twice for the same identifier: the first occurrence
 *   in file order is the earlier (daylight) hour, the second the later (standard) one; a row
 *   flagged ` DST` is the second occurrence (ERCOT's `02:00 DST`). A single unflagged
 *   occurrence is ambiguous and rejected; a ` DST` flag on any other hour is rejected.
 * - Two rows with the same identifier and interval start are duplicates: every row of the group
 *   is rejected, naming the other lines.
 */
export function resolveHours(pending: readonly PendingRow[], options: ResolveOptions): { rows: ImportRow[]; rejected: RejectedRow[] } {
  const idHeader = IMPORT_FORMATS[options.kind].idHeader;
  const rejected: RejectedRow[] = [];
  const placed: ImportRow[] = [];
  const tables = new Map<string, Map<number, number[]>>();
  const groups = new Map<string, PendingRow[]>();
  for (const row of pending) {
    const { hour } = row;
    if (hour.kind === 'instant') {
      placed.push({ line: row.line, id: row.id, values: row.values, texts: row.texts, startMs: hour.startMs });
      continue;
    }
    const key = `${seriesKey(row, options.kind)}\u0000${hour.day}\u0000${hour.label}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    if (first.hour.kind !== 'local') continue;
    const { day, label } = first.hour;
    let table = tables.get(day);
    if (!table) tables.set(day, (table = dayHourTable(day, options.timezone, options.hourConvention)));
    const starts = table.get(label) ?? [];
    const name = `${hourName(label, options.hourConvention)} of ${day}`;
    const lines = group.map((r) => r.line);
    const others = (line: number) => lines.filter((l) => l !== line).join(', ');
    const reject = (reason: (row: PendingRow) => string) => group.forEach((r) => rejected.push({ line: r.line, reason: reason(r) }));
    const flagged = group.filter((r) => r.hour.kind === 'local' && r.hour.dstFlag);
    if (starts.length === 0) {
      reject(() => `${name} does not exist in ${options.timezone} (the clocks skip it on the spring-forward day)${zoneHint(options.timezone)}`);
    } else if (starts.length === 1) {
      if (flagged.length) reject(() => `${name} is marked DST but ${day} has no repeated hour`);
      else if (group.length > 1) reject((r) => `duplicate: ${idHeader} ${r.id}, ${name} also on line ${others(r.line)}`);
      else placed.push({ ...withoutHour(first), startMs: starts[0]! });
    } else if (group.length > 2 || flagged.length > 1) {
      reject((r) => `duplicate: ${idHeader} ${r.id}, ${name} (the repeated fall-back hour) appears ${group.length} times, also on line ${others(r.line)}`);
    } else if (group.length === 1 && flagged.length === 0) {
      reject(() => `${name} repeats on the fall-back day in ${options.timezone} but appears once: give both occurrences in order, or mark the second "DST"${zoneHint(options.timezone)}`);
    } else {
      // Unflagged rows take the earlier hour first; the flagged row is always the later one.
      const ordered = [...group.filter((r) => !flagged.includes(r)), ...flagged];
      const slots = flagged.length && group.length === 1 ? [starts[1]!] : starts;
      ordered.forEach((r, i) => placed.push({ ...withoutHour(r), startMs: slots[i]! }));
    }
  }
  // Exact instants and resolved local hours together: one row per identifier and interval start.
  const byKey = new Map<string, ImportRow[]>();
  for (const row of placed) {
    const key = `${seriesKey(row, options.kind)}\u0000${row.startMs}`;
    const list = byKey.get(key) ?? [];
    list.push(row);
    byKey.set(key, list);
  }
  const rows: ImportRow[] = [];
  for (const list of byKey.values()) {
    if (list.length === 1) {
      rows.push(list[0]!);
      continue;
    }
    const lines = list.map((r) => r.line);
    for (const r of list) {
      rejected.push({ line: r.line, reason: `duplicate: ${idHeader} ${r.id}, hour starting ${utcLabel(r.startMs)} also on line ${lines.filter((l) => l !== r.line).join(', ')}` });
    }
  }
  rows.sort((a, b) => a.line - b.line);
  return { rows, rejected };
}

function withoutHour(row: PendingRow): Omit<ImportRow, 'startMs'> {
  return { line: row.line, id: row.id, values: row.values, texts: row.texts };
}
