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

/** Reads actual load, observed temperature and normals from the seed's rows of `ercot_load` and `weather_hourly` (never an organisation's imports). */
export async function readForecastInputs(db: Database): Promise<ForecastInputs> {
  const [load, observed, normals] = await Promise.all([
    grouped(db, `SELECT market AS k, epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'actual' AND load IS NOT NULL AND orgId IS NULL`),
    grouped(db, `SELECT station AS k, epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM weather_hourly WHERE series = 'actual' AND temperature IS NOT NULL AND orgId IS NULL`),
    grouped(db, `SELECT station AS k, epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM weather_hourly WHERE series = 'normal' AND temperature IS NOT NULL AND orgId IS NULL`),
  ]);
  return { load, observed, normals };
}

/** Hour starts from `from` (inclusive) to `to` (exclusive), UTC epoch ms. */
export function hoursBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = from; t < to; t += 3_600_000) out.push(t);
  return out;
}
