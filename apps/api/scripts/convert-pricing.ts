/**
 * One-off converter of the pricing seed: reads the raw public files under ../shared/data/raw (or
 * LOADLINE_RAW_DIR) and writes apps/api/seed/pricing_*.parquet and ercot_dam_hubs.parquet (zstd).
 * Run once when the raw data change: `pnpm exec tsx apps/api/scripts/convert-pricing.ts`. The API never reads the raw folder;
 * what is kept and how is stated in apps/api/seed/SOURCES.md ("Pricing").
 */
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { hourEndingToUtcStart, usDateToIso } from '../src/seed/time';

const raw = resolve(process.env.LOADLINE_RAW_DIR ?? resolve(import.meta.dirname, '../../../../shared/data/raw'));
const out = resolve(import.meta.dirname, '../seed');

const csv = (path: string, skip = 0): Record<string, string>[] => {
  const text = readFileSync(join(raw, path), 'utf8').split('\n').slice(skip).join('\n');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
};
const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? NaN : Number(s));
const dbl = (a: DuckDBAppender, v: number) => (Number.isFinite(v) ? a.appendDouble(v) : a.appendNull());

const instance = await DuckDBInstance.create(':memory:');
const con = await instance.connect();

async function write(table: string, ddl: string, fill: (a: DuckDBAppender) => void, orderBy: string): Promise<void> {
  await con.run(`CREATE OR REPLACE TABLE ${table} (${ddl})`);
  const a = await con.createAppender(table);
  fill(a);
  a.closeSync();
  const file = join(out, `${table}.parquet`);
  await con.run(`COPY (SELECT * FROM ${table} ORDER BY ${orderBy}) TO '${file}' (FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 19, ROW_GROUP_SIZE 122880)`);
  const n = await con.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${table}`);
  console.log(`${table}: ${String(n.getRowObjectsJS()[0]?.n)} rows, ${(statSync(file).size / 1024).toFixed(0)} KiB`);
}

// ERCOT DAM prices 2023-01-01 .. 2025-05-17 (2020-2022 are already in ercot_prices.parquet).
// Hour ending + repeated-hour flag -> UTC interval start, as for ercot_prices. The load zones go
// to pricing_dam_lz (curves and ercot_prices), the hubs to ercot_dam_hubs (ercot_prices only).
const damRows = [2023, 2024, 2025].flatMap((year) => csv(`ercot-dam-spp-2023-2025/dam_spp_hubs_loadzones_${year}.csv`));
for (const [table, prefix] of [['pricing_dam_lz', 'LZ_'], ['ercot_dam_hubs', 'HB_']] as const) {
  await write(
    table,
    '__time TIMESTAMP, settlement_point VARCHAR, price DOUBLE',
    (a) => {
      for (const r of damRows) {
        const point = r['Settlement Point'] ?? '';
        if (!point.startsWith(prefix)) continue;
        const day = usDateToIso(r['Delivery Date'] ?? '');
        const t = hourEndingToUtcStart(day, Number((r['Hour Ending'] ?? '').slice(0, 2)), r['Repeated Hour Flag'] === 'Y');
        a.appendTimestamp(new DuckDBTimestampValue(BigInt(t) * 1000n));
        a.appendVarchar(point);
        dbl(a, num(r['Settlement Point Price']));
        a.endRow();
      }
    },
    '__time, settlement_point',
  );
}

// Power to Choose plans (Jan 2026 snapshot): the columns the products, components and formulae use.
await write(
  'pricing_plans',
  `plan_id VARCHAR, plan_name VARCHAR, rep_name VARCHAR, tdu_area VARCHAR, rate_type VARCHAR, term_months INTEGER,
   price_kwh_500 DOUBLE, price_kwh_1000 DOUBLE, price_kwh_2000 DOUBLE, base_charge_monthly DOUBLE, renewable_pct DOUBLE,
   is_prepaid BOOLEAN, is_tou BOOLEAN`,
  (a) => {
    for (const r of csv('tx-retail-plans/plans_2026-01-29.csv')) {
      a.appendVarchar(r.plan_id ?? '');
      a.appendVarchar((r.plan_name ?? '').trim());
      a.appendVarchar((r.rep_name ?? '').trim());
      a.appendVarchar(r.tdu_area ?? '');
      a.appendVarchar(r.rate_type ?? '');
      a.appendInteger(Math.round(num(r.term_months) || 0));
      // The CSV carries binary floating noise (14.899999999999999): rounded to 0.001 cent/kWh.
      for (const c of ['price_kwh_500', 'price_kwh_1000', 'price_kwh_2000']) dbl(a, Math.round(num(r[c]) * 1000) / 1000);
      dbl(a, num(r.base_charge_monthly));
      dbl(a, num(r.renewable_pct));
      a.appendBoolean(/^true$/i.test(r.is_prepaid ?? ''));
      a.appendBoolean(/^true$/i.test(r.is_tou ?? ''));
      a.endRow();
    }
  },
  'tdu_area, plan_id',
);

// TDU delivery charges (PUCT tariffs as compiled in tdu-rates.json).
const tdu = JSON.parse(readFileSync(join(raw, 'tx-retail-plans/tdu-rates.json'), 'utf8')) as {
  tdus: { code: string; name: string; service_area: string; monthly_base_charge: number; per_kwh_rate: number; effective_date: string }[];
};
await write(
  'pricing_tdu',
  'code VARCHAR, name VARCHAR, service_area VARCHAR, monthly_base_charge DOUBLE, per_kwh_rate DOUBLE, effective_date VARCHAR',
  (a) => {
    for (const t of tdu.tdus) {
      a.appendVarchar(t.code);
      a.appendVarchar(t.name);
      a.appendVarchar(t.service_area);
      a.appendDouble(t.monthly_base_charge);
      a.appendDouble(t.per_kwh_rate);
      a.appendVarchar(t.effective_date);
      a.endRow();
    }
  },
  'code',
);

// Henry Hub daily spot (EIA NG.RNGWHHD.D), $/MMBtu; 4 preamble lines, newest first in the source.
await write(
  'pricing_henry_hub',
  'day DATE, price DOUBLE',
  (a) => {
    for (const r of csv('eia-henry-hub/henry_hub_spot_daily_1997_2022.csv', 4)) {
      const [m, d, y] = (r.Day ?? '').split('/');
      const price = num(Object.entries(r).find(([k]) => k.startsWith('Series ID'))?.[1]);
      if (!y || !Number.isFinite(price)) continue;
      a.appendVarchar(`${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`);
      a.appendDouble(price);
      a.endRow();
    }
  },
  'day',
);
