/**
 * Imports a utility's own hourly data from CSV (`pnpm import-data`), through a running server or
 * into a stopped server's DuckDB file:
 *
 *   pnpm import-data --server http://localhost:3000 --kind load --file my.csv [--timezone America/Chicago]
 *     [--hour-convention ending|beginning] [--source "Utility SCADA"]
 *   pnpm import-data --kind load --org org-gulfcoast-power --file my.csv [--db path] [--timezone America/Chicago]
 *     [--hour-convention ending|beginning] [--source "Utility SCADA"] [--max-mb 3]
 *
 * With `--server` (or LOADLINE_IMPORT_SERVER) the file is uploaded to `POST /api/imports` of the
 * running server and its progress printed until it ends; the rows are the signed-in user's
 * organisation's. The user signs in with LOADLINE_IMPORT_EMAIL and LOADLINE_IMPORT_PASSWORD
 * (the embedded sign-in page), or gives a session with LOADLINE_IMPORT_SESSION (the value of the
 * session cookie of a signed-in browser). The server's cap applies (LOADLINE_IMPORT_MAX_MB there).
 *
 * Kinds: `load` (hourly load per market, MWh), `weather` (hourly weather per station, degF),
 * `meter` (hourly meter readings, kWh), `forecast` (forecast runs: market, process_time, hour,
 * load_mwh, optional backcast_mwh); columns in apps/api/README.md. Files up to 3 MiB by default
 * (spec part 2 §5); `--max-mb` raises the cap. All or nothing: a file with
 * any bad line writes nothing and the bad lines are printed (the first 50 and a count); exit code 1.
 *
 * `--org` names the importing organisation (an id of `app_orgs`, e.g. org-gulfcoast-power): the
 * rows are that organisation's, no other organisation reads them. An hour the seed already holds
 * for the same market (station, meter) is refused, so a series never sums two sources: import a
 * utility's own series under its own market code (e.g. COAST_OWN).
 *
 * Without `--server`: the database is opened with the server's settings (LOADLINE_DB, else LOADLINE_DATA_DIR or
 * .loadline, then loadline.duckdb). DuckDB lets one process hold the file: stop the server first.
 * With ClickHouse configured (LOADLINE_TIMESERIES=chdb:<folder> or LOADLINE_CLICKHOUSE_URL), the
 * tables the import changed are then copied into it (timeseries/sync.ts).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/database';
import { IMPORT_KINDS, type HourConvention, type ImportKind } from '../src/import/formats';
import { importCsv } from '../src/import/importCsv';
import { outcomeLines, uploadImport } from '../src/import/uploadClient';
import { signInOverHttp } from '../src/auth/testkit';
import { openTimeseries } from '../src/timeseries/backend';

const SHOWN = 50;
const usage = [
  'Usage: pnpm import-data --server URL --kind load|weather|meter|forecast --file my.csv [--timezone America/Chicago] [--hour-convention ending|beginning] [--source label]',
  '         (signs in with LOADLINE_IMPORT_EMAIL and LOADLINE_IMPORT_PASSWORD, or LOADLINE_IMPORT_SESSION)',
  '       pnpm import-data --kind load|weather|meter|forecast --org ORG_ID --file my.csv [--db path] [--timezone America/Chicago] [--hour-convention ending|beginning] [--source label] [--max-mb 3]',
  '         (the server stopped)',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    server: { type: 'string' },
    org: { type: 'string' },
    file: { type: 'string' },
    db: { type: 'string' },
    timezone: { type: 'string', default: 'America/Chicago' },
    'hour-convention': { type: 'string', default: 'ending' },
    source: { type: 'string' },
    'max-mb': { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const kind = values.kind as ImportKind | undefined;
if (!kind || !IMPORT_KINDS.includes(kind)) fail(`--kind must be one of ${IMPORT_KINDS.join(', ')}\n${usage}`);
if (!values.file) fail(`--file is required\n${usage}`);
const server = values.server ?? process.env.LOADLINE_IMPORT_SERVER;
if (server) {
  await uploadToServer(server);
  process.exit(process.exitCode ?? 0);
}
if (!values.org) fail(`--org is required: the id of the importing organisation (only its users will read the rows)\n${usage}`);
const convention = values['hour-convention'];
if (convention !== 'ending' && convention !== 'beginning') fail('--hour-convention must be ending or beginning');
const maxMb = Number(values['max-mb']);
if (!Number.isFinite(maxMb) || maxMb <= 0) fail('--max-mb must be a positive number');
const file = resolve(values.file);
if (!existsSync(file) || !statSync(file).isFile()) fail(`No file at ${file}`);

const dbPath = resolve(values.db ?? process.env.LOADLINE_DB ?? resolve(process.env.LOADLINE_DATA_DIR ?? '.loadline', 'loadline.duckdb'));
if (!existsSync(dbPath)) fail(`No database at ${dbPath}: start the server once (pnpm start) so it seeds the file, stop it, then import.`);

let db: Database;
try {
  db = await openDatabase({ path: dbPath, poolSize: 1 });
} catch (err) {
  const message = (err as Error).message;
  if (/lock/i.test(message)) {
    fail(`Cannot open ${dbPath}: it is in use by another process (a running server?). DuckDB allows one process per file: stop the server, import, then start it again.\n${message}`);
  }
  fail(`Cannot open ${dbPath}: ${message}`);
}

try {
  const orgs = await db.all<{ id: string }>(
    `SELECT org_id AS id FROM app_orgs ORDER BY org_id`,
  ).catch(() => undefined);
  if (orgs && !orgs.some((o) => o.id === values.org)) {
    throw new Error(`No organisation ${JSON.stringify(values.org)} in ${dbPath}; organisations: ${orgs.map((o) => o.id).join(', ') || 'none'}`);
  }
  const report = await importCsv(db, {
    orgId: values.org!,
    kind,
    csv: createReadStream(file),
    timezone: values.timezone,
    hourConvention: convention as HourConvention,
    source: values.source ?? `CSV import ${basename(file)}`,
    maxBytes: Math.round(maxMb * 1024 * 1024),
  });
  if (report.rejected.length) {
    console.error(`Nothing imported from ${file}.${report.message ? ` ${report.message}` : ''}`);
    for (const r of report.rejected.slice(0, SHOWN)) console.error(`  line ${r.line}: ${r.reason}`);
    if (report.rejected.length > SHOWN) console.error(`  ... and ${report.rejected.length - SHOWN} more rejected lines`);
    process.exitCode = 1;
  } else {
    console.log(`Imported ${report.imported} ${kind} rows from ${file} into ${dbPath} (one transaction).`);
  }
} catch (err) {
  console.error(`Import failed, nothing written: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
if (!process.exitCode) {
  // The series the import changed, copied into ClickHouse when it is configured.
  const timeseries = await openTimeseries({ dbPath, log: (line) => console.log(line) });
  await timeseries?.engine?.close();
}

/** `--server`: uploads the file to the running server and prints its progress and outcome. */
async function uploadToServer(base: string): Promise<void> {
  const convention = values['hour-convention'];
  if (convention !== 'ending' && convention !== 'beginning') fail('--hour-convention must be ending or beginning');
  const file = resolve(values.file!);
  if (!existsSync(file) || !statSync(file).isFile()) fail(`No file at ${file}`);
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    fail(`--server must be the server's URL (e.g. http://localhost:3000), not ${JSON.stringify(base)}`);
  }
  const session = process.env.LOADLINE_IMPORT_SESSION;
  const email = process.env.LOADLINE_IMPORT_EMAIL;
  const password = process.env.LOADLINE_IMPORT_PASSWORD;
  let headers: Record<string, string>;
  if (session) {
    const cookie = origin.startsWith('https:') ? '__Host-loadline_session' : 'loadline_session';
    headers = { cookie: `${cookie}=${encodeURIComponent(session)}`, 'x-loadline-request': '1', origin };
  } else if (email && password) {
    try {
      headers = { ...(await signInOverHttp(origin, email, password)) };
    } catch (err) {
      fail(`Cannot sign in to ${origin} as ${email}: ${(err as Error).message}`);
    }
  } else {
    fail(`Give LOADLINE_IMPORT_EMAIL and LOADLINE_IMPORT_PASSWORD, or LOADLINE_IMPORT_SESSION, to upload to ${origin}`);
  }
  try {
    const status = await uploadImport({
      server: origin,
      headers,
      kind: kind!,
      file,
      source: values.source ?? `CSV import ${basename(file)}`,
      timezone: values.timezone,
      hourConvention: convention,
      log: (line) => console.log(line),
    });
    const lines = outcomeLines(status, file);
    if (status.state === 'done') console.log(lines.join('\n'));
    else {
      console.error(lines.join('\n'));
      process.exitCode = 1;
    }
  } catch (err) {
    fail((err as Error).message);
  }
}
