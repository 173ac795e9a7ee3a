import type { DatasourceMetadata } from '../../query/datasource.schema';
import { measureResultName, queryRequestSchema, type QueryRequestInput, type QueryResponse, type SelectedMeasure, type Split } from '../../query/query.schema';
import type { QueryFilter, QueryRow, TimeFilter, TimePart } from '../../query/common.schema';
import { timePartOf } from '../../query/timePartRows';
import { TEXT_AT_LEAST_ONE_COLUMN, TEXT_NO_DATE_RANGE_FOR_REQUEST } from '../../texts';
import { bucketStart } from '../../time/buckets';
import { startOfLocalDate } from '../../time/localDayHours';
import { formatLocalDate, formatOffset, parseLocalDate, toLocalDateTime, wallTimeToInstant } from '../../time/zonedTime';
import { compareValues, httpError, parseBody, type MemoryRow } from './common';

/** A datasource held in memory: its metadata and its rows in time order. */
export interface MemoryDatasource {
  readonly metadata: DatasourceMetadata;
  readonly rows: readonly MemoryRow[];
}

const TIME_TEXT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of a request date or date-time: `YYYY-MM-DD` is local midnight in `zone`, a
 * date-time without offset is a wall time in `zone`, one with `Z`/`±hh:mm` is that instant.
 */
export function requestInstant(text: string, zone: string): number {
  const m = TIME_TEXT.exec(text);
  const invalid = () => httpError(400, `"${text}" is not a valid date`);
  if (!m) throw invalid();
  let date;
  try {
    date = parseLocalDate(m[1] as string);
  } catch {
    throw invalid();
  }
  if (m[6]) return Date.parse(text);
  if (m[2] === undefined) return startOfLocalDate(date, zone).getTime();
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 24 || minute > 59 || second > 59 || (hour === 24 && minute + second > 0)) throw invalid();
  const ms = m[5] ? Math.floor(Number(`0.${m[5]}`) * 1000) : 0;
  return wallTimeToInstant(date, hour, minute, zone).getTime() + second * 1000 + ms;
}

/**
 * ISO 8601 text of a bucket start with the zone's offset, e.g. '2019-03-10T00:00:00-06:00' ('Z' in UTC).
 *
 * @example formatInstant(Date.parse('2019-03-10T06:00:00Z'), 'America/Chicago') // '2019-03-10T00:00:00-06:00'
 */
export function formatInstant(ms: number, zone: string): string {
  const l = toLocalDateTime(ms, zone);
  const p = (n: number) => String(n).padStart(2, '0');
  const local = `${formatLocalDate(l)}T${p(l.hour)}:${p(l.minute)}:${p(l.second)}`;
  return l.offsetMinutes === 0 && zone === 'UTC' ? `${local}Z` : `${local}${formatOffset(l.offsetMinutes)}`;
}

function timePart(ms: number, part: string, zone: string): number | string {
  return timePartOf(toLocalDateTime(ms, zone), part as TimePart);
}

function checkColumn(ds: MemoryDatasource, column: string): void {
  const { dimensions, metrics } = ds.metadata;
  if (column !== '__time' && !dimensions.some((d) => d.name === column) && !metrics.some((m) => m.name === column)) {
    throw httpError(400, `Unknown column "${column}" in datasource ${ds.metadata.name}`);
  }
}

/** As the API: numeric aggregations, weights and range filters need a metric, not a dimension. */
function checkMetric(ds: MemoryDatasource, column: string, field: string): void {
  checkColumn(ds, column);
  if (!ds.metadata.metrics.some((m) => m.name === column)) throw httpError(400, `${field}: "${column}" is not a metric of datasource ${ds.metadata.name}`);
}

function checkMeasure(ds: MemoryDatasource, m: SelectedMeasure, field: string): void {
  if (!('customAggregation' in m)) {
    if (m.aggregation === 'CountDistinct') checkColumn(ds, m.columnName);
    else checkMetric(ds, m.columnName, `${field}.columnName`);
    return;
  }
  const { function: fn, columnName, weightColumnName } = m.customAggregation;
  if (fn !== 'WeightedAvg') return checkColumn(ds, columnName);
  checkMetric(ds, columnName, `${field}.customAggregation.columnName`);
  if (weightColumnName === undefined) throw httpError(400, `${field}.customAggregation: WeightedAvg needs weightColumnName`);
  checkMetric(ds, weightColumnName, `${field}.customAggregation.weightColumnName`);
}

/** The rows kept by dimension filters and a time filter, in time order. */
export function filterRows(
  ds: MemoryDatasource,
  filters: readonly QueryFilter[],
  timeFilter: TimeFilter | undefined,
  zone: string,
): MemoryRow[] {
  for (const f of filters) checkColumn(ds, f.columnName);
  const range = timeFilter?.dateRange;
  const from = range ? requestInstant(range.fromDate, zone) : -Infinity;
  const to = range ? requestInstant(range.toDate, zone) : Infinity;
  if (range && to <= from) throw httpError(400, 'timeFilter.dateRange: toDate must be after fromDate');
  const parts = Object.entries(timeFilter?.timePartFilter ?? {}).filter(([, v]) => Array.isArray(v)) as [string, (string | number)[]][];
  return ds.rows.filter((row) => {
    if (row.__time < from || row.__time >= to) return false;
    for (const f of filters) {
      const listed = f.filterValues.includes(row[f.columnName] ?? null);
      if (listed !== (f.filterType === 'Include')) return false;
    }
    return parts.every(([part, values]) => values.includes(timePart(row.__time, part, zone)));
  });
}

