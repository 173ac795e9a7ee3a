import { resolve } from 'node:path';
import { appState, closeAppState, configureAppState, describeDatabaseUrl } from './appState';
import { registerSeedDatasources } from './data/datasources';
import { openDatabase, serverDatabaseOptions } from './db/database';
import { routes } from './routes';
import { ensureSeeded } from './seed/seed';
import { createServer } from './server';
import { openTimeseries, setTimeseriesBackend } from './timeseries/backend';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.LOADLINE_DATA_DIR ?? '.loadline');
const dbPath = process.env.LOADLINE_DB ?? resolve(dataDir, 'loadline.duckdb');
const portalDir = process.env.LOADLINE_PORTAL_DIR ?? resolve(import.meta.dirname, '../../portal/dist');
const origin = process.env.LOADLINE_ORIGIN ?? `http://localhost:${port}`;
// Behind a reverse proxy: 'true' or the proxy's addresses (per-address sign-in limits see the client).
const trustProxyEnv = process.env.LOADLINE_TRUST_PROXY ?? '';
const trustProxy = trustProxyEnv === '' ? false : trustProxyEnv === 'true' ? true : trustProxyEnv;

// src/main.ts and dist/main.js both sit one level below apps/api, next to seed/.
const seedDir = process.env.LOADLINE_SEED_DIR ?? resolve(import.meta.dirname, '../seed');
await ensureSeeded({ dbPath, seedDir });
// LOADLINE_TIMESERIES=chdb:<folder> or LOADLINE_CLICKHOUSE_URL: the data calls run on ClickHouse,
// its tables copied from the seeded file where they changed (timeseries/backend.ts).
const timeseries = await openTimeseries({ dbPath, log: (line) => console.log(line) });
// `--seed-only`: create or bring up to date the database file, then exit without serving (a
// deployment's or CI's step before the first start).
if (process.argv.includes('--seed-only')) {
  await timeseries?.engine?.close();
  process.exit(0);
}
registerSeedDatasources();
const db = await openDatabase({ path: dbPath, ...serverDatabaseOptions() });
if (timeseries) setTimeseriesBackend(db, timeseries);
// LOADLINE_DATABASE_URL (postgres://...): application state in PostgreSQL; else in the DuckDB file.
configureAppState(db, { databaseUrl: process.env.LOADLINE_DATABASE_URL });
// Migrated and seeded before the first request; a database that cannot be reached stops the start
// here with one line naming it (never its password).
await appState(db).catch((err: unknown) => {
  console.error(`Loadline cannot open its application state in ${describeDatabaseUrl(process.env.LOADLINE_DATABASE_URL)}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
const app = await createServer({ ctx: { db, origin }, routes, portalDir, trustProxy });
await app.listen({ port, host });
console.log(`Loadline is running at ${origin}/ (API under /api)`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app.close().then(() => closeAppState(db)).then(() => db.close()).then(() => process.exit(0));
  });
}
