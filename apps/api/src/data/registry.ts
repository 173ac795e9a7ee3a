/**
 * The datasource registry: what a datasource is, for the query engine, the metadata call
 * (GET /druid/api/v2/datasources/{ds}) and the config items. Identifiers that reach SQL come only
 * from here (table and column names), never from a request.
 *
 * Storage convention: one DuckDB table per datasource, one row per interval, the interval's start
 * instant in UTC in the TIMESTAMP column `__time` (hour beginning; sources published as hour ending
 * are converted when seeded), dimensions as VARCHAR, metrics as DOUBLE.
 */

/** A dimension (string column) of a datasource, usable in filters, splits and distinct calls. */
export interface DimensionMeta {
  /** Column name in the table, and the name used in requests. */
  name: string;
  /** Title shown in filter panels. */
  title: string;
}

/** A metric (numeric column) of a datasource. */
export interface MetricMeta {
  name: string;
  title: string;
  /** Unit of the stored value, e.g. 'MWh' (hourly load), 'degF', '$/MWh', 'count'. */
  unit: string;
  /** Unit type of spec part 1 section 3 data series: power load, gas load, temperature, dimensionless, custom. */
  unitType: 'power load' | 'gas load' | 'temperature' | 'dimensionless' | 'custom';
  /** Whether range filters (min-max) are offered on it. */
  rangeFilter?: boolean;
}

/** One datasource: a table of the DuckDB file. */
export interface DatasourceMeta {
  /** Name used in request paths. */
  name: string;
  /** DuckDB table name. */
  table: string;
  /** Human description, including the origin of its data. */
  description: string;
  /** Interval length in minutes (60 hourly, 30, 15, 1440 daily). */
  timeIntervalMinutes: number;
  dimensions: DimensionMeta[];
  metrics: MetricMeta[];
  /** Where the data comes from: 'measured' (a real published series) or 'derived' with the method. */
  provenance: { kind: 'measured'; source: string } | { kind: 'derived'; source: string; method: string };
  /**
   * Levels of the markets in `column` (issue #32): e.g. `ERCOT` the ISO total, `COAST` one of its
   * weather zones. Load of two levels never adds up (the total holds its zones), so a query summing
   * or averaging across levels is refused (`query/marketLevels.ts`); a market not listed (a
   * utility's import) is a level of its own.
   */
  marketLevels?: { column: string; levels: Readonly<Record<string, string>> };
  /** Column holding a meter id, when the datasource is meter-level. */
  meterIdColumn?: string;
  /**
   * Products (spec part 2 section 6) whose users may read it: a user whose mods grant none of them
   * is refused (403). Absent: every signed-in user (public market and weather data).
   */
  products?: readonly string[];
  /**
   * Organisation that owns the data (a utility's own import): users of any other organisation
   * are told it does not exist (404). Absent: public to every organisation (the seed).
   */
  ownerOrgId?: string;
  /**
   * Column holding the organisation of each row: NULL on the seed's rows (public), the importing
   * organisation's id on a utility's imported rows (`pnpm import-data --org`). Every compiled read
   * of the datasource keeps only public rows and the viewer's own ({@link rowScopeOf}); the column
   * is never a dimension, so no request can name it.
   */
  orgColumn?: string;
  /**
   * Rows belong to the organisation in {@link orgColumn} and none is public (meter-level data:
   * meters, clusters; issue #32): a viewer reads only its own organisation's rows, a row without
   * an organisation nobody. Absent: rows without an organisation are public (market data).
   */
  ownedRows?: boolean;
  /**
   * The organisation reading, set per request by {@link forViewer} (never in the registry). Absent
   * on a datasource with an {@link orgColumn}: public rows only.
   */
  viewerOrgId?: string;
}

const registry = new Map<string, DatasourceMeta>();

/** Adds (or replaces) a datasource; called by the seeder's definitions at start-up. */
export function registerDatasource(meta: DatasourceMeta): void {
  registry.set(meta.name, meta);
}

/**
 * Removes a datasource, or puts back the definition it replaced: `previous` is what
 * {@link getDatasource} answered before the matching {@link registerDatasource}. Test files that
 * share one module graph call it after their run, so a datasource defined over one file's tables
 * is never asked of another file's database.
 */
export function unregisterDatasource(name: string, previous?: DatasourceMeta): void {
  if (previous) registry.set(name, previous);
  else registry.delete(name);
}

/** The datasource of that name, or undefined: request paths are checked against this. */
export function getDatasource(name: string): DatasourceMeta | undefined {
  return registry.get(name);
}

/**
 * The datasource as `viewer` reads it: with {@link DatasourceMeta.viewerOrgId} set when it has an
 * org column, so the compilers keep that organisation's imported rows besides the public ones.
 * No viewer (an open plugin): public rows only.
 */
export function forViewer(meta: DatasourceMeta, viewer: { orgId: string } | null | undefined): DatasourceMeta {
  if (meta.orgColumn === undefined || !viewer) return meta;
  return { ...meta, viewerOrgId: viewer.orgId };
}

/**
 * The row scope of a datasource as a viewer reads it: `undefined` when every row is public (no org
 * column), else the column, the viewer's organisation (null: no viewer) and whether rows without
 * an organisation are public (`false` for {@link DatasourceMeta.ownedRows}: the viewer's rows only).
 */
export function rowScopeOf(meta: DatasourceMeta): { column: string; orgId: string | null; publicRows: boolean } | undefined {
  if (meta.orgColumn === undefined) return undefined;
  return { column: meta.orgColumn, orgId: meta.viewerOrgId ?? null, publicRows: meta.ownedRows !== true };
}

/** Every registered datasource. */
export function listDatasources(): DatasourceMeta[] {
  return [...registry.values()];
}
