import { BTU_PER_THERM, JOULES_PER_BTU, parseLocalDate, wallTimeToInstant } from '@loadline/core';
import type { StepContext } from './tables';
import { fileLiteral, rangeSql } from './tables';
import { localMidnightUtc } from './time';

/**
 * The gas seed (spec part 1 §3: commodity gas, gas load units therm/BTU/MMBTU/DTH/CCF/MCF/M3/GJ):
 * the pure derivations `apps/api/scripts/convert-gas.ts` applies to the raw public files, and the
 * seed step that loads the committed Parquet files into DuckDB. Every derivation is stated in
 * apps/api/seed/SOURCES.md ("Gas") and in the datasources' provenance.
 *
 * @module
 */

/** Clock of the GB gas day: 05:00 to 05:00 UK local time (Europe/London). */
export const GAS_DAY_TZ = 'Europe/London';
/** Local hour a GB gas day starts (05:00 Europe/London). */
export const GAS_DAY_START_HOUR = 5;
/** Clock of the Texas series (calendar months, Henry Hub trading days): US Central. */
export const TEXAS_TZ = 'America/Chicago';

/**
 * Therms in one GWh: 3.6e12 J / (100,000 BTU x 1055.05585262 J), about 34,121.4 therm, with the
 * unit catalogue's therm (spec part 2 §9 `therm = 100000 BTU`, BTU_IT), so GJ and BTU shown by a
 * card agree with the stored therms.
 */
export const THERMS_PER_GWH = 3.6e12 / (BTU_PER_THERM * JOULES_PER_BTU);

/**
 * Base of the heating degree days, degC: 15.5 degC is the usual base of the UK gas industry
 * (HDD = max(0, 15.5 - daily mean temperature)).
 */
export const HDD_BASE_C = 15.5;

/** Market id of the GB LDZ offtake: the sum of the 13 Local Distribution Zones as National Gas publishes it. */
export const GB_LDZ_MARKET = 'GB_LDZ';
/** Label of {@link GB_LDZ_MARKET}. */
export const GB_LDZ_LABEL = 'UK (GB): all 13 LDZs';
/**
 * The 13 Local Distribution Zones the GB total is made of (National Gas LDZ names). The raw file
 * holds only their total ("NTS Energy Offtaken, LDZ Offtake Total"), so no zone is served alone.
 */
export const GB_LDZ_NAMES = [
  'Scotland', 'Northern', 'North West', 'North East', 'East Midlands', 'West Midlands', 'Wales North', 'Wales South',
  'Eastern', 'North Thames', 'South East', 'Southern', 'South West',
] as const;

/** Station id and label of the Central England Temperature (Met Office HadCET daily mean). */
export const CET_STATION = { id: 'CET', label: 'Central England (HadCET)' } as const;

/** Texas end uses of EIA's consumption series (market column), the raw `process` text of each, and the label shown. */
export const TEXAS_END_USES = [
  { id: 'TX_DELIVERED', process: 'Delivered to Consumers', label: 'Texas: delivered to consumers (total)' },
  { id: 'TX_RESIDENTIAL', process: 'Residential Consumption', label: 'Texas: residential' },
  { id: 'TX_COMMERCIAL', process: 'Commercial Consumption', label: 'Texas: commercial' },
  { id: 'TX_INDUSTRIAL', process: 'Industrial Consumption', label: 'Texas: industrial' },
  { id: 'TX_ELECTRIC_POWER', process: 'Electric Power Consumption', label: 'Texas: electric power' },
  { id: 'TX_VEHICLE_FUEL', process: 'Vehicle Fuel Consumption', label: 'Texas: vehicle fuel' },
] as const;
/** The Texas total (delivered to consumers = the five end uses): never summed with them. */
export const TEXAS_TOTAL_MARKET = 'TX_DELIVERED';
/** First month taken from the newer EIA vintage (raw file 2, 2014-01 .. 2024-01); earlier months come from file 1. */
export const TEXAS_NEW_VINTAGE_FROM = '2014-01';

/** Market id of the Henry Hub spot price. */
export const HENRY_HUB_MARKET = 'HENRY_HUB';

/** A row of a derived gas series: interval start (UTC epoch ms), market or station, value(s). */
export interface GasLoadRow {
  /** Interval start, UTC epoch ms. */
  time: number;
  market: string;
  /** Source quality flag (GB: A actual/validated, L late/provisional), '' when none. */
  quality: string;
  /** Load in the datasource's unit (therm for GB, MCF for Texas). */
  load: number;
}

