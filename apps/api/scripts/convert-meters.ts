/**
 * Derivation of Texas meter-level data from the 10 SGSC households (NSW, Australia), as stated in
 * apps/api/seed/SOURCES.md. Used only by convert-seed.ts.
 */
import { ZONE_ANCHORS, type Market } from '../src/seed/markets';
import { wallClockToInstant } from '../src/query/zoneOffsets';
import { ERCOT_TZ } from '../src/seed/time';

/** Days added to every reading: 26 weeks (six months, season flip) plus 6 x 52 weeks (into 2018-2020), weekdays kept. */
export const METER_SHIFT_DAYS = 26 * 7 + 6 * 52 * 7;
/** Radius of the disc around the zone's principal city in which meter points are placed, km. */
export const METER_DISC_KM = 25;
/** Households in customer-id order are assigned to these zones in turn. */
const ZONE_ORDER: Exclude<Market, 'ERCOT'>[] = ['COAST', 'NCENT', 'SCENT', 'SOUTH', 'EAST', 'NORTH', 'FWEST', 'WEST', 'COAST', 'NCENT'];

interface Input {
  rows: Record<string, string>[];
  /** Target annual usage per residential meter, kWh (EIA-861 2019, ERCOT residential). */
  annualKwh: number;
  /** Residential meters per zone. */
  zoneMeters: Record<string, number>;
  rng: () => number;
}

/** A derived meter. */
export interface MeterInfo {
  meterId: string;
  market: string;
  profile: string;
  lat: number;
  lon: number;
  represented: number;
  scale: number;
}

/** Shifts, scales and places the households; returns hourly kWh per meter (interval start, UTC ms). */
export function deriveMeters(input: Input): { info: MeterInfo[]; load: { t: number; meterId: string; kwh: number }[] } {
  const halfHours = new Map<string, Map<string, number[]>>();
  for (const r of input.rows) {
    const id = r.customer_id ?? '';
    const dt = r.reading_datetime ?? '';
    const kwh = Number(r.general_supply_kwh);
    if (!id || dt.length < 16 || !Number.isFinite(kwh)) continue;
    const shifted = new Date(Date.parse(`${dt.slice(0, 10)}T${dt.slice(11, 13)}:00:00Z`) + METER_SHIFT_DAYS * 86_400_000);
    const wall = shifted.toISOString().slice(0, 13); // local wall-clock hour, YYYY-MM-DDTHH
    const m = halfHours.get(id) ?? new Map<string, number[]>();
    m.set(wall, [...(m.get(wall) ?? []), kwh]);
    halfHours.set(id, m);
  }
  const ids = [...halfHours.keys()].sort();
  const perZone = new Map<string, number>();
  for (const [i] of ids.entries()) {
    const z = ZONE_ORDER[i % ZONE_ORDER.length]!;
    perZone.set(z, (perZone.get(z) ?? 0) + 1);
  }
  const info: MeterInfo[] = [];
  const load: { t: number; meterId: string; kwh: number }[] = [];
  ids.forEach((id, i) => {
    const zone = ZONE_ORDER[i % ZONE_ORDER.length]!;
    const hours = halfHours.get(id)!;
    const daily = new Map<string, number>();
    const complete: [string, number][] = [];
    for (const [wall, v] of hours) {
      if (v.length !== 2) continue;
      const kwh = v[0]! + v[1]!;
      complete.push([wall, kwh]);
      daily.set(wall.slice(0, 10), (daily.get(wall.slice(0, 10)) ?? 0) + kwh);
    }
    const days = [...daily.entries()];
    const meanDaily = days.reduce((s, [, v]) => s + v, 0) / Math.max(1, days.length);
    const scale = input.annualKwh / (meanDaily * 365);
    const monthMean = (months: number[]) => {
      const sel = days.filter(([d]) => months.includes(Number(d.slice(5, 7))));
      return sel.reduce((s, [, v]) => s + v, 0) / Math.max(1, sel.length);
    };
    const winterRatio = monthMean([12, 1, 2]) / monthMean([3, 4, 10, 11]);
    const profile = `${winterRatio >= 1.5 ? 'RESHIWR' : 'RESLOWR'}_${zone}`;
    const anchor = ZONE_ANCHORS[zone];
    const r = METER_DISC_KM * Math.sqrt(input.rng());
    const theta = 2 * Math.PI * input.rng();
    const meterId = `M${id}`;
    info.push({
      meterId,
      market: zone,
      profile,
      lat: anchor.lat + (r * Math.cos(theta)) / 111.32,
      lon: anchor.lon + (r * Math.sin(theta)) / (111.32 * Math.cos((anchor.lat * Math.PI) / 180)),
      represented: (input.zoneMeters[zone] ?? 0) / (perZone.get(zone) ?? 1),
      scale,
    });
    for (const [wall, kwh] of complete) {
      const t = wallClockToInstant(Date.parse(`${wall}:00:00Z`), ERCOT_TZ);
      // Drop wall-clock hours that do not exist locally (spring-forward 02:00).
      const back = new Date(t).toLocaleString('sv-SE', { timeZone: ERCOT_TZ }).slice(0, 13).replace(' ', 'T');
      if (back !== wall) continue;
      load.push({ t, meterId, kwh: kwh * scale });
    }
  });
  return { info, load };
}
