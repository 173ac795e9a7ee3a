/**
 * One-off converter: reads the raw public files under ../shared/data/raw (or LOADLINE_RAW_DIR)
 * and writes the compact seed under apps/api/seed/ (Parquet, zstd). Run once when the raw data
 * change: `pnpm exec tsx apps/api/scripts/convert-seed.ts` (`--load-only`, `--isd-only`,
 * `--weather-error-only`: one file alone). The API never reads the raw folder;
 * every method applied here is stated in apps/api/seed/SOURCES.md.
 */
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { MARKETS, ZONE_ANCHORS, type Market } from '../src/seed/markets';
import { uniformRng } from '../src/seed/random';
import { ERCOT_TZ, hourEndingDayToUtcStarts, hourEndingToUtcStart, usDateToIso } from '../src/seed/time';
import { measureWeatherError, weatherErrorModule } from '../src/forecast/weatherError';
import { ISD_STATIONS } from '../src/forecast/stations';
import { deriveMeters } from './convert-meters';

const HOUR = 3_600_000;
const raw = resolve(process.env.LOADLINE_RAW_DIR ?? resolve(import.meta.dirname, '../../../../shared/data/raw'));
const out = resolve(import.meta.dirname, '../seed');
mkdirSync(out, { recursive: true });

const csv = (path: string, skip = 0): Record<string, string>[] => {
  const text = readFileSync(join(raw, path), 'utf8').split('\n').slice(skip).join('\n');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
};
const ts = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);
const cToF = (c: number) => (c * 9) / 5 + 32;
const num = (s: string | undefined) => (s === undefined || s.trim() === '' || s === '.' ? NaN : Number(s));

const instance = await DuckDBInstance.create(':memory:');
const con = await instance.connect();

// `--weather-error-only`: recompute the weather-forecast error statistics (src/forecast/weatherErrorStats.ts)
// from the archived forecasts and the seed's observed 2021 hours, and stop.
if (process.argv.includes('--weather-error-only')) {
  const reader = await con.runAndReadAll(
    `SELECT station, epoch_ms(__time)::DOUBLE AS t, temperature AS v FROM read_parquet('${join(out, 'weather_hourly.parquet')}') WHERE source = 'ISD'`,
  );
  const observed = new Map<string, Map<number, number>>();
  for (const r of reader.getRowObjectsJS() as { station: string; t: number; v: number }[]) {
    const m = observed.get(r.station) ?? new Map<number, number>();
    m.set(r.t, r.v);
    observed.set(r.station, m);
  }
  const result = measureWeatherError(readFileSync(join(raw, 'weather-forecast-wwo-tx-2021/wwo_forecast_archive_tx_2021.csv'), 'utf8'), observed);
  const target = resolve(import.meta.dirname, '../src/forecast/weatherErrorStats.ts');
  writeFileSync(target, weatherErrorModule(result));
  console.log(`wrote ${target}: ${result.bins.length} lead bins, correlation ${JSON.stringify(result.correlation)}`);
  process.exit(0);
}

// `--isd-only`: write the NOAA ISD-Lite hourly observations 2017-2020 of the ERCOT zones' airport
// stations (weather_isd_hourly.parquet, read by the forecaster's benchmark) and stop.
if (process.argv.includes('--isd-only')) {
  const file = join(out, 'weather_isd_hourly.parquet');
  const text = gunzipSync(readFileSync(join(raw, 'weather-isd-tx-2017-2020/isd_lite_tx_hourly_2017_2020.csv.gz'))).toString('utf8');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  await con.run('CREATE OR REPLACE TABLE weather_isd_hourly (__time TIMESTAMP, station VARCHAR, temperature DOUBLE, dew_point DOUBLE)');
  const a = await con.createAppender('weather_isd_hourly');
  let n = 0;
  for (const r of rows) {
    const station = ISD_STATIONS[r.station ?? ''];
    const t = Date.parse(r.timestamp_utc ?? '');
    const temp = cToF(num(r.temp_c));
    if (!station || !Number.isFinite(t) || !Number.isFinite(temp)) continue;
    const dew = cToF(num(r.dewpoint_c));
    a.appendTimestamp(ts(t));
    a.appendVarchar(station);
    a.appendDouble(Math.round(temp * 100) / 100);
    if (Number.isFinite(dew)) a.appendDouble(Math.round(dew * 100) / 100);
    else a.appendNull();
    a.endRow();
    n++;
  }
  a.closeSync();
  await con.run(
    `COPY (SELECT * FROM weather_isd_hourly ORDER BY station, __time) TO '${file}' (FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 19, ROW_GROUP_SIZE 122880)`,
  );
  console.log(`wrote ${file}: ${n} rows`);
  process.exit(0);
}