const num = (s: string | undefined): number => (s === undefined || s.trim() === '' ? Number.NaN : Number(s));
const day = (s: string | undefined): string => {
  const v = (s ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`Not a YYYY-MM-DD date: ${v}`);
  return v;
};

/**
 * UTC instant (epoch ms) a GB gas day starts: 05:00 Europe/London on `gasDay` (05:00 GMT in winter,
 * 05:00 BST = 04:00Z in summer; 05:00 is never inside a UK clock change).
 *
 * @example gasDayStartUtc('2021-01-15') // Date.parse('2021-01-15T05:00:00Z')
 * @example gasDayStartUtc('2021-07-15') // Date.parse('2021-07-15T04:00:00Z')
 */
export function gasDayStartUtc(gasDay: string): number {
  return wallTimeToInstant(parseLocalDate(day(gasDay)), GAS_DAY_START_HOUR, 0, GAS_DAY_TZ).getTime();
}

/**
 * GB LDZ offtake rows (raw gas-uk-ldz-daily `uk_nts_daily_offtake_gwh_2020_2026.csv`: gas_day,
 * ldz_offtake_gwh, ldz_offtake_quality, ...) as therms per gas day: therm = GWh x
 * {@link THERMS_PER_GWH}, dated by the gas day's start (05:00 London, in UTC).
 *
 * @throws Error on a malformed date, a missing or negative value, or a repeated gas day.
 */
export function ukLdzRows(raw: readonly Record<string, string>[]): GasLoadRow[] {
  const seen = new Set<string>();
  return raw.map((r) => {
    const d = day(r.gas_day);
    if (seen.has(d)) throw new Error(`Gas day ${d} appears twice`);
    seen.add(d);
    const gwh = num(r.ldz_offtake_gwh);
    if (!Number.isFinite(gwh) || gwh < 0) throw new Error(`Gas day ${d}: no LDZ offtake`);
    return { time: gasDayStartUtc(d), market: GB_LDZ_MARKET, quality: (r.ldz_offtake_quality ?? '').trim(), load: gwh * THERMS_PER_GWH };
  });
}

/**
 * Heating degree days of a daily mean temperature, degC base {@link HDD_BASE_C}:
 * max(0, 15.5 - t), rounded to 0.01 (the temperature has 0.1 degC resolution; rounding only
 * drops binary noise such as 10.700000000000001).
 *
 * @example heatingDegreeDays(4.8) // 10.7
 */
export function heatingDegreeDays(meanTempC: number, baseC: number = HDD_BASE_C): number {
  return Math.round(Math.max(0, baseC - meanTempC) * 100) / 100;
}

/** A day of the Central England Temperature with its heating degree days. */
export interface CetRow {
  /** Local (Europe/London) midnight of the calendar day, UTC epoch ms. */
  time: number;
  station: string;
  /** HadCET daily mean, degC. */
  temperatureC: number;
  /** max(0, 15.5 - temperatureC), degC-days. */
  hdd: number;
}

/**
 * HadCET daily means (raw gas-uk-nts-cet-daily `hadcet_daily_mean_temp_2016_2026.csv`: date,
 * cet_mean_temp_c), each dated at local midnight of its calendar day in Europe/London (UTC epoch
 * ms), with its heating degree days.
 *
 * @throws Error on a malformed date or a missing temperature.
 */
export function cetRows(raw: readonly Record<string, string>[]): CetRow[] {
  return raw.map((r) => {
    const d = day(r.date);
    const t = num(r.cet_mean_temp_c);
    if (!Number.isFinite(t)) throw new Error(`CET ${d}: no temperature`);
    return { time: localMidnightUtc(d, GAS_DAY_TZ), station: CET_STATION.id, temperatureC: t, hdd: heatingDegreeDays(t) };
  });
}

/**
 * Texas monthly consumption by end use in MCF (thousand cubic feet; raw MMcf x 1000), dated at
 * local (Central) midnight of the month's first day. Months before {@link TEXAS_NEW_VINTAGE_FROM}
 * come from raw file 1 (`eia_ng_consumption_by_state_enduse_monthly_1973_2022.csv`, rows of
 * state_abb TX), the rest from file 2 (`eia_texas_ng_consumption_monthly_2014_2024.csv`, EIA's
 * newer vintage). Blank (withheld) values are skipped.
 *
 * @throws Error on a month that is not YYYY-MM or a repeated (month, end use).
 */
