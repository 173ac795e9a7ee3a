import type { Database } from '../db/database';

/** Hourly values keyed by interval start (UTC epoch ms). */
export type HourlySeries = Map<number, number>;

/** What the forecaster reads from the seeded tables. */
export interface ForecastInputs {
  /** Actual load per market, MWh. */
  load: Map<string, HourlySeries>;
  /** Observed hourly temperature per station, degF. */
  observed: Map<string, HourlySeries>;
  /** Hourly normal temperature per station, degF. */
  normals: Map<string, HourlySeries>;
  /** Observed daily maximum temperature per station and local day (`YYYY-MM-DD`), degF; absent when not read. */
  dailyMax?: Map<string, Map<string, number>>;
  /**
   * Observed hourly temperature of the zones' airport stations (NOAA ISD-Lite, `stations.ts`), degF,
   * short gaps filled; merged with `observed` for the short-term runs' zone weather. Absent: none.
   */
  isd?: Map<string, HourlySeries>;
}

async function columns(db: Database, sql: string): Promise<Record<string, unknown[]>> {
  return db.withConnection(async (c) => (await c.runAndReadAll(sql)).getColumnsObjectJS() as Record<string, unknown[]>);
}

async function grouped(db: Database, sql: string): Promise<Map<string, HourlySeries>> {
  const cols = await columns(db, sql);
  const out = new Map<string, HourlySeries>();
  const keys = cols.k ?? [];
  const ts = cols.t ?? [];
  const vs = cols.v ?? [];
  for (let i = 0; i < keys.length; i++) {
    const k = String(keys[i]);
    let m = out.get(k);
    if (!m) out.set(k, (m = new Map()));
    m.set(Number(ts[i]), Number(vs[i]));
  }
  return out;
}

/**
 * Reads actual load, observed temperature, normals and daily maxima from the seed's rows of
 * `ercot_load`, `weather_hourly` and `weather_daily` (never an organisation's imports; no daily
 * maxima when `weather_daily` is missing).
 */
export async function readForecastInputs(db: Database): Promise<ForecastInputs> {
  const [load, observed, normals] = await Promise.all([
    grouped(db, `SELECT market AS k, epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'actual' AND load IS NOT NULL AND orgId IS NULL`),
    grouped(db, `SELECT station AS k, epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM weather_hourly WHERE series = 'actual' AND temperature IS NOT NULL AND orgId IS NULL`),
    grouped(db, `SELECT station AS k, epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM weather_hourly WHERE series = 'normal' AND temperature IS NOT NULL AND orgId IS NULL`),
  ]);
  const daily = await columns(
    db,
    `SELECT station AS k, strftime(timezone('America/Chicago', timezone('UTC', __time)), '%Y-%m-%d') AS d, tmax AS v FROM weather_daily WHERE series = 'actual' AND tmax IS NOT NULL`,
  ).catch(() => ({}) as Record<string, unknown[]>);
  const dailyMax = new Map<string, Map<string, number>>();
  (daily.k ?? []).forEach((k, i) => {
    const m = dailyMax.get(String(k)) ?? new Map<string, number>();
    m.set(String(daily.d![i]), Number(daily.v![i]));
    dailyMax.set(String(k), m);
  });
  return { load, observed, normals, dailyMax };
}

/** Hour starts from `from` (inclusive) to `to` (exclusive), UTC epoch ms. */
export function hoursBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = from; t < to; t += 3_600_000) out.push(t);
  return out;
}