async function write(table: string, ddl: string, fill: (a: DuckDBAppender) => void, orderBy: string): Promise<void> {
  await con.run(`CREATE OR REPLACE TABLE ${table} (${ddl})`);
  const a = await con.createAppender(table);
  fill(a);
  a.closeSync();
  const file = join(out, `${table}.parquet`);
  await con.run(
    `COPY (SELECT * FROM ${table} ORDER BY ${orderBy}) TO '${file}' (FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 19, ROW_GROUP_SIZE 122880)`,
  );
  const n = await con.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${table}`);
  console.log(`${table}: ${String(n.getRowObjectsJS()[0]?.n)} rows, ${(statSync(file).size / 1024).toFixed(0)} KiB`);
}

// ERCOT native load: hour ending local (CPT) -> interval start UTC, ordinal rule per operating day.
const RENAME: Record<string, Market> = { FAR_WEST: 'FWEST', NORTH_C: 'NCENT', SOUTHERN: 'SOUTH', SOUTH_C: 'SCENT' };
const loadRows: { t: number; market: Market; mw: number }[] = [];
for (const file of readdirSync(join(raw, 'ercot-native-load')).filter((f) => f.endsWith('.csv')).sort()) {
  const rows = csv(join('ercot-native-load', file));
  const byDay = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const label = (r['Hour Ending'] ?? r.HourEnding ?? '').trim();
    // One 2022 row (12/01/2022 01:00) carries an Excel serial date instead of the label.
    const serial = /^\d+\.\d+$/.test(label) ? Number(label) : NaN;
    const day = Number.isFinite(serial)
      ? new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10)
      : usDateToIso(label.slice(0, 10));
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  for (const [day, dayRows] of byDay) {
    const starts = hourEndingDayToUtcStarts(day, dayRows.length);
    dayRows.forEach((r, k) => {
      for (const [col, value] of Object.entries(r)) {
        const market = (RENAME[col] ?? col) as Market;
        if (!MARKETS.includes(market)) continue;
        const mw = num(value);
        if (Number.isFinite(mw)) loadRows.push({ t: starts[k] ?? NaN, market, mw });
      }
    });
  }
}
await write(
  'ercot_native_load',
  '__time TIMESTAMP, market VARCHAR, load DOUBLE',
  (a) => {
    for (const r of loadRows) {
      a.appendTimestamp(ts(r.t));
      a.appendVarchar(r.market);
      a.appendDouble(r.mw);
      a.endRow();
    }
  },
  '__time, market',
);
// `--load-only`: write ercot_native_load.parquet alone (e.g. when ERCOT publishes more of a year) and stop.
if (process.argv.includes('--load-only')) process.exit(0);

// EIA-930: UTC hour ending -> start = minus one hour.
await write(
  'eia930_ercot',
  '__time TIMESTAMP, demand DOUBLE, day_ahead_forecast DOUBLE',
  (a) => {
    for (const r of csv('eia930-ba-hourly/ERCO.csv')) {
      const t = Date.parse(`${(r.date_time ?? '').replace(' ', 'T')}Z`) - HOUR;
      const demand = num(r['cleaned demand (MW)']);
      const fc = num(r['forecast demand (MW)']);
      a.appendTimestamp(ts(t));
      if (Number.isFinite(demand)) a.appendDouble(demand);
      else a.appendNull();
      if (Number.isFinite(fc)) a.appendDouble(fc);
      else a.appendNull();
      a.endRow();
    }
  },
  '__time',
);

// Hourly weather: NSRDB Houston 2016-2020 and ISD 2021 (both UTC, hour beginning).
interface WeatherRow { t: number; station: string; source: string; tF: number; dewF: number; rh: number; ghi: number; wind: number }
const weather: WeatherRow[] = [];
for (const r of csv('weather-houston-nsrdb/weather_houston_nsrdb_2016_2020.csv')) {
  const m = /^(\d\d)\/(\d\d)\/(\d{4}), (\d\d):00:00 (AM|PM)$/.exec(r[''] ?? '');
  if (!m) continue;
  const h = (Number(m[4]) % 12) + (m[5] === 'PM' ? 12 : 0);
  const t = Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), h);
  weather.push({
    t, station: 'HOU', source: 'NSRDB', tF: cToF(num(r.air_temperature)), dewF: cToF(num(r.dew_point)),
    rh: num(r.relative_humidity), ghi: num(r.ghi), wind: num(r.wind_speed),
  });
}
for (const [station, file, col] of [
  ['HOU', 'houston_weather_hourly_2021.csv', 'temp_c'],
  ['DFW', 'dfw_weather_hourly_2021.csv', 'temp_c'],
  ['AUS', 'austin_weather_hourly_2021.csv', 'austin_temp_c'],
] as const) {
  for (const r of csv(`weather-isd-tx-2021/${file}`)) {
    const t = Date.parse(`${(r.timestamp ?? '').replace(' ', 'T')}Z`);
    weather.push({ t, station, source: 'ISD', tF: cToF(num(r[col])), dewF: NaN, rh: NaN, ghi: NaN, wind: NaN });
  }
}
const dbl = (a: DuckDBAppender, v: number) => (Number.isFinite(v) ? a.appendDouble(Math.round(v * 100) / 100) : a.appendNull());
await write(
  'weather_hourly',
  '__time TIMESTAMP, station VARCHAR, source VARCHAR, temperature DOUBLE, dew_point DOUBLE, relative_humidity DOUBLE, ghi DOUBLE, wind_speed DOUBLE',
  (a) => {
    for (const w of weather) {
      a.appendTimestamp(ts(w.t));
      a.appendVarchar(w.station);
      a.appendVarchar(w.source);
      for (const v of [w.tF, w.dewF, w.rh, w.ghi, w.wind]) dbl(a, v);
      a.endRow();
    }
  },
  'station, __time',
);

// Daily: GHCN stations and NOAA daily normals for Houston IAH.
const normals = csv('noaa-normals-houston/USW00012960_daily_normals_1991_2020.csv');
await write(
  'weather_daily',
  'day DATE, station VARCHAR, series VARCHAR, tmax DOUBLE, tmin DOUBLE, tavg DOUBLE',
  (a) => {
    const row = (day: string, station: string, series: string, tmax: number, tmin: number, tavg: number) => {
      a.appendVarchar(day);
      a.appendVarchar(station);
      a.appendVarchar(series);
      for (const v of [tmax, tmin, tavg]) dbl(a, v);
      a.endRow();
    };
    for (const r of csv('ghcn-daily-tx/san_angelo_USC00417944_tmax_2013_2025.csv')) row(r.DATE ?? '', 'SJT', 'actual', num(r.TMAX), NaN, NaN);
    for (const r of csv('ghcn-daily-tx/abilene_USW00013962_tavg_2020_2025.csv')) row(r.DATE ?? '', 'ABI', 'actual', NaN, NaN, num(r.TAVG));
    for (const r of normals) {
      // Normals are keyed MM-DD; stored on leap year 2000 so 02-29 has a date.
      row(`2000-${r.DATE ?? ''}`, 'HOU', 'normal', num(r['DLY-TMAX-NORMAL']), num(r['DLY-TMIN-NORMAL']), num(r['DLY-TAVG-NORMAL']));
    }
  },
  'station, day',
);

// Hourly normals for HOU: daily max/min normals shaped by the mean diurnal curve of the NSRDB hours.
const localParts = (t: number) => {
  const d = new Date(t);
  const s = d.toLocaleString('sv-SE', { timeZone: ERCOT_TZ });
  return { day: s.slice(0, 10), hour: Number(s.slice(11, 13)), month: Number(s.slice(5, 7)) };
};
const byLocalDay = new Map<string, { hour: number; month: number; tF: number }[]>();
for (const w of weather) {
  if (w.source !== 'NSRDB' || !Number.isFinite(w.tF)) continue;
  const p = localParts(w.t);
  byLocalDay.set(p.day, [...(byLocalDay.get(p.day) ?? []), { hour: p.hour, month: p.month, tF: w.tF }]);
}
const shapeSum = Array.from({ length: 12 }, () => new Float64Array(24));
const shapeN = Array.from({ length: 12 }, () => new Float64Array(24));
for (const hours of byLocalDay.values()) {
  if (hours.length < 23) continue;
  const max = Math.max(...hours.map((h) => h.tF));
  const min = Math.min(...hours.map((h) => h.tF));
  if (max - min < 1) continue;
  for (const h of hours) {
    const sum = shapeSum[h.month - 1]!;
    const n = shapeN[h.month - 1]!;
    sum[h.hour] = (sum[h.hour] ?? 0) + (h.tF - min) / (max - min);
    n[h.hour] = (n[h.hour] ?? 0) + 1;
  }
}
const normalByMmdd = new Map(normals.map((r) => [r.DATE ?? '', { tmax: num(r['DLY-TMAX-NORMAL']), tmin: num(r['DLY-TMIN-NORMAL']) }]));
await write(
  'weather_normals_hourly',
  '__time TIMESTAMP, station VARCHAR, temperature DOUBLE',
  (a) => {
    for (let t = Date.UTC(2015, 11, 31, 6); t < Date.UTC(2026, 0, 1, 6); t += HOUR) {
      const p = localParts(t);
      const n = normalByMmdd.get(p.day.slice(5));
      if (!n) continue;
      const s = shapeSum[p.month - 1]![p.hour]! / Math.max(1, shapeN[p.month - 1]![p.hour]!);
      a.appendTimestamp(ts(t));
      a.appendVarchar('HOU');
      dbl(a, n.tmin + s * (n.tmax - n.tmin));
      a.endRow();
    }
  },
  '__time',
);

// Prices: DAM (hour ending + repeated-hour flag) and RT (HE labels, 24:00 written 00:00 of the same day).
await write(
  'ercot_prices',
  '__time TIMESTAMP, market VARCHAR, settlement_point VARCHAR, price DOUBLE',
  (a) => {
    for (const year of [2020, 2021, 2022]) {
      for (const r of csv(`ercot-dam-spp/dam_spp_hubs_loadzones_${year}.csv`)) {
        const day = usDateToIso(r['Delivery Date'] ?? '');
        const t = hourEndingToUtcStart(day, Number((r['Hour Ending'] ?? '').slice(0, 2)), r['Repeated Hour Flag'] === 'Y');
        a.appendTimestamp(ts(t));
        a.appendVarchar('DAM');
        a.appendVarchar(r['Settlement Point'] ?? '');
        dbl(a, num(r['Settlement Point Price']));
        a.endRow();
      }
    }
    const seen = new Set<string>();
    for (const r of csv('ercot-rtm-lz-hourly/ercot_lz_prices_hourly.csv')) {
      const label = r.hour_ending_str ?? '';
      if (seen.has(label)) continue;
      seen.add(label);
      const hh = Number(label.slice(11, 13));
      const t = hourEndingToUtcStart(usDateToIso(label.slice(0, 10)), hh === 0 ? 24 : hh, false);
      for (const [col, v] of Object.entries(r)) {
        if (!col.startsWith('LZ_')) continue;
        a.appendTimestamp(ts(t));
        a.appendVarchar('RTM');
        a.appendVarchar(col);
        dbl(a, num(v));
        a.endRow();
      }
    }
  },
  '__time, market, settlement_point',
);

// Household meters (derived; see convert-meters.ts and SOURCES.md).
const zoneEnergy2019 = new Map<Market, number>();
for (const r of loadRows) {
  if (new Date(r.t).getUTCFullYear() === 2019) zoneEnergy2019.set(r.market, (zoneEnergy2019.get(r.market) ?? 0) + r.mw);
}
const eia861 = csv('eia861-sales-customers/eia861_sales_ult_cust_2019_states.csv');
const ercoRes = eia861.filter((r) => r.state === 'TX' && r.ba_code === 'ERCO');
const resCustomers = ercoRes.reduce((s, r) => s + (num(r.residential_customers) || 0), 0);
const resMwh = ercoRes.reduce((s, r) => s + (num(r.residential_sales_mwh) || 0), 0);
const meters = deriveMeters({
  rows: csv('sgsc-smart-meter/sgsc_smart_meter10.csv'),
  annualKwh: (resMwh * 1000) / resCustomers,
  zoneMeters: Object.fromEntries(
    Object.keys(ZONE_ANCHORS).map((z) => [z, (resCustomers * (zoneEnergy2019.get(z as Market) ?? 0)) / (zoneEnergy2019.get('ERCOT') ?? 1)]),
  ),
  rng: uniformRng(4),
});
console.log(`EIA-861 2019 ERCO residential: ${resCustomers} customers, ${Math.round((resMwh * 1000) / resCustomers)} kWh/customer/year`);
await write(
  'meter_info',
  'meter_id VARCHAR, market VARCHAR, profile VARCHAR, latitude DOUBLE, longitude DOUBLE, represented_meters DOUBLE, scale DOUBLE',
  (a) => {
    for (const m of meters.info) {
      a.appendVarchar(m.meterId);
      a.appendVarchar(m.market);
      a.appendVarchar(m.profile);
      a.appendDouble(Math.round(m.lat * 1e5) / 1e5);
      a.appendDouble(Math.round(m.lon * 1e5) / 1e5);
      a.appendDouble(Math.round(m.represented));
      a.appendDouble(m.scale);
      a.endRow();
    }
  },
  'meter_id',
);
await write(
  'meter_load',
  '__time TIMESTAMP, meter_id VARCHAR, load DOUBLE',
  (a) => {
    for (const r of meters.load) {
      a.appendTimestamp(ts(r.t));
      a.appendVarchar(r.meterId);
      a.appendDouble(Math.round(r.kwh * 1000) / 1000);
      a.endRow();
    }
  },
  '__time, meter_id',
);
con.closeSync();
instance.closeSync();
