/**
 * Cuts the real-data fixtures of `@loadline/core/testing` from the raw public files in
 * /work/shared/data/raw (or RAW_DATA_DIR) into small TypeScript modules under
 * src/testing/fixtures/, with a SOURCES.md. Run from the repository root:
 *
 *   pnpm exec tsx packages/core/scripts/make-fixtures.ts
 *
 * Nothing at run time reads the raw files: the generated modules are committed.
 *
 * Conventions of the output: every series is a list of segments of consecutive hourly values,
 * each segment starting at a UTC instant that is the hour beginning of its first interval.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDayHours } from '../src/time/localDayHours';
import { addLocalDays, formatLocalDate, HOUR_MS, type LocalDate } from '../src/time/zonedTime';

const RAW = process.env.RAW_DATA_DIR ?? '/work/shared/data/raw';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/testing/fixtures');
const ZONE = 'America/Chicago';

/** Local days cut: July 2019 (load, weather, forecasts overlap) and the two 2019 DST days. */
const JULY_2019 = { first: { year: 2019, month: 7, day: 1 }, days: 31 };
const DST_DAYS: LocalDate[] = [{ year: 2019, month: 3, day: 10 }, { year: 2019, month: 11, day: 3 }];
/** Forecast days: one day-ahead forecast per local day, July 1-7 2019. */
const FORECAST_DAYS = { first: { year: 2019, month: 7, day: 1 }, days: 7 };

interface Segment { start: string; values: number[] }

function lines(path: string): string[] {
  return readFileSync(path, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
}

function daysOf(first: LocalDate, days: number): LocalDate[] {
  return Array.from({ length: days }, (_, i) => addLocalDays(first, i));
}

/** UTC hour-beginning instants (ms) of the local days, in order. */
function hoursOf(days: readonly LocalDate[]): number[] {
  return days.flatMap((d) => localDayHours(d, ZONE).map((h) => h.start.getTime()));
}

/** Splits instant->value lookups into segments of consecutive hours; a missing hour is an error. */
function segments(spans: readonly LocalDate[][], lookup: (ms: number) => number | undefined, what: string): Segment[] {
  return spans.map((days) => {
    const hours = hoursOf(days);
    const values = hours.map((ms) => {
      const v = lookup(ms);
      if (v === undefined || Number.isNaN(v)) throw new Error(`${what}: no value at ${new Date(ms).toISOString()}`);
      return v;
    });
    hours.forEach((ms, i) => {
      if (i > 0 && ms - (hours[i - 1] as number) !== HOUR_MS) throw new Error(`${what}: hours not consecutive`);
    });
    return { start: new Date(hours[0] as number).toISOString(), values };
  });
}

const SPANS: LocalDate[][] = [[DST_DAYS[0] as LocalDate], daysOf(JULY_2019.first, JULY_2019.days), [DST_DAYS[1] as LocalDate]];

/**
 * ERCOT native load, hour ending local (Central Prevailing Time) `MM/DD/YYYY HH:00`, the
 * repeated fall-back hour marked ` DST`. HE h of day D is the interval labelled `HE{h}` (`HE2*`
 * when marked DST) among the local hours of D, so the spring-forward gap and the repeated hour
 * land on the right UTC instants.
 */
function ercotLoad(): Record<'COAST' | 'ERCOT', Segment[]> {
  const rows = lines(join(RAW, 'ercot-native-load/native_load_2019.csv'));
  const header = (rows[0] ?? '').split(',');
  const col = (name: string) => header.indexOf(name);
  const byZone = { COAST: new Map<number, number>(), ERCOT: new Map<number, number>() };
  const hoursByDay = new Map<string, ReturnType<typeof localDayHours>>();
  for (const row of rows.slice(1)) {
    const cells = row.split(',');
    const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):00( DST)?$/.exec(cells[0] ?? '');
    if (!m) throw new Error(`Unreadable hour ending: ${cells[0]}`);
    const date = { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]) };
    const key = formatLocalDate(date);
    if (!hoursByDay.has(key)) hoursByDay.set(key, localDayHours(date, ZONE));
    const label = `HE${Number(m[4])}${m[5] ? '*' : ''}`;
    const hour = hoursByDay.get(key)?.find((h) => h.label === label);
    if (!hour) throw new Error(`No local hour ${label} on ${key}`);
    for (const zone of ['COAST', 'ERCOT'] as const) byZone[zone].set(hour.start.getTime(), Number(cells[col(zone)]));
  }
  return {
    COAST: segments(SPANS, (ms) => byZone.COAST.get(ms), 'COAST'),
    ERCOT: segments(SPANS, (ms) => byZone.ERCOT.get(ms), 'ERCOT'),
  };
}