export function texasMonthlyRows(file1: readonly Record<string, string>[], file2: readonly Record<string, string>[]): GasLoadRow[] {
  const byProcess = new Map<string, string>(TEXAS_END_USES.map((u) => [u.process, u.id]));
  const out: GasLoadRow[] = [];
  const seen = new Set<string>();
  const add = (r: Record<string, string>, fromNewVintage: boolean) => {
    const month = (r.month ?? '').trim();
    if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`Not a YYYY-MM month: ${month}`);
    if ((month >= TEXAS_NEW_VINTAGE_FROM) !== fromNewVintage) return;
    const market = byProcess.get((r.process ?? '').trim());
    const mmcf = num(r.mmcf);
    if (!market || !Number.isFinite(mmcf)) return;
    const key = `${month}|${market}`;
    if (seen.has(key)) throw new Error(`Texas ${key} appears twice`);
    seen.add(key);
    out.push({ time: localMidnightUtc(`${month}-01`, TEXAS_TZ), market, quality: '', load: mmcf * 1000 });
  };
  for (const r of file1) if ((r.state_abb ?? '').trim() === 'TX') add(r, false);
  for (const r of file2) add(r, true);
  return out.sort((a, b) => a.time - b.time || a.market.localeCompare(b.market));
}

/** A Henry Hub spot price of one trading day. */
export interface HenryHubRow {
  /** Local (Central) midnight of the trading day, UTC epoch ms. */
  time: number;
  /** $/MMBtu. */
  price: number;
}

/**
 * Henry Hub daily spot (raw eia-henry-hub, 4 preamble lines skipped by the caller; columns `Day`
 * as M/D/YYYY and the price in $/MMBtu, newest first), oldest first, dated at Central midnight of
 * the trading day. Days without a price (blank cells) are skipped.
 *
 * @throws Error on a malformed date or a repeated day.
 */
export function henryHubRows(raw: readonly Record<string, string>[]): HenryHubRow[] {
  const seen = new Set<string>();
  const out: HenryHubRow[] = [];
  for (const r of raw) {
    const dayText = (r.Day ?? '').trim();
    const priceKey = Object.keys(r).find((k) => k !== 'Day');
    const price = num(priceKey === undefined ? undefined : r[priceKey]);
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(dayText);
    if (!m) throw new Error(`Not an M/D/YYYY date: ${dayText}`);
    const iso = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
    if (seen.has(iso)) throw new Error(`Henry Hub ${iso} appears twice`);
    seen.add(iso);
    if (!Number.isFinite(price)) continue;
    out.push({ time: localMidnightUtc(iso, TEXAS_TZ), price });
  }
  return out.sort((a, b) => a.time - b.time);
}

/** Tables the gas step writes (replaced on re-seed). */
export const GAS_SEED_TABLES = ['gas_uk_ldz', 'gas_uk_weather', 'gas_tx_monthly', 'gas_henry_hub'] as const;

/**
 * Loads the committed gas Parquet files (written by apps/api/scripts/convert-gas.ts) into the
 * tables of the gas datasources (apps/api/src/data/gasDatasources.ts), each in time order.
 */
export async function seedGas(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE gas_uk_ldz AS SELECT __time, market, 'actual' AS series, quality, load
    FROM read_parquet(${fileLiteral(ctx, 'gas_uk_ldz.parquet')}) WHERE ${rangeSql(ctx)} ORDER BY __time, market`);
  await ctx.db.run(`CREATE OR REPLACE TABLE gas_uk_weather AS SELECT __time, station, 'actual' AS series, temperature, hdd
    FROM read_parquet(${fileLiteral(ctx, 'gas_uk_weather.parquet')}) WHERE ${rangeSql(ctx)} ORDER BY __time, station`);
  await ctx.db.run(`CREATE OR REPLACE TABLE gas_tx_monthly AS SELECT __time, market, 'actual' AS series, load
    FROM read_parquet(${fileLiteral(ctx, 'gas_tx_monthly.parquet')}) WHERE ${rangeSql(ctx)} ORDER BY __time, market`);
  await ctx.db.run(`CREATE OR REPLACE TABLE gas_henry_hub AS SELECT __time, market, price
    FROM read_parquet(${fileLiteral(ctx, 'gas_henry_hub.parquet')}) WHERE ${rangeSql(ctx)} ORDER BY __time`);
}
