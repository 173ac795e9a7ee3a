import { resolve } from 'node:path';
import type { Database } from '../db/database';
import type { HourlySeries } from './inputs';

/**
 * The ERCOT weather zones' own airport stations with real hourly observations 2017-2020 (NOAA
 * ISD-Lite, committed as `apps/api/seed/weather_isd_hourly.parquet`; see the seed's SOURCES.md):
 * ICAO identifier to the station id the forecaster uses.
 */
export const ISD_STATIONS: Readonly<Record<string, string>> = { KDFW: 'DFW', KIAH: 'IAH', KSAT: 'SAT', KLRD: 'LRD' };

/** File of the committed ISD-Lite hours, in the seed folder. */
export const ISD_FILE = 'weather_isd_hourly.parquet';

/** Observed hourly weather of one station, degF, keyed by hour start (UTC ms). */
export interface StationHours {
  temperature: HourlySeries;
  dewPoint: HourlySeries;
}

/**
 * Reads the committed ISD-Lite hours (`weather_isd_hourly.parquet` in `seedDir`) of every station
 * of {@link ISD_STATIONS}: temperature and dew point, degF, per station id.
 * @param db a database whose instance allows external access (it reads the Parquet file with SQL)
 * @param range UTC range [from, to) of the hours read (ISO 8601), e.g. a sliced test seed's
 * @throws Error when the file cannot be read
 */
export async function readIsdHours(db: Database, seedDir: string, range?: { from: string; to: string }): Promise<Map<string, StationHours>> {
  const [from, to] = range ? [Date.parse(range.from), Date.parse(range.to)] : [-Infinity, Infinity];
  const path = resolve(seedDir, ISD_FILE).replaceAll("'", "''");
  const rows = await db.all<{ s: string; t: number; v: number; d: number | null }>(
    `SELECT station AS s, epoch_ms(__time)::DOUBLE AS t, temperature AS v, dew_point AS d FROM read_parquet('${path}') WHERE temperature IS NOT NULL`,
  );
  const out = new Map<string, StationHours>();
  for (const r of rows) {
    if (r.t < from || r.t >= to) continue;
    let s = out.get(r.s);
    if (!s) out.set(r.s, (s = { temperature: new Map(), dewPoint: new Map() }));
    s.temperature.set(r.t, r.v);
    if (r.d !== null && Number.isFinite(r.d)) s.dewPoint.set(r.t, r.d);
  }
  return out;
}