/** NSRDB Houston air temperature, deg C, timestamps UTC `"MM/DD/YYYY, hh:mm:ss AM"` (interval start). */
function houstonTemperature(): Segment[] {
  const rows = lines(join(RAW, 'weather-houston-nsrdb/weather_houston_nsrdb_2016_2020.csv'));
  const header = (rows[0] ?? '').split(',');
  const col = header.indexOf('air_temperature') + 1; // the quoted timestamp holds one comma
  const byHour = new Map<number, number>();
  for (const row of rows.slice(1)) {
    const m = /^"(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):00:00 (AM|PM)",/.exec(row);
    if (!m) throw new Error(`Unreadable NSRDB timestamp: ${row.slice(0, 30)}`);
    const hour12 = Number(m[4]) % 12;
    const ms = Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), m[5] === 'PM' ? hour12 + 12 : hour12);
    byHour.set(ms, Number(row.split(',')[col]));
  }
  return segments(SPANS, (ms) => byHour.get(ms), 'NSRDB temperature');
}

/**
 * EIA-930 ERCOT day-ahead demand forecast, MW, `date_time` UTC hour ending: the value stamped T
 * covers [T - 1 h, T), so its hour beginning is T - 1 h.
 */
function ercotForecast(): Segment[] {
  const rows = lines(join(RAW, 'eia930-ba-hourly/ERCO.csv'));
  const header = (rows[0] ?? '').split(',');
  const col = header.indexOf('forecast demand (MW)');
  const byHour = new Map<number, number>();
  for (const row of rows.slice(1)) {
    const cells = row.split(',');
    const ending = Date.parse(`${(cells[0] ?? '').replace(' ', 'T')}Z`);
    const value = Number(cells[col]);
    if (!Number.isNaN(ending) && cells[col] !== '' && !Number.isNaN(value)) byHour.set(ending - HOUR_MS, value);
  }
  return daysOf(FORECAST_DAYS.first, FORECAST_DAYS.days).flatMap((day) => segments([[day]], (ms) => byHour.get(ms), 'EIA-930 forecast'));
}

function module(name: string, doc: string, type: string, value: unknown): string {
  return `${doc}\nexport const ${name}: ${type} = ${JSON.stringify(value)};\n`;
}

const HEADER = `// Generated by packages/core/scripts/make-fixtures.ts from the raw public data; do not edit.
// Origin and licences: ./SOURCES.md.
import type { HourlySegment } from './types';
`;

const load = ercotLoad();
writeFileSync(join(OUT, 'ercotLoad.ts'), HEADER + '\n' + module(
  'ERCOT_NATIVE_LOAD_2019',
  '/** ERCOT hourly native load, MW (= MWh per hour), weather zone COAST and ERCOT total: 2019-03-10, July 2019, 2019-11-03 (local days, America/Chicago). */',
  'Readonly<Record<\'COAST\' | \'ERCOT\', readonly HourlySegment[]>>',
  load,
));
writeFileSync(join(OUT, 'houstonTemperature.ts'), HEADER + '\n' + module(
  'HOUSTON_TEMPERATURE_2019',
  '/** NREL NSRDB hourly air temperature for Harris County (Houston), deg C: the same local days as the ERCOT load fixture. */',
  'readonly HourlySegment[]',
  houstonTemperature(),
));
writeFileSync(join(OUT, 'ercotForecast.ts'), HEADER + '\n' + module(
  'ERCOT_DAY_AHEAD_FORECAST_2019',
  '/** ERCOT day-ahead demand forecast as published in EIA-930, MW, one segment per local day July 1-7 2019 (America/Chicago). */',
  'readonly HourlySegment[]',
  ercotForecast(),
));
console.log(`Wrote fixtures to ${OUT}`);
