import { TEXT_DATASET_TOO_LARGE } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDatasource, type DatasourceMeta } from '../data/registry';
import { registerFileDatasources } from '../testing/datasources';
import { openDatabase, QueryWaitAborted, type Database } from '../db/database';
import { clickhouseQuerySettings } from '../query/dialects/clickhouse';
import { QueryError } from '../query/errors';
import { timeoutText } from '../query/governor';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createDataRoutes } from '../routes/data';
import { createServer } from '../server';
import { clickhouseBackend, clickhouseConnections, governanceSettings, mapEngineError, setTimeseriesBackend, timeseriesTarget } from './backend';
import { chdbInstalled, openChdbEngine } from './chdb';
import { EngineError, type ClickhouseEngine } from './engine';
import { dropDdl, sortingKey, syncTimeseries, tableDdl, type SourceTable } from './sync';

/**
 * The ClickHouse backend's governance and tables: the row cap and the time limit as ClickHouse
 * settings answering the DuckDB path's texts, engine errors never reaching an answer, the line of
 * queries waiting for the engine, the environment's choice of backend, the DDL of one server and
 * of a cluster, and a copy that is made again only when its rows changed.
 */
const installed = chdbInstalled();

const meterTable: SourceTable = {
  table: 'meters',
  columns: [
    { name: '__time', type: 'TIMESTAMP' },
    { name: 'meterId', type: 'VARCHAR' },
    { name: 'market', type: 'VARCHAR' },
    { name: 'load', type: 'DOUBLE' },
    { name: 'orgId', type: 'VARCHAR' },
  ],
};

