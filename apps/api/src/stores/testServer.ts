/**
 * The API on a given DuckDB file, without the dataset seed, on an ephemeral loopback port:
 * what the durability test spawns (and kills) as a child process. Prints `LISTENING <origin>`
 * once it accepts requests. Environment: LOADLINE_DB (required); LOADLINE_DATABASE_URL puts the
 * application state in that PostgreSQL database.
 */
import { openDatabase, serverDatabaseOptions } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState, configureAppState } from '../appState';

const path = process.env.LOADLINE_DB;
if (!path) throw new Error('LOADLINE_DB is required');
const db = await openDatabase({ path, ...serverDatabaseOptions() });
configureAppState(db, { databaseUrl: process.env.LOADLINE_DATABASE_URL });
await appState(db);
const ctx = { db, origin: 'http://127.0.0.1' };
const app = await createServer({ ctx, routes });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('No TCP address');
ctx.origin = `http://127.0.0.1:${address.port}`;
console.log(`LISTENING ${ctx.origin}`);

process.once('SIGTERM', () => {
  void app.close().then(() => db.close()).then(() => process.exit(0));
});