function aggregate(measure: SelectedMeasure, rows: readonly MemoryRow[]): number | string | null {
  if ('customAggregation' in measure) {
    const { function: fn, columnName, weightColumnName } = measure.customAggregation;
    const present = rows.filter((r) => r[columnName] !== null && r[columnName] !== undefined);
    if (fn === 'First') return (present[0]?.[columnName] as number | string | undefined) ?? null;
    if (fn === 'Last') return (present[present.length - 1]?.[columnName] as number | string | undefined) ?? null;
    let sum = 0;
    let weights = 0;
    for (const r of present) {
      const w = Number(weightColumnName ? r[weightColumnName] : 1);
      sum += Number(r[columnName]) * w;
      weights += w;
    }
    return weights === 0 ? null : sum / weights;
  }
  const values = rows.map((r) => r[measure.columnName]).filter((v) => v !== null && v !== undefined);
  if (measure.aggregation === 'CountDistinct') return new Set(values).size;
  const numbers = values.map(Number).filter((v) => Number.isFinite(v));
  if (numbers.length === 0) return null;
  switch (measure.aggregation) {
    case 'Sum': return numbers.reduce((a, b) => a + b, 0);
    case 'Avg': return numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'Min': return Math.min(...numbers);
    default: return Math.max(...numbers);
  }
}

function splitValue(split: Split, row: MemoryRow, zone: string): string | number | boolean | null {
  if (split.type === 'time') return formatInstant(bucketStart(row.__time, split.granularity, zone).getTime(), zone);
  if (split.type === 'timePart') return timePart(row.__time, split.part, zone);
  return row[split.columnName] ?? null;
}

function splitName(split: Split): string {
  return split.type === 'timePart' ? split.part : split.columnName;
}

/**
 * Answers a query or native query over a memory datasource as the reference API does (both calls
 * alike, so `_native` changes nothing; it stays for callers that pass it): one row per split combination (time buckets as ISO 8601
 * with offset under `__time`, local-calendar buckets in `timezone`), measure results by
 * `measureResultName`, rows ordered by `orderBy` or by the splits, then paged by `skip`/`limit`
 * with `total` (rows before paging). Without measures, the distinct split combinations (a meter
 * table's meters).
 *
 * @throws LoadlineHttpError 400 with the API's texts: 'At least one column value must be
 *   requested' (no measure and no split), 'No date range specified for the request' (no
 *   `timeFilter.dateRange`); and for an invalid body, an unknown column, a numeric aggregation or
 *   range filter on a dimension, an invalid date or an empty range.
 *
 * @example runQuery(ds, { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'P1D' }], timeFilter: { dateRange: { fromDate: '2019-07-01', toDate: '2019-08-01' } } }, false)
 */
export function runQuery(ds: MemoryDatasource, input: QueryRequestInput, _native: boolean): QueryResponse {
  const q = parseBody(queryRequestSchema, input);
  if (q.selectedMeasures.length === 0 && q.splits.length === 0) throw httpError(400, TEXT_AT_LEAST_ONE_COLUMN);
  if (!q.timeFilter?.dateRange) throw httpError(400, TEXT_NO_DATE_RANGE_FOR_REQUEST);
  q.selectedMeasures.forEach((m, i) => checkMeasure(ds, m, `selectedMeasures[${i}]`));
  for (const s of q.splits) if (s.type === 'dimension') checkColumn(ds, s.columnName);
  q.rangeFilters.forEach((r, i) => checkMetric(ds, r.columnName, `rangeFilters[${i}].columnName`));
  const zone = q.timezone;
  const kept = filterRows(ds, q.filters, q.timeFilter, zone).filter((row) =>
    q.rangeFilters.every((r) => {
      const v = Number(row[r.columnName]);
      return (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);
    }));
  const groups = new Map<string, { key: QueryRow; rows: MemoryRow[] }>();
  for (const row of kept) {
    const key: QueryRow = {};
    for (const s of q.splits) key[splitName(s)] = splitValue(s, row, zone);
    const id = JSON.stringify(q.splits.map((s) => key[splitName(s)]));
    const group = groups.get(id) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  if (q.splits.length === 0 && groups.size === 0) groups.set('', { key: {}, rows: [] });
  const data: QueryRow[] = [...groups.values()].map(({ key, rows }) => {
    const out: QueryRow = { ...key };
    for (const m of q.selectedMeasures) out[measureResultName(m)] = aggregate(m, rows);
    return out;
  });
  // As the API: the asked order, then every split ascending.
  const order = [...(q.orderBy ?? [])];
  for (const s of q.splits) if (!order.some((o) => o.columnName === splitName(s))) order.push({ columnName: splitName(s), direction: 'asc' });
  if (order.length > 0) {
    // Time buckets sort by instant, not by text (offsets differ across DST).
    const sortKey = (row: QueryRow, column: string) =>
      column === '__time' && typeof row.__time === 'string' ? Date.parse(row.__time) : row[column];
    data.sort((a, b) => {
      for (const { columnName, direction } of order) {
        const x = sortKey(a, columnName);
        const y = sortKey(b, columnName);
        // As the API's database: nulls last in either direction, text by code unit (not by locale).
        if (x === null || x === undefined || y === null || y === undefined) {
          if ((x ?? null) === (y ?? null)) continue;
          return x === null || x === undefined ? 1 : -1;
        }
        const c = typeof x === 'string' && typeof y === 'string' ? (x < y ? -1 : x > y ? 1 : 0) : compareValues(x, y);
        if (c !== 0) return direction === 'asc' ? c : -c;
      }
      return 0;
    });
  }
  if (q.limit === undefined && q.skip === undefined) return { data, ...(q.queryId ? { queryId: q.queryId } : {}) };
  const skip = q.skip ?? 0;
  return { data: data.slice(skip, q.limit === undefined ? undefined : skip + q.limit), total: data.length, ...(q.queryId ? { queryId: q.queryId } : {}) };
}