describe('backend choice, settings, DDL', () => {
  it('reads the backend from the environment: DuckDB by default, chDB by folder, a server by URL (with its cluster)', () => {
    expect(timeseriesTarget({})).toBeNull();
    expect(timeseriesTarget({ LOADLINE_TIMESERIES: 'duckdb' })).toBeNull();
    expect(timeseriesTarget({ LOADLINE_TIMESERIES: 'chdb:/data/ch' })).toEqual({ kind: 'chdb', folder: '/data/ch' });
    expect(timeseriesTarget({ LOADLINE_CLICKHOUSE_URL: 'http://ch:8123', LOADLINE_CLICKHOUSE_CLUSTER: 'meters', LOADLINE_TIMESERIES: 'chdb:/x' })).toEqual({
      kind: 'server',
      url: 'http://ch:8123',
      cluster: { cluster: 'meters' },
    });
    expect(() => timeseriesTarget({ LOADLINE_TIMESERIES: 'druid' })).toThrow(/duckdb or chdb:<folder>/);
    expect(() => timeseriesTarget({ LOADLINE_TIMESERIES: 'chdb:' })).toThrow();
  });

  it('maps the query limits to ClickHouse settings, and their errors to the answers of the DuckDB path', () => {
    expect(governanceSettings({ maxRows: 200_000, timeoutMs: 30_000 })).toEqual({
      max_execution_time: 30,
      timeout_overflow_mode: 'throw',
      max_result_rows: 200_001,
      result_overflow_mode: 'throw',
    });
    const timeout = mapEngineError(new EngineError('Code: 159. DB::Exception: Timeout exceeded', 159), { timeoutMs: 2500 });
    expect(timeout).toBeInstanceOf(QueryError);
    expect(timeout).toMatchObject({ statusCode: 504, message: timeoutText(2500) });
    expect(mapEngineError(new EngineError('Code: 396. DB::Exception: Limit for result exceeded', 396), { timeoutMs: 1 })).toMatchObject({ statusCode: 413, message: TEXT_DATASET_TOO_LARGE });
    const other = new EngineError('Code: 60. DB::Exception: Unknown table', 60);
    expect(mapEngineError(other, { timeoutMs: 1 })).toBe(other);
  });

  it('orders each table by its keys and time, partitions it by month, and on a cluster adds local tables and a Distributed table sharded by meter', () => {
    expect(sortingKey(meterTable)).toEqual(['market', 'meterId', '__time']);
    const [one] = tableDdl(meterTable);
    expect(one).toContain('ENGINE = MergeTree PARTITION BY toYYYYMM("__time") ORDER BY ("market", "meterId", "__time")');
    expect(one).toContain(`"__time" DateTime64(3, 'UTC')`);
    expect(one).toContain('"load" Nullable(Float64)');
    const [local, distributed] = tableDdl(meterTable, { cluster: 'meters' });
    expect(local).toMatch(/^CREATE TABLE "meters_local" ON CLUSTER "meters" .* ENGINE = ReplicatedMergeTree\('\/clickhouse\/tables\/\{shard\}\/\{database\}\/meters_local', '\{replica\}'\)/);
    expect(distributed).toBe('CREATE TABLE "meters" ON CLUSTER "meters" AS "meters_local" ENGINE = Distributed("meters", currentDatabase(), "meters_local", cityHash64("meterId"))');
    const market = tableDdl({ table: 'ercot_load', columns: [{ name: '__time', type: 'TIMESTAMP' }, { name: 'market', type: 'VARCHAR' }] }, { cluster: 'c' })[1];
    expect(market).toContain('cityHash64("market")');
    expect(dropDdl('meters', { cluster: 'c' })).toEqual(['DROP TABLE IF EXISTS "meters" ON CLUSTER "c" SYNC', 'DROP TABLE IF EXISTS "meters_local" ON CLUSTER "c" SYNC']);
    expect(() => tableDdl({ table: 't', columns: [{ name: '__time', type: 'TIMESTAMP' }, { name: 'x', type: 'STRUCT(a INT)' }] })).toThrow(/no ClickHouse type/);
  });

  it('lets a query wait for the engine and leave the line when its signal aborts', async () => {
    let release!: () => void;
    const engine = { concurrency: 1 } as ClickhouseEngine;
    const connections = clickhouseConnections(engine, { maxRows: 10, timeoutMs: 1000 });
    const first = connections.use(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const second = connections.use(async () => 'ran', { signal: controller.signal });
    expect(connections.running).toBe(1);
    expect(connections.waiting).toBe(1);
    controller.abort(new Error('gone'));
    await expect(second).rejects.toBeInstanceOf(QueryWaitAborted);
    const third = connections.use(async () => 'third');
    release();
    await first;
    await expect(third).resolves.toBe('third');
    expect(connections.running).toBe(0);
  });
});

describe.skipIf(!installed)('the data routes on chDB', () => {
  const missingMeta: DatasourceMeta = { ...fixtureMeta, name: 'missing_load_test', table: 'missing_load_test' };
  const slowMeta: DatasourceMeta = { ...fixtureMeta, name: 'slow_load_test_ch', table: 'slow_load_test_ch' };
  let db: Database;
  let restoreDatasources: (() => void) | undefined;
  let engine: ClickhouseEngine;
  let folder: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    await createFixtureTable(db, fixtureRows().filter((r) => r.time < Date.UTC(2019, 3, 1)));
    folder = mkdtempSync(join(tmpdir(), 'loadline-chdb-gov-'));
    engine = openChdbEngine(folder);
    await syncTimeseries(db, engine);
    // 20 billion generated rows: a query over it runs until the time limit stops it.
    await engine.command(`CREATE VIEW slow_load_test_ch AS SELECT toDateTime64('2019-06-01', 3, 'UTC') + toIntervalMinute(number % 1000) AS "__time",
      concat('M', toString(number % 7)) AS meter_id, 'F-1' AS feeder, 'residential' AS rate_class, toFloat64(number) AS kwh, 1.0 AS temperature FROM numbers(20000000000)`);
    registerDatasource(fixtureMeta);
    restoreDatasources = registerFileDatasources(missingMeta, slowMeta);
  }, 300_000);
  afterAll(async () => {
    restoreDatasources?.();
    for (const app of apps) await app.close();
    await engine?.close();
    await db?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function serve(limits: { maxRows: number; timeoutMs: number }): Promise<FastifyInstance> {
    // Each server its own database object: the backend is chosen per database.
    const own = Object.create(db) as Database;
    setTimeseriesBackend(own, clickhouseBackend(engine, { limits }));
    const app = await createServer({ ctx: { db: own, origin: 'http://localhost:3000' }, routes: [createDataRoutes({ limits })] });
    apps.push(app);
    return app;
  }
  const query = (app: FastifyInstance, ds: string, fromDate: string, toDate: string) =>
    app.inject({
      method: 'POST',
      url: `/api/druid/api/v2/datasources/${ds}/query`,
      payload: { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'PT1H' }], timezone: 'America/Chicago', timeFilter: { dateRange: { fromDate, toDate } } },
    });

  it('answers a query, the spring-forward day in 23 hours, and the health answer names chDB', async () => {
    const app = await serve({ maxRows: 1000, timeoutMs: 30_000 });
    const res = await query(app, fixtureMeta.name, '2019-03-10', '2019-03-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(23);
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ timeseries: 'chdb' });
  });

  it('refuses an answer above the row cap with the card message (max_result_rows in ClickHouse, the LIMIT in the SQL)', async () => {
    const app = await serve({ maxRows: 30, timeoutMs: 30_000 });
    const res = await query(app, fixtureMeta.name, '2019-03-01', '2019-03-03');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: TEXT_DATASET_TOO_LARGE });
    // A call whose SQL has no LIMIT is held by the engine's max_result_rows.
    const executor = clickhouseConnections(engine, { maxRows: 2, timeoutMs: 30_000 });
    await expect(executor.use((ex) => ex.all('SELECT number FROM numbers(10)'))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('stops a query at the time limit in ClickHouse (max_execution_time) with the 504 text', async () => {
    const app = await serve({ maxRows: 1000, timeoutMs: 700 });
    const res = await query(app, slowMeta.name, '2019-06-01', '2019-06-02');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ message: timeoutText(700) });
    // The engine stopped the statement: the next query answers.
    const next = await query(await serve({ maxRows: 1000, timeoutMs: 30_000 }), fixtureMeta.name, '2019-03-10', '2019-03-11');
    expect(next.statusCode).toBe(200);
  }, 60_000);

  it('answers an engine error as 500 without engine text', async () => {
    const res = await query(await serve({ maxRows: 1000, timeoutMs: 30_000 }), missingMeta.name, '2019-03-10', '2019-03-11');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Something went wrong' });
    expect(res.body).not.toMatch(/DB::Exception|Code: \d+|missing_load_test/);
  });

  it('copies a table again only when its rows changed (a re-seed is idempotent)', async () => {
    const again = await syncTimeseries(db, engine, { tables: [fixtureMeta.table] });
    expect(again).toEqual({ copied: [], unchanged: [fixtureMeta.table] });
    await db.run(`INSERT INTO ${fixtureMeta.table} VALUES (TIMESTAMP '2019-04-02 00:00:00', 'M-009', 'F-2', 'residential', 1.5, 50)`);
    try {
      const changed = await syncTimeseries(db, engine, { tables: [fixtureMeta.table] });
      expect(changed.copied.map((c) => c.table)).toEqual([fixtureMeta.table]);
      const count = await engine.query(`SELECT count() AS n FROM ${fixtureMeta.table} WHERE meter_id = {m:String}`, { m: 'M-009' }, { settings: clickhouseQuerySettings });
      expect(count.columns[0]).toEqual([1]);
    } finally {
      await db.run(`DELETE FROM ${fixtureMeta.table} WHERE meter_id = 'M-009'`);
      await syncTimeseries(db, engine, { tables: [fixtureMeta.table] });
    }
  });
});
