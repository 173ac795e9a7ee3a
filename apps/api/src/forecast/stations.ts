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

/**
 * Positions (latitude, longitude, degrees) of the stations whose forecast errors the benchmark
 * correlates: the airports of the ISD stations ({@link ISD_STATIONS}) and of the WWO archive's
 * cities (HOU and AUS: its Houston and Austin were verified against Houston Bush Intercontinental,
 * probably, and Austin-Bergstrom; see the 2021 ISD SOURCES.md), to about 0.01 degree.
 */
export const STATION_POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  DFW: [32.9, -97.04],
  IAH: [29.984, -95.341],
  HOU: [29.984, -95.341],
  SAT: [29.534, -98.47],
  LRD: [27.544, -99.462],
  AUS: [30.183, -97.68],
};

/**
 * Great-circle distance of two stations of {@link STATION_POSITIONS}, km (haversine, Earth radius 6,371 km).
 * @throws Error when a station has no position
 */
export function stationDistanceKm(a: string, b: string): number {
  const pa = STATION_POSITIONS[a];
  const pb = STATION_POSITIONS[b];
  if (!pa || !pb) throw new Error(`No position for station ${pa ? b : a}`);
  const rad = Math.PI / 180;
  const dLat = (pb[0] - pa[0]) * rad;
  const dLon = (pb[1] - pa[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(pa[0] * rad) * Math.cos(pb[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
