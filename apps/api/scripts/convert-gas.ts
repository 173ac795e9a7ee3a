/**
 * One-off converter of the gas seed: reads the raw public files under ../shared/data/raw (or
 * LOADLINE_RAW_DIR) and writes apps/api/seed/gas_*.parquet (zstd). Run once when the raw data
 * change: `pnpm exec tsx --tsconfig tsconfig.base.json apps/api/scripts/convert-gas.ts`. The API
 * never reads the raw folder; the derivations live in apps/api/src/seed/gas.ts (unit-tested) and
 * are stated in apps/api/seed/SOURCES.md ("Gas").
 */
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { cetRows, HENRY_HUB_MARKET, henryHubRows, texasMonthlyRows, ukLdzRows } from '../src/seed/gas';

const raw = resolve(process.env.LOADLINE_RAW_DIR ?? resolve(import.meta.dirname, '../../../../shared/data/raw'));
const out = resolve(import.meta.dirname, '../seed');

const csv = (path: string, skip = 0): Record<string, string>[] => {
  const text = readFileSync(join(raw, path), 'utf8').split('\n').slice(skip).join('\n');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
};
const ts = (a: DuckDBAppender, ms: number) => a.appendTimestamp(new DuckDBTimestampValue(BigInt(ms) * 1000n));

const instance = await DuckDBInstance.create(':memory:');
const con = await instance.connect();

async function write(table: string, ddl: string, fill: (a: DuckDBAppender) => void, orderBy: string): Promise<void> {
  await con.run(`CREATE OR REPLACE TABLE ${table} (${ddl})`);
  const a = await con.createAppender(table);
  fill(a);
  a.closeSync();
  const file = join(out, `${table}.parquet`);
  await con.run(`COPY (SELECT * FROM ${table} ORDER BY ${orderBy}) TO '${file}' (FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 19)`);
  const n = await con.runAndReadAll(`SELECT count(*)::INTEGER AS n, min(__time)::VARCHAR AS lo, max(__time)::VARCHAR AS hi FROM ${table}`);
  const s = n.getRowObjectsJS()[0];
  console.log(`${table}: ${String(s?.n)} rows ${String(s?.lo)} .. ${String(s?.hi)} UTC, ${(statSync(file).size / 1024).toFixed(0)} KiB`);
}

// GB LDZ offtake (the 13 LDZs' total), GWh per gas day -> therm, dated by the gas day's start (05:00 London).
await write('gas_uk_ldz', '__time TIMESTAMP, market VARCHAR, quality VARCHAR, load DOUBLE', (a) => {
  for (const r of ukLdzRows(csv('gas-uk-ldz-daily/uk_nts_daily_offtake_gwh_2020_2026.csv'))) {
    ts(a, r.time);
    a.appendVarchar(r.market);
    a.appendVarchar(r.quality);
    a.appendDouble(r.load);
    a.endRow();
  }
}, '__time, market');

// Central England daily mean temperature (degC) and HDD at 15.5 degC, dated at London midnight.
await write('gas_uk_weather', '__time TIMESTAMP, station VARCHAR, temperature DOUBLE, hdd DOUBLE', (a) => {
  for (const r of cetRows(csv('gas-uk-nts-cet-daily/hadcet_daily_mean_temp_2016_2026.csv'))) {
    ts(a, r.time);
    a.appendVarchar(r.station);
    a.appendDouble(r.temperatureC);
    a.appendDouble(r.hdd);
    a.endRow();
  }
}, '__time, station');

// Texas monthly consumption by end use, MMcf -> MCF, older vintage before 2014-01 and the newer one after.
await write('gas_tx_monthly', '__time TIMESTAMP, market VARCHAR, load DOUBLE', (a) => {
  const rows = texasMonthlyRows(
    csv('gas-eia-state-monthly/eia_ng_consumption_by_state_enduse_monthly_1973_2022.csv'),
    csv('gas-eia-state-monthly/eia_texas_ng_consumption_monthly_2014_2024.csv'),
  );
  for (const r of rows) {
    ts(a, r.time);
    a.appendVarchar(r.market);
    a.appendDouble(r.load);
    a.endRow();
  }
}, '__time, market');

// Henry Hub daily spot, $/MMBtu, trading days, dated at Central midnight.
await write('gas_henry_hub', '__time TIMESTAMP, market VARCHAR, price DOUBLE', (a) => {
  for (const r of henryHubRows(csv('eia-henry-hub/henry_hub_spot_daily_1997_2022.csv', 4))) {
    ts(a, r.time);
    a.appendVarchar(HENRY_HUB_MARKET);
    a.appendDouble(r.price);
    a.endRow();
  }
}, '__time');

con.closeSync();
