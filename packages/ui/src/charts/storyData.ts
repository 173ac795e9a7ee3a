/**
 * Sample series for the chart stories and docs: synthetic load and temperature shapes (clearly
 * labelled samples, not measurements), DST days, gaps, and a 350,400-point series.
 */
import { localDayHours } from './timeAxis';
import type { AxisId, ChartSeries } from './types';

/** Zone of every sample (ERCOT's). */
export const sampleZone = 'America/Chicago';
const HOUR = 3_600_000;

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** Load-shaped values at the given hour-beginning times: daily and yearly cycles plus noise. */
function loadAt(x: ArrayLike<number>, base: number, seed: number): Float64Array {
  const r = rng(seed);
  const y = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const h = (x[i] as number) / HOUR;
    const season = 0.2 * Math.cos(((h - 4_900) / 8_766) * 2 * Math.PI);
    y[i] = Math.round(base * (1 + season) + base * 0.2 * Math.sin(((h - 11) / 24) * 2 * Math.PI) + base * 0.03 * r());
  }
  return y;
}

function hourly(from: number, count: number, stepMs = HOUR): Float64Array {
  return Float64Array.from({ length: count }, (_, i) => from + i * stepMs);
}

function series(id: string, label: string, unit: string, x: ArrayLike<number>, y: ArrayLike<number | null>, axis: AxisId = 'primary'): ChartSeries {
  return { id, label, unit, axis, points: { x: x as Float64Array, y: y as Float64Array } };
}

const weekStart = Date.UTC(2024, 6, 1, 5);

/** A week of hourly sample load for three load zones (MW). */
export function sampleZones(): ChartSeries[] {
  const x = hourly(weekStart, 24 * 7);
  return [
    series('north', 'Sample load North', 'MW', x, loadAt(x, 12_000, 1)),
    series('south', 'Sample load South', 'MW', x, loadAt(x, 9_000, 2)),
    series('west', 'Sample load West', 'MW', x, loadAt(x, 4_000, 3)),
  ];
}

/** A week of hourly sample load for nine zones whose names share their first five words (MW). */
export function sampleNineZonesSharedWords(): ChartSeries[] {
  const x = hourly(weekStart, 24 * 7);
  const zones = ['Coast', 'East', 'Far West', 'North', 'North Central', 'South Central', 'Southern', 'West', 'Total'];
  return zones.map((z, i) => series(z.toLowerCase().replace(' ', '-'), `Stitched Actual native load of ${z}`, 'MW', x, loadAt(x, 2_000 + i * 1_500, i + 1)));
}

/** A week of hourly sample load (MW) with a six-hour gap, and temperature (degF) on the secondary axis. */
export function sampleLoadAndTemperature(): ChartSeries[] {
  const x = hourly(weekStart, 24 * 7);
  const load: (number | null)[] = Array.from(loadAt(x, 45_000, 4));
  for (let i = 60; i < 66; i++) load[i] = null;
  const r = rng(5);
  const temp = Array.from(x, (t) => Math.round((84 + 10 * Math.sin(((t / HOUR - 15) / 24) * 2 * Math.PI) + r()) * 10) / 10);
  return [series('load', 'Sample system load', 'MW', x, load), series('temp', 'Sample temperature', 'degF', x, temp, 'secondary')];
}

/** The fall-back day 2024-11-03 in Central time: 25 hourly points. */
export function sampleFallBackDay(): ChartSeries[] {
  const x = localDayHours('2024-11-03', sampleZone);
  return [series('load', 'Sample load (25-hour day)', 'MW', x, loadAt(x, 40_000, 6))];
}

/** The spring-forward day 2024-03-10 in Central time: 23 hourly points. */
export function sampleSpringForwardDay(): ChartSeries[] {
  const x = localDayHours('2024-03-10', sampleZone);
  return [series('load', 'Sample load (23-hour day)', 'MW', x, loadAt(x, 38_000, 7))];
}

/** One point only. */
export function sampleOnePoint(): ChartSeries[] {
  return [series('load', 'Sample load', 'MW', [weekStart], [41_250])];
}

