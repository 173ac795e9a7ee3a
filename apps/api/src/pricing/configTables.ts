import { configRowSchemas, naturalCompare, type CONFIG_FILTER_NAMES, type ConfigTable } from '@loadline/core';
import type { Executor, SqlParam } from '../db/database';

/**
 * Metadata and queries of the eight pricing configuration tables (spec part 2 §2 "Configurations
 * screen", §3, §7 GET /pricing/v1/config/{table}[/count|/distinct/]). Every column a request names
 * is checked against the table's metadata before it reaches SQL (it is then quoted from the
 * metadata, never from the request); every value is a bound parameter.
 *
 * @module
 */

/** A filter name of spec part 2 §3. */
export type ConfigFilterName = (typeof CONFIG_FILTER_NAMES)[number];

/** One table: its SQL source, displayed columns (the row schema's keys), extra columns and filters. */
export interface ConfigTableMeta {
  /** SQL relation (a seed table or a fixed subquery). */
  from: string;
  /** Displayed columns, in order (the keys of the core row schema). */
  columns: readonly string[];
  /** Columns not displayed that may still be sorted on and asked for distinct values. */
  extra: readonly string[];
  /** Filter name -> column it restricts. */
  filters: Partial<Record<ConfigFilterName, string>>;
}

const cols = (t: ConfigTable) => Object.keys(configRowSchemas[t].shape);

/** The tables. */
export const CONFIG_TABLE_META: Readonly<Record<ConfigTable, ConfigTableMeta>> = {
  products: {
    from: 'pricing_products',
    columns: cols('products'),
    extra: ['edc', 'repName', 'rateType', 'termMonths', 'renewablePct'],
    filters: { productCode: 'code' },
  },
  'product-component': {
    from: 'pricing_product_component',
    columns: cols('product-component'),
    extra: [],
    filters: { productCode: 'product', componentCode: 'component', componentGroup: 'componentGroup', granularity: 'granularity', uom: 'uom' },
  },
  'component-curve': {
    from: '(SELECT cc.component, cc.curve, cc.asOfDatetime, c.curveType FROM pricing_component_curve cc JOIN pricing_curves c ON c.name = cc.curve)',
    columns: cols('component-curve'),
    extra: ['curveType'],
    filters: { componentCode: 'component', curveType: 'curveType' },
  },
  components: {
    from: 'pricing_components',
    columns: cols('components'),
    extra: ['componentGroup'],
    filters: {
      componentCode: 'code',
      componentGroup: 'componentGroup',
      componentLevel: 'level',
      componentInputType: 'inputType',
      granularity: 'granularity',
      uom: 'uom',
    },
  },
  formulae: {
    from: 'pricing_formulae',
    columns: cols('formulae'),
    extra: [],
    filters: { componentCode: 'component', productCode: 'product' },
  },
  attributes: {
    from: 'pricing_attributes',
    columns: cols('attributes'),
    extra: [],
    filters: { attributeName: 'attributeName', attributeValue: 'attributeValue' },
  },
  curves: {
    from: 'pricing_curves',
    columns: cols('curves'),
    extra: ['curveType', 'granularity', 'uom'],
    filters: { curveType: 'curveType', granularity: 'granularity', uom: 'uom' },
  },
  'load-profiles': {
    from: 'pricing_load_profiles',
    columns: cols('load-profiles'),
    extra: ['market', 'loadZone', 'profileClass'],
    filters: { loadProfile: 'code' },
  },
};

/** A request refused with a status and a message (answered `{ message, requestId }`). */
export class PricingRequestError extends Error {
  constructor(message: string, readonly statusCode: number = 400) {
    super(message);
    this.name = 'PricingRequestError';
  }
}

/** Message of the 404 answer when the database holds no pricing configuration (a file not seeded with it). */
export const NO_PRICING_CONFIGURATION = 'No pricing configuration has been loaded';

const seeded = new WeakSet<Executor>();
/**
 * Resolves when the pricing tables exist (remembered per database once they do).
 * @throws PricingRequestError 404 when they do not (e.g. a database seeded without pricing)
 */
