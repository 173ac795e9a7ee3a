/**
 * Seed and load-forecast dashboard benchmark (`pnpm bench:seed`).
 *
 * 1. Seed time: seeds a fresh DuckDB file from the committed seed (apps/api/seed), as the first
 *    `npm start` does, and prints the wall time.
 * 2. A load forecast dashboard's query set over that seed, through the API (Fastify inject with
 *    a signed-in session, so the session check, validation, compilation and DuckDB all count):
 *    the calls a short-term load forecast dashboard makes when it opens on one market and week —
 *    time boundary, distinct markets and process times, Stitched Actual / Official Forecast /
 *    Backcast series hourly in America/Chicago, forecast and backcast MAPE, Houston temperature.
 *    The set is issued concurrently, as the dashboard does, BENCH_SEED_RUNS times (default 30);
 *    prints p50/p95 ms of the whole set and of each call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SESSION_COOKIE } from '../src/auth/plugin';
import { registerSeedDatasources } from '../src/data/datasources';
import { openDatabase } from '../src/db/database';
import { routes } from '../src/routes';
import { ensureSeeded } from '../src/seed/seed';
import { createServer } from '../src/server';
import { appState } from '../src/appState';

const RUNS = Number(process.env.BENCH_SEED_RUNS ?? 30);
const seedDir = resolve(import.meta.dirname, '../seed');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'loadline-bench-seed-'));
  const dbPath = join(dir, 'loadline.duckdb');
  try {
    const t0 = performance.now();
    await ensureSeeded({ dbPath, seedDir, log: () => undefined });
    const seedMs = performance.now() - t0;
    console.log(`seed time: ${(seedMs / 1000).toFixed(1)} s (fresh DuckDB file from apps/api/seed)`);

    registerSeedDatasources();
    const db = await openDatabase({ path: dbPath });
    const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes });
    const stores = await appState(db);
    const headers = { cookie: `${SESSION_COOKIE}=${await stores.sessions.create('usr-gcp-forecaster')}`, 'x-loadline-request': '1' };

    const ds = '/api/druid/api/v2/datasources';
    const zone = 'America/Chicago';
    // Set once the latest run is known: the 7 local days that run forecasts.
    let week = { columnName: '__time', dateRange: { fromDate: '', toDate: '' } };
    const hourly = [{ type: 'time', columnName: '__time', granularity: 'PT1H' }];
    const load = [{ columnName: 'load', aggregation: 'Sum' }];
    const series = (market: string, name: string, extra: { columnName: string; filterType: 'Include'; filterValues: string[] }[] = []) => ({
      selectedMeasures: load,
      filters: [
        { columnName: 'market', filterType: 'Include', filterValues: [market] },
        { columnName: 'series', filterType: 'Include', filterValues: [name] },
        ...extra,
      ],
      timeFilter: week,
      splits: hourly,
      timezone: zone,
      rangeFilters: [],
    });
    // The Forecast menu's 'Latest': the newest short-term process time of the market.
    const runs = await app.inject({
      method: 'POST', url: `${ds}/ercot_load/distinct`, headers,
      payload: { distinctDimension: { columnName: 'processTime' }, filters: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }], limit: 1, direction: 'desc' },
    });
    if (runs.statusCode !== 200) throw new Error(`distinct processTime: ${runs.statusCode} ${runs.body}`);
    const latest = JSON.stringify(runs.json()).match(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/)?.[0];
    if (!latest) throw new Error(`no short-term process time in ${runs.body}`);
    const day = (offset: number) => new Date(Date.parse(latest.slice(0, 10)) + offset * 86_400_000).toISOString().slice(0, 10);
    week = { columnName: '__time', dateRange: { fromDate: day(1), toDate: day(8) } };
    const forecastOf = (market: string) =>
      series(market, 'forecast', [
        { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] },
        { columnName: 'processTime', filterType: 'Include', filterValues: [latest] },
      ]);

    const calls: { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { name: 'time-boundary', method: 'GET', url: `${ds}/ercot_load/time-boundary` },
      { name: 'distinct markets', method: 'POST', url: `${ds}/ercot_load/distinct`, payload: { distinctDimension: { columnName: 'market' }, filters: [], limit: 100 } },
      {
        name: 'distinct process times', method: 'POST', url: `${ds}/ercot_load/distinct`,
        payload: { distinctDimension: { columnName: 'processTime' }, filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }, { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }], limit: 16, direction: 'desc' },
      },
      { name: 'COAST stitched actual', method: 'POST', url: `${ds}/ercot_load/query`, payload: series('COAST', 'actual') },
      { name: 'COAST forecast (short term)', method: 'POST', url: `${ds}/ercot_load/query`, payload: forecastOf('COAST') },
      { name: 'COAST backcast', method: 'POST', url: `${ds}/ercot_load/query`, payload: series('COAST', 'backcast') },
      { name: 'ERCOT stitched actual', method: 'POST', url: `${ds}/ercot_load/query`, payload: series('ERCOT', 'actual') },
      { name: 'ERCOT forecast (short term)', method: 'POST', url: `${ds}/ercot_load/query`, payload: forecastOf('ERCOT') },
      {
        name: 'forecast and backcast MAPE', method: 'POST', url: `${ds}/ercot_forecast_mape/query`,
        payload: {
          selectedMeasures: [{ columnName: 'mape', aggregation: 'Avg' }],
          filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }],
          timeFilter: { columnName: '__time', dateRange: { fromDate: '2021-11-01', toDate: '2022-01-01' } },
          splits: [{ type: 'dimension', columnName: 'mapeType' }],
          timezone: zone,
          rangeFilters: [],
        },
      },
      { name: 'Houston temperature', method: 'GET', url: `/api/weather/weather?weather_stations=HOU&start_date=${day(1)}&end_date=${day(7)}&date_field=weather_day&utc_flag=false` },
    ];

    const perCall = new Map<string, number[]>(calls.map((c) => [c.name, []]));
    const sets: number[] = [];
    const rows = new Map<string, number>();
    for (let run = 0; run < RUNS + 2; run++) {
      const t = performance.now();
      await Promise.all(
        calls.map(async (c) => {
          const s = performance.now();
          const res = await app.inject({ method: c.method, url: c.url, headers, ...(c.payload ? { payload: c.payload as object } : {}) });
          if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
          if (run === 0) rows.set(c.name, res.body.length);
          if (run >= 2) perCall.get(c.name)!.push(performance.now() - s);
        }),
      );
      if (run >= 2) sets.push(performance.now() - t);
    }
    console.log(`load forecast dashboard query set (COAST and ERCOT, week of ${week.dateRange.fromDate}, latest forecast ${latest}): ${calls.length} calls issued together, ${RUNS} runs (2 warm-up runs not counted)`);
    console.log(`${'whole set'.padEnd(32)} p50 ${pct(sets, 50).toFixed(1).padStart(7)} ms   p95 ${pct(sets, 95).toFixed(1).padStart(7)} ms`);
    for (const [name, xs] of perCall) {
      console.log(`  ${name.padEnd(30)} p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms   p95 ${pct(xs, 95).toFixed(1).padStart(7)} ms   (${rows.get(name)} bytes)`);
    }
    await app.close();
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
