/**
 * DuckDB against ClickHouse (chDB) on one meter table (`pnpm bench engines`): 15-minute loads of
 * BENCH_ENGINES_METERS meters for 2019 (default 2,854 meters x 35,040 intervals = 100M rows),
 * generated in DuckDB in .loadline/bench/engines-{meters}.duckdb (reused while its size matches)
 * and copied into chDB by the server's own copy (timeseries/sync.ts). Three queries compiled from
 * the same request and run through each dialect, in America/Chicago: a feeder-month hourly sum, a
 * meter-day quarter-hourly sum, a single meter's 15-minute year. Prints side by side: median ms,
 * rows in the query's range per second, and the bytes each engine stores for the table.
 *
 * Env: BENCH_ENGINES_METERS (default 2854), BENCH_ENGINES_RUNS (default 7). Needs chDB
 * (scripts/ensure-chdb.sh, which this runs).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { QueryRequest } from '@loadline/core';
import type { DatasourceMeta } from '../src/data/registry';
import { openDatabase, type Executor } from '../src/db/database';
import { compileQuery } from '../src/query/compileQuery';
import { clickhouseDialect } from '../src/query/dialects/clickhouse';
import { duckdbDialect } from '../src/query/dialects/duckdb';
import { queryAnswer } from '../src/query/execute';
import type { Dialect } from '../src/query/ir';
import { clickhouseExecutor } from '../src/timeseries/backend';
import { openChdbEngine } from '../src/timeseries/chdb';
import { syncTimeseries } from '../src/timeseries/sync';

const METERS = Number(process.env.BENCH_ENGINES_METERS ?? 2_854);
const RUNS = Number(process.env.BENCH_ENGINES_RUNS ?? 7);
const INTERVALS = 35_040;
const FEEDERS = 50;
const dir = resolve(process.env.LOADLINE_DATA_DIR ?? '.loadline', 'bench');
const file = resolve(dir, `engines-${METERS}.duckdb`);
const chFolder = resolve(dir, `engines-${METERS}.chdb`);

const meta: DatasourceMeta = {
  name: 'bench_meter_15m',
  table: 'bench_meter_15m',
  description: 'Benchmark meters (generated)',
  timeIntervalMinutes: 15,
  dimensions: [{ name: 'feeder', title: 'Feeder' }, { name: 'meter_id', title: 'Meter' }],
  metrics: [{ name: 'kwh', title: 'Load', unit: 'kWh', unitType: 'power load' }],
  provenance: { kind: 'derived', source: 'benchmark', method: 'hash of meter and interval' },
  meterIdColumn: 'meter_id',
};

execSync('bash scripts/ensure-chdb.sh', { stdio: 'inherit' });
mkdirSync(dir, { recursive: true });
const rows = METERS * INTERVALS;
const db = await openDatabase({ path: file, allowExternalAccess: true, threads: 2 });
const [have] = await db.all<{ n: bigint }>(`SELECT count(*) AS n FROM ${meta.table}`).catch(() => [{ n: -1n }]);
if (Number(have?.n) !== rows) {
  console.log(`generating ${rows.toLocaleString('en-US')} rows (${METERS} meters x ${INTERVALS} intervals) in ${file}`);
  await db.run(`DROP TABLE IF EXISTS ${meta.table}`);
  // Time order, as the seed stores series; loads from a hash of meter and interval.
  await db.run(`CREATE TABLE ${meta.table} AS
    SELECT TIMESTAMP '2019-01-01 06:00:00' + (i // ${METERS}) * INTERVAL 15 MINUTE AS "__time",
      'F' || lpad(((i % ${METERS}) % ${FEEDERS})::VARCHAR, 2, '0') AS feeder,
      'M' || lpad((i % ${METERS})::VARCHAR, 5, '0') AS meter_id,
      round((hash(i) % 2000) / 1000.0 + 0.1, 3) AS kwh
    FROM range(${rows}) t(i)`);
  await db.run('CHECKPOINT');
  rmSync(chFolder, { recursive: true, force: true });
}
const engine = openChdbEngine(chFolder);
const t0 = performance.now();
const report = await syncTimeseries(db, engine, { tables: [meta.table] });
if (report.copied.length) console.log(`copied into chDB in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const base = { filters: [], rangeFilters: [], timezone: 'America/Chicago' as const, splits: [] };
const cases: { name: string; request: QueryRequest }[] = [
  {
    name: 'feeder-month, hourly sum',
    request: { ...base, selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
      filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F07'] }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-08-01' } } },
  },
  {
    name: 'meter-day, 15-minute sum',
    request: { ...base, selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', columnName: '__time', granularity: 'PT15M' }],
      filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M00042'] }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-11-03', toDate: '2019-11-04' } } },
  },
  {
    name: 'single meter, 15-minute year',
    request: { ...base, selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', columnName: '__time', granularity: 'PT15M' }],
      filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M00042'] }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2020-01-01' } } },
  },
];

const ch = clickhouseExecutor(engine, { maxRows: 200_000, timeoutMs: 600_000 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function time(runner: Executor, dialect: Dialect, request: QueryRequest): Promise<{ ms: number; answerRows: number }> {
  const compiled = compileQuery(request, meta);
  const times: number[] = [];
  let answerRows = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const start = performance.now();
    const answer = await queryAnswer(runner, dialect, compiled, { maxRows: 200_000 });
    for await (const piece of answer.pieces) void piece;
    answerRows = answer.rowCount;
    if (i > 0) times.push(performance.now() - start); // the first run warms caches
  }
  return { ms: median(times), answerRows };
}

const duckBytes = statSync(file).size;
const parts = await engine.query(`SELECT sum(data_compressed_bytes) AS b FROM system.parts WHERE active AND database = currentDatabase() AND table = {t:String}`, { t: meta.table }, { settings: {} });
const chBytes = Number(parts.columns[0]?.[0] ?? 0);
console.log(`\n${rows.toLocaleString('en-US')} rows; stored: DuckDB ${(duckBytes / 1e6).toFixed(1)} MB (file), chDB ${(chBytes / 1e6).toFixed(1)} MB (compressed parts); ${RUNS} runs, median`);
console.log('case                             rows in range   DuckDB ms  rows/s       chDB ms  rows/s       answer rows');
for (const c of cases) {
  const compiled = compileQuery(c.request, meta);
  const where = compiled.ir.where;
  const [count] = await db.all<{ n: bigint }>(...(() => {
    const { sql, params } = duckdbDialect.render({ table: meta.table, outputs: [{ alias: 'n', kind: 'aggregate', fn: 'count', expr: { kind: 'time' } }], where, groupBy: [], orderBy: [], limit: null, offset: null });
    return [sql, params] as const;
  })());
  const inRange = Number(count?.n ?? 0);
  const duck = await time(db, duckdbDialect, c.request);
  const click = await time(ch, clickhouseDialect, c.request);
  const rate = (ms: number) => Math.round((inRange / ms) * 1000).toLocaleString('en-US').padEnd(12);
  console.log(`${c.name.padEnd(32)} ${String(inRange).padStart(13)}   ${duck.ms.toFixed(1).padStart(9)}  ${rate(duck.ms)} ${click.ms.toFixed(1).padStart(9)}  ${rate(click.ms)} ${duck.answerRows}/${click.answerRows}`);
}
await engine.close();
await db.close();