export async function requireConfiguration(db: Executor): Promise<void> {
  if (seeded.has(db)) return;
  const rows = await db.all<{ n: number }>(
    `SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE schema_name = 'main' AND table_name IN ('pricing_products', 'pricing_product_component',
      'pricing_component_curve', 'pricing_components', 'pricing_formulae', 'pricing_attributes', 'pricing_curves', 'pricing_load_profiles')`,
  );
  if ((rows[0]?.n ?? 0) < 8) throw new PricingRequestError(NO_PRICING_CONFIGURATION, 404);
  seeded.add(db);
}

const quote = (column: string) => `"${column.replaceAll('"', '""')}"`;

/**
 * The column a filter name or column name means on a table (spec part 2 §3 filter names, §7
 * configuration calls), or an error naming it. Only the table's own names count: a name of
 * Object.prototype (`__proto__`, `constructor`) is unknown like any other.
 * @throws {PricingRequestError} 400 `Unknown {what} field: {field}`
 */
export function columnOf(meta: ConfigTableMeta, field: string, what: 'filter' | 'sort' | 'distinct'): string {
  const byFilter = Object.hasOwn(meta.filters, field) ? meta.filters[field as ConfigFilterName] : undefined;
  if (typeof byFilter === 'string') return byFilter;
  if (what !== 'filter' && (meta.columns.includes(field) || meta.extra.includes(field))) return field;
  throw new PricingRequestError(`Unknown ${what} field: ${field.slice(0, 100)}`);
}

/** Filters of a request: filter name -> values kept (an empty list keeps everything). */
export type ConfigFilters = Readonly<Record<string, readonly string[]>>;

