import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, validateQueryRequest, type MeterTableOptions, type QueryRequestInput, type QueryRow } from '@loadline/core';
import { planCardQueries, type CardPlan, type CardPlanner, type PlannedRequest } from '../../model/queryPlan';
import { meterIdColumnOf } from '../../model/dataMapping';

/**
 * The Meter Table card's queries and rows (spec part 1 §3 "meterTableOptions", §5, §9): each
 * series of the card asked through POST .../query-native split by time and then by meter, one page
 * (`limit` = page size, `skip` = page x size) at a time, so the server pages and the browser never
 * holds more than a page. Rows come in date ascending, then meter id ascending (the splits'
 * order), the spec's default sort. Pure functions.
 *
 * @module
 */

/** The page sizes offered: 10, 25, 50, 100 (default 25). */
export const METER_TABLE_PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;

/** One series' page request of a meter table. */
export interface MeterTableRequest {
  seriesId: string;
  label: string;
  /** Result column of the series' values. */
  measure: string;
  datasource: string;
  /** Its query: the series' planned request split by meter and paged. */
  body: QueryRequestInput;
}

/** What a meter table asks: a request per series, and the series that cannot be shown with why. */
export interface MeterTablePlan {
  requests: MeterTableRequest[];
  errors: { label: string; error: string }[];
}

/** Text of a calculated series on a meter table (its members are summed over meters first). */
export const TEXT_METER_TABLE_CALCULATED = 'Calculated series are not shown in a meter table';

/**
 * The page requests of a meter table from its card plan: every queryable series' request with a
 * dimension split on `meterIdColumn` after its time split, `limit` = page size and `skip` = page
 * number x page size. A series whose plan failed keeps its errors; a calculated series is refused
 * ({@link TEXT_METER_TABLE_CALCULATED}).
 *
 * @example meterTableRequests(plan, 'meterId', { pageNumber: 1, pageSize: 25 }).requests[0]?.body.skip // 25
 */
export function meterTableRequests(plan: Pick<CardPlan, 'plans'>, meterIdColumn: string, options: MeterTableOptions): MeterTablePlan {
  const requests: MeterTableRequest[] = [];
  const errors: MeterTablePlan['errors'] = [];
  const size = options.pageSize;
  for (const p of plan.plans) {
    if (!p.ok) {
      for (const error of p.errors) errors.push({ label: p.series.label, error });
      continue;
    }
    if (p.kind === 'calculated') {
      errors.push({ label: p.series.label, error: TEXT_METER_TABLE_CALCULATED });
      continue;
    }
    const { body } = p.request;
    const splits = [...body.splits.filter((s) => s.type !== 'dimension' || s.columnName !== meterIdColumn), { type: 'dimension' as const, columnName: meterIdColumn }];
    requests.push({
      seriesId: p.series.id,
      label: p.series.label,
      measure: p.measure,
      datasource: p.request.datasource,
      body: { ...body, splits, limit: size, skip: options.pageNumber * size },
    });
  }
  return { requests, errors };
}

/** One row of a meter table: a time bucket (epoch ms) and meter, with a value per series (null where a series has none). */
export interface MeterTableRow {
  key: string;
  time: number;
  meterId: string;
  values: (number | null)[];
}

function instant(v: QueryRow[string] | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Date.parse(v);
  return Number.NaN;
}

/**
 * The rows of a page: the answers of the series' requests joined on (time, meter) and sorted by
 * date ascending, then meter id ascending.
 *
 * @param answers - rows of each request, in the order of `requests` (undefined while loading).
 */
export function meterTableRows(requests: readonly Pick<MeterTableRequest, 'measure'>[], answers: readonly (readonly QueryRow[] | undefined)[], meterIdColumn: string): MeterTableRow[] {
  const byKey = new Map<string, MeterTableRow>();
  requests.forEach((r, i) => {
    for (const row of answers[i] ?? []) {
      const time = instant(row.__time);
      const meterId = String(row[meterIdColumn] ?? '');
      const key = `${time}|${meterId}`;
      let out = byKey.get(key);
      if (!out) {
        out = { key, time, meterId, values: requests.map(() => null) };
        byKey.set(key, out);
      }
      const v = row[r.measure];
      out.values[i] = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : null;
    }
  });
  return [...byKey.values()].sort((a, b) => a.time - b.time || (a.meterId < b.meterId ? -1 : a.meterId > b.meterId ? 1 : 0));
}

