import { configureAppState } from '../appState';
import { authPlugin } from '../auth/plugin';
import { configItems } from '../data/configItems';
import { openDatabase } from '../db/database';
import { dashboardRoutes } from '../routes/dashboards';
import { createServer } from '../server';

/**
 * An API instance in a process of its own, for the tests that kill one mid-request: the dashboard
 * routes over the PostgreSQL database of `LOADLINE_DATABASE_URL` (an in-memory DuckDB file),
 * listening on 127.0.0.1:`PORT`. Prints `ready` once it listens.
 */
const db = await openDatabase({ path: ':memory:' });
configureAppState(db, { databaseUrl: process.env.LOADLINE_DATABASE_URL });
const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, dashboardRoutes({ configItems })] });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('ready\n');