function where(meta: ConfigTableMeta, filters: ConfigFilters): { sql: string; params: SqlParam[] } {
  const parts: string[] = [];
  const params: SqlParam[] = [];
  for (const [name, values] of Object.entries(filters)) {
    const column = columnOf(meta, name, 'filter');
    if (values.length === 0) continue;
    parts.push(`CAST(${quote(column)} AS VARCHAR) IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Paging and sorting of a rows request (validated). The query functions below check every name first, then that the tables exist. */
export interface ConfigPage {
  limit: number;
  skip: number;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
}

/** A column the rows are ordered by, and its direction. */
interface SortKey {
  column: string;
  desc: boolean;
}

/**
 * Natural ranks of a text column: equal ranks for values {@link naturalCompare} reads the same,
 * ascending in its order (digits as numbers, letters by the 'en' collation); null for null. Each
 * distinct value is compared once, so sorting the rows then compares numbers only.
 */
function naturalRanks(values: readonly (string | null)[]): (number | null)[] {
  const distinct = [...new Set(values.filter((v): v is string => v !== null))].sort(naturalCompare);
  const rankOf = new Map<string, number>();
  distinct.forEach((v, i) => rankOf.set(v, i > 0 && naturalCompare(distinct[i - 1]!, v) === 0 ? rankOf.get(distinct[i - 1]!)! : i));
  return values.map((v) => (v === null ? null : rankOf.get(v)!));
}

/**
 * Compares rows `a` and `b` on their sort keys, key by key: `order[k]` ranks the values of key `k`
 * (natural ranks for text, SQL ranks otherwise; null for null). A null comes last either way, as
 * `NULLS LAST`; `desc` reverses the rest. When every key reads the same, the SQL ranks `exact[k]`
 * (text in code point order) break the tie, so the order is total and pages never overlap.
 */
function compareRows(keys: readonly SortKey[], order: readonly (readonly (number | null)[])[], exact: readonly (readonly (number | null)[])[], a: number, b: number): number {
  for (let k = 0; k < keys.length; k++) {
    const ra = order[k]![a]!;
    const rb = order[k]![b]!;
    if (ra === rb) continue;
    if (ra === null || rb === null) return ra === null ? 1 : -1;
    return keys[k]!.desc ? rb - ra : ra - rb;
  }
  for (let k = 0; k < keys.length; k++) {
    const c = (exact[k]![a] ?? Number.MAX_SAFE_INTEGER) - (exact[k]![b] ?? Number.MAX_SAFE_INTEGER);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * One page of rows: the displayed columns as text (null kept), sorted by `sortBy` (a displayed or
 * extra column) then by every displayed column ascending, so pages never overlap. Text columns
 * sort in natural order ({@link naturalCompare}, as the front end's filter lists), other columns
 * in their SQL order. The filtered rows are read with bound values only (column names come from
 * the table's metadata), sorted here, and `skip`/`limit` taken from the sorted rows.
 */
export async function configRows(db: Executor, table: ConfigTable, page: ConfigPage, filters: ConfigFilters): Promise<Record<string, string | null>[]> {
  const meta = CONFIG_TABLE_META[table];
  const w = where(meta, filters);
  const keys: SortKey[] = [
    ...(page.sortBy === undefined ? [] : [{ column: columnOf(meta, page.sortBy, 'sort'), desc: page.sortOrder === 'desc' }]),
    ...meta.columns.map((column) => ({ column, desc: false })),
  ];
  const select = [
    ...meta.columns.map((c) => `CAST(${quote(c)} AS VARCHAR) AS ${quote(c)}`),
    // Per key: its text when the column is text (else null), and its rank in SQL order (null for null).
    ...keys.map((k, i) => `CASE WHEN typeof(${quote(k.column)}) = 'VARCHAR' THEN CAST(${quote(k.column)} AS VARCHAR) END AS "text ${i}"`),
    ...keys.map((k, i) => `CASE WHEN ${quote(k.column)} IS NOT NULL THEN dense_rank() OVER (ORDER BY ${quote(k.column)} ASC NULLS LAST)::INTEGER END AS "rank ${i}"`),
  ].join(', ');
  await requireConfiguration(db);
  const result = await db.columns(`SELECT ${select} FROM ${meta.from} ${w.sql}`, w.params);
  // No rows: DuckDB gives no column arrays at all.
  if (result.rowCount === 0) return [];
  const n = meta.columns.length;
  const exact = keys.map((_, i) => result.columns[n + keys.length + i] as (number | null)[]);
  const order = keys.map((_, i) => {
    const text = result.columns[n + i] as (string | null)[];
    // Text only in a text column (null elsewhere): a text column ranks naturally, another in SQL order.
    return text.some((v) => v !== null) ? naturalRanks(text) : exact[i]!;
  });
  const rows = Array.from({ length: result.rowCount }, (_, r) => r).sort((a, b) => compareRows(keys, order, exact, a, b));
  return rows.slice(page.skip, page.skip + page.limit).map((r) => {
    const row: Record<string, string | null> = {};
    meta.columns.forEach((c, i) => (row[c] = result.columns[i]![r] as string | null));
    return row;
  });
}

/** Number of rows the filters keep. */
export async function configCount(db: Executor, table: ConfigTable, filters: ConfigFilters): Promise<number> {
  const meta = CONFIG_TABLE_META[table];
  const w = where(meta, filters);
  await requireConfiguration(db);
  const rows = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ${meta.from} ${w.sql}`, w.params);
  return rows[0]?.n ?? 0;
}

/** Distinct values of each field (a filter name or a column), ascending, nulls last: the filter options. */
export async function configDistinct(db: Executor, table: ConfigTable, fields: readonly string[]): Promise<Record<string, (string | null)[]>> {
  const meta = CONFIG_TABLE_META[table];
  const columns = fields.map((field) => [field, quote(columnOf(meta, field, 'distinct'))] as const);
  await requireConfiguration(db);
  const out: Record<string, (string | null)[]> = {};
  for (const [field, column] of columns) {
    const rows = await db.all<{ v: string | null }>(`SELECT DISTINCT CAST(${column} AS VARCHAR) AS v FROM ${meta.from} ORDER BY v ASC NULLS LAST`);
    out[field] = rows.map((r) => r.v);
  }
  return out;
}