/** Series without points. */
export function sampleEmpty(): ChartSeries[] {
  return [series('load', 'Sample load', 'MW', [], [])];
}

let large: ChartSeries[] | null = null;
/**
 * Ten years of 15-minute sample interval data: 350,400 points (kWh), with one 15-minute spike
 * (decimation must keep it visible). Built once.
 */
export function sampleLarge(): ChartSeries[] {
  large ??= (() => {
    const x = hourly(Date.UTC(2015, 0, 1, 6), 350_400, 900_000);
    const y = loadAt(x, 1_200, 8);
    y[200_000] = 2_600;
    return [series('meter', 'Sample interval load', 'kWh', x, y)];
  })();
  return large;
}

/** Daily shape of a sample load (MW) at hour beginning h (0..23): low at 04:00, peak at 17:00. */
function dailyShape(h: number, base: number): number {
  return Math.round(base * (1 + 0.22 * Math.sin(((h - 11) / 24) * 2 * Math.PI)));
}

/** Average sample load (MW) by hour of day (Hour24 keys 0..23), weekdays and weekends. */
export function sampleByHourOfDay(): ChartSeries[] {
  const x = Array.from({ length: 24 }, (_, h) => h);
  return [
    series('weekday', 'Sample load Weekday', 'MW', x, x.map((h) => dailyShape(h, 46_000))),
    series('weekend', 'Sample load Weekend', 'MW', x, x.map((h) => dailyShape(h, 41_000))),
  ];
}

/** Average sample load (MW) by ISO weekday (DayOfWeek keys 1..7) for two zones, Wednesday's South value a gap. */
export function sampleByDayOfWeek(): ChartSeries[] {
  const x = [1, 2, 3, 4, 5, 6, 7];
  const weekly = [1, 1.02, 1.03, 1.03, 1.01, 0.9, 0.86];
  return [
    series('north', 'Sample load North', 'MW', x, weekly.map((k) => Math.round(12_000 * k))),
    series('south', 'Sample load South', 'MW', x, weekly.map((k, i) => (i === 2 ? null : Math.round(9_000 * k)))),
  ];
}

/** Average sample load (MW) and temperature (degF, secondary axis) by ISO weekday. */
export function sampleByDayOfWeekWithTemperature(): ChartSeries[] {
  const x = [1, 2, 3, 4, 5, 6, 7];
  return [
    series('load', 'Sample system load', 'MW', x, [45_200, 46_100, 46_900, 47_300, 46_000, 41_800, 40_100]),
    series('temp', 'Sample temperature', 'degF', x, [88.1, 89.4, 91.2, 92, 90.3, 87.5, 86.9], 'secondary'),
  ];
}

/** Sample monthly energy (MWh) by month of year (Month12 keys 1..12) for three zones. */
export function sampleByMonth(): ChartSeries[] {
  const x = Array.from({ length: 12 }, (_, i) => i + 1);
  const season = (m: number) => 1 + 0.25 * Math.cos(((m - 7.5) / 12) * 2 * Math.PI);
  return [
    series('north', 'Sample energy North', 'MWh', x, x.map((m) => Math.round(8_900_000 * season(m)))),
    series('south', 'Sample energy South', 'MWh', x, x.map((m) => Math.round(6_700_000 * season(m)))),
    series('west', 'Sample energy West', 'MWh', x, x.map((m) => Math.round(3_000_000 * season(m)))),
  ];
}

/**
 * Two days of hourly sample backcast (MWh) and a stitched actual over the first day only, as a
 * load forecast card draws them: bars of the two series side by side on the time axis.
 */
export function sampleBackcastAndActual(): ChartSeries[] {
  const x = hourly(weekStart, 48);
  return [
    series('backcast', 'Sample backcast', 'MWh', x, loadAt(x, 11_000, 6)),
    series('actual', 'Sample stitched actual', 'MWh', x.subarray(0, 24), loadAt(x.subarray(0, 24), 11_500, 7)),
  ];
}