/**
 * Pages of a meter table: the largest total of its series' answers over the page size (at least 1).
 *
 * @example pageCount([240, 240], 25) // 10
 */
export function pageCount(totals: readonly (number | undefined)[], pageSize: number): number {
  const total = Math.max(0, ...totals.map((t) => t ?? 0));
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Text of a meter table when neither the config item nor the mapping names a meter id column. */
export const TEXT_METER_TABLE_NO_METER_COLUMN = 'Neither the config item (dynamicColumnsConfig.meterIdColumn) nor the data mapping (meterIdColumn) names a meter id column';

/** What a Meter Table card's plan gives its renderer (`CardPlan.view`). */
export interface MeterTableView {
  /** The series plan of the card, whose key names its query without paging (a change starts again at page 1). */
  base: CardPlan;
  /** The paging the page requests ask for. */
  paging: MeterTableOptions;
  /** The page requests (checked as query-native bodies) and the series refused. */
  pages: MeterTablePlan;
}

/**
 * One page of a meter table as planned requests: {@link meterTableRequests} of the series plan
 * with each body checked as a query-native request (the bodies the plan lists, the prefetch sends
 * and the card reads back under the same keys).
 */
export function meterTablePage(base: Pick<CardPlan, 'plans'>, meterIdColumn: string, paging: MeterTableOptions): { pages: MeterTablePlan; requests: PlannedRequest[] } {
  const raw = meterTableRequests(base, meterIdColumn, paging);
  const pages: MeterTablePlan = { requests: [], errors: [...raw.errors] };
  const requests: PlannedRequest[] = [];
  for (const r of raw.requests) {
    const checked = validateQueryRequest(r.body, { kind: 'native' });
    if (!checked.success) {
      for (const error of checked.errors) pages.errors.push({ label: r.label, error });
      continue;
    }
    pages.requests.push({ ...r, body: checked.data as QueryRequestInput });
    requests.push({ key: JSON.stringify([r.datasource, checked.data, 'native']), datasource: r.datasource, body: checked.data, native: true });
  }
  return { pages, requests };
}

/**
 * The Meter Table's `plan()` (its part of the dashboard's one plan): the card's series planned as
 * any card's, then one query-native page request per series at the card's saved paging
 * (`meterTableOptions`, default page 1 of 25), which the route's prefetch starts and the card
 * reads. Its `view` is a {@link MeterTableView}. On a config item without a meter id column the
 * card asks nothing and says why ({@link TEXT_METER_TABLE_NO_METER_COLUMN}).
 */
export const planMeterTableCard: CardPlanner = (card, context, now, previous) => {
  const before = previous?.view as MeterTableView | undefined;
  const base = planCardQueries(card, context, now, before?.base);
  const paging = card.meterTableOptions ?? { pageNumber: 0, pageSize: DEFAULT_PAGE_SIZE };
  const meterIdColumn = meterIdColumnOf(context.config, context.mapping);
  const key = JSON.stringify(['MeterTable', base.key, meterIdColumn ?? null, paging.pageNumber, paging.pageSize]);
  if (previous && previous.key === key) return previous;
  if (!meterIdColumn) {
    const pages = { requests: [], errors: [{ label: card.title ?? '', error: TEXT_METER_TABLE_NO_METER_COLUMN }] };
    return { ...base, key, requests: [], ownData: true, view: { base, paging, pages } satisfies MeterTableView };
  }
  const { pages, requests } = meterTablePage(base, meterIdColumn, paging);
  return { ...base, key, requests, ownData: true, view: { base, paging, pages } satisfies MeterTableView };
};
