/**
 * Query engine benchmark (`pnpm bench:query`): a meter table of hourly loads (default 11,415
 * meters x 8,760 hours = 100M rows, stored in time order) generated inside DuckDB with range() in
 * .loadline/bench/query-bench-{meters}.duckdb (not committed; reused while its size matches), then four queries through the
 * API (Fastify inject, session check included) next to the same SQL run directly on DuckDB:
 * one meter-month hourly, a feeder-month hourly sum, a whole-year daily sum, a daily count of
 * distinct meters, all in America/Chicago. Prints p50/p95 in ms and the API overhead.
 *
 * Targets: API p50 at most 1.2x direct + 10 ms; feeder-month p95 at most 100 ms.
 * Env: BENCH_QUERY_METERS (default 11415), BENCH_QUERY_RUNS (default 15) for quick runs,
 * BENCH_QUERY_ONLY (part of a case name) to run some cases.
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { authPlugin, SESSION_COOKIE } from '../src/auth/plugin';
import { registerDatasource, type DatasourceMeta } from '../src/data/registry';
import { openDatabase } from '../src/db/database';
import { compileQuery } from '../src/query/compileQuery';
import { duckdbDialect } from '../src/query/dialects/duckdb';
import { dataRoutes } from '../src/routes/data';
import { createServer } from '../src/server';
import { appState } from '../src/appState';

const METERS = Number(process.env.BENCH_QUERY_METERS ?? 11_415);
const HOURS = 8_760;
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 15);
const FEEDERS = 50;
const file = resolve(process.env.LOADLINE_DATA_DIR ?? '.loadline', 'bench', `query-bench-${METERS}.duckdb`);

const meta: DatasourceMeta = {
  name: 'bench_meter_hourly',
  table: 'bench_meter_hourly',
  description: 'Benchmark meters (generated)',
  timeIntervalMinutes: 60,
  dimensions: [
    { name: 'meter_id', title: 'Meter' },
    { name: 'feeder', title: 'Feeder' },
  ],
  metrics: [{ name: 'kwh', title: 'Load', unit: 'kWh', unitType: 'power load' }],
  provenance: { kind: 'derived', source: 'benchmark', method: 'hash of meter and hour' },
  meterIdColumn: 'meter_id',
};

async function generate(): Promise<void> {
  if (existsSync(file)) {
    const db = await openDatabase({ path: file });
    const [row] = await db.all<{ n: bigint }>(`SELECT COUNT(*) AS n FROM ${meta.table}`).catch(() => [{ n: -1n }]);
    await db.close();
    if (Number(row?.n) === METERS * HOURS) return;
    rmSync(file);
  }
  console.log(`generating ${(METERS * HOURS).toLocaleString('en-US')} rows (${METERS} meters x ${HOURS} hours) in ${file}`);
  const t0 = performance.now();
  const db = await openDatabase({ path: file, threads: 2 });
  await db.run(`CREATE TABLE ${meta.table} ("__time" TIMESTAMP NOT NULL, meter_id VARCHAR NOT NULL, feeder VARCHAR NOT NULL, kwh DOUBLE NOT NULL)`);
  // One day per statement, each sorted by hour then meter: the table ends up in time order.
  for (let day = 0; day < HOURS / 24; day++) {
    await db.run(
      `INSERT INTO ${meta.table}
       SELECT TIMESTAMP '2019-01-01 06:00:00' + (? * 24 + h) * INTERVAL 1 HOUR,
              'M' || lpad(CAST(m AS VARCHAR), 5, '0'),
              'FDR-' || lpad(CAST(m % ? AS VARCHAR), 2, '0'),
              0.2 + (hash(m, ? * 24 + h) % 1000) / 400.0
       FROM range(24) AS hr(h), range(?) AS mt(m) ORDER BY h, m`,
      [day, FEEDERS, day, METERS],
    );
  }
  await db.run('CHECKPOINT');
  await db.close();
  console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function main(): Promise<void> {
  await generate();
  const db = await openDatabase({ path: file });
  registerDatasource(meta);
  const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, dataRoutes] });
  const stores = await appState(db);
  const cookie = `${SESSION_COOKIE}=${await stores.sessions.create('usr-gcp-analyst')}`;

  const zone = 'America/Chicago';
  const june = { columnName: '__time' as const, dateRange: { fromDate: '2019-06-01', toDate: '2019-07-01' } };
  const year = { columnName: '__time' as const, dateRange: { fromDate: '2019-01-01', toDate: '2020-01-01' } };
  const sum = [{ columnName: 'kwh', aggregation: 'Sum' as const }];
  const cases = {
    'one meter-month, hourly': { selectedMeasures: sum, splits: [{ type: 'time' as const, columnName: '__time' as const, granularity: 'PT1H' as const }], filters: [{ columnName: 'meter_id', filterType: 'Include' as const, filterValues: ['M00042'] }], timeFilter: june },
    'feeder-month, hourly sum': { selectedMeasures: sum, splits: [{ type: 'time' as const, columnName: '__time' as const, granularity: 'PT1H' as const }], filters: [{ columnName: 'feeder', filterType: 'Include' as const, filterValues: ['FDR-07'] }], timeFilter: june },
    'whole year, daily sum': { selectedMeasures: sum, splits: [{ type: 'time' as const, columnName: '__time' as const, granularity: 'P1D' as const }], filters: [], timeFilter: year },
    'whole year, daily distinct meters': { selectedMeasures: [{ columnName: 'meter_id', aggregation: 'CountDistinct' as const }], splits: [{ type: 'time' as const, columnName: '__time' as const, granularity: 'P1D' as const }], filters: [], timeFilter: year },
  };

  console.log(`rows ${(METERS * HOURS).toLocaleString('en-US')}, runs ${RUNS} per case, zone ${zone}`);
  console.log(`${'case'.padEnd(36)}${'direct p50/p95 ms'.padStart(20)}${'API p50/p95 ms'.padStart(20)}${'overhead'.padStart(10)}   target`);
  let failed = false;
  const only = process.env.BENCH_QUERY_ONLY;
  for (const [name, c] of Object.entries(cases).filter(([n]) => !only || n.includes(only))) {
    const body = { ...c, timezone: zone, rangeFilters: [] };
    const { sql, params } = duckdbDialect.render(compileQuery(body, meta).ir);
    const direct: number[] = [];
    const api: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      let t = performance.now();
      await db.all(sql, params);
      if (i >= 1) direct.push(performance.now() - t);
      t = performance.now();
      const res = await app.inject({ method: 'POST', url: `/api/druid/api/v2/datasources/${meta.name}/query`, headers: { cookie, 'x-loadline-request': '1' }, payload: body });
      if (i >= 1) api.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    const [d50, d95, a50, a95] = [pct(direct, 50), pct(direct, 95), pct(api, 50), pct(api, 95)];
    const ok = a50 <= 1.2 * d50 + 10 && (!name.startsWith('feeder') || a95 <= 100);
    failed ||= !ok;
    const cols = [name.padEnd(36), `${d50.toFixed(1)} / ${d95.toFixed(1)}`.padStart(20), `${a50.toFixed(1)} / ${a95.toFixed(1)}`.padStart(20), `${(a50 / d50).toFixed(2)}x`.padStart(10)];
    console.log(`${cols.join('')}   ${ok ? 'met' : 'MISSED'}`);
  }
  console.log('overhead = API p50 / direct p50; target: API p50 <= 1.2 x direct p50 + 10 ms, feeder-month API p95 <= 100 ms');
  await app.close();
  await db.close();
  if (failed) process.exitCode = 1;
}

await main();
