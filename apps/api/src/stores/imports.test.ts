import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { validateImportText } from '../import/importCsv';
import type { ImportValidator } from '../import/importThread';
import { createImportUploads, IMPORT_CURSOR_TABLE, MAX_UNFINISHED_UPLOADS_PER_USER, type ImportUploads } from '../import/uploads';
import { postgresTestsEnabled } from '../testing/postgres';
import { START_TIMEOUT_MS, STORE_KINDS, type OpenedStores } from '../testing/storeKinds';
import { UPLOAD_STALE_MS, UPLOAD_STATUS_TTL_MS, type ImportEventLog, type ImportStatusStore, type UploadStatus } from './imports';
import { createPgImportEventLog, createPgImportStatusStore } from './postgres/imports';
import { createPgPool } from './postgres/index';

/**
 * The store of upload statuses on both kinds (the in-process default and PostgreSQL), and on
 * PostgreSQL what several instances share: the limit of unfinished uploads counted atomically, an
 * upload whose instance stopped ended as failed, and the import event log every instance's DuckDB
 * file takes each upload from, once.
 */

const GULF = { userId: 'u1', orgId: 'org-gulfcoast-power' };
const LIMIT = MAX_UNFINISHED_UPLOADS_PER_USER;

const status = (importId: string, extra: Partial<UploadStatus> = {}): UploadStatus => ({
  importId, kind: 'load', source: 'Test', state: 'validating', bytes: 10, lines: 1, total: null, validated: 0, written: 0, imported: 0,
  rejected: [], rejectedCount: 0, createdAt: new Date(1_000).toISOString(), ...extra,
});

describe.each(STORE_KINDS)('import status store: $kind', (kind) => {
  let opened: OpenedStores;
  let store: ImportStatusStore;
  beforeAll(async () => {
    opened = await kind.open();
    store = opened.stores.imports;
  }, START_TIMEOUT_MS);
  afterAll(async () => opened?.close(), START_TIMEOUT_MS);

  it(`takes ${LIMIT} unfinished uploads of a user, refuses one more, and takes it once one has ended`, async () => {
    for (let i = 0; i < LIMIT; i++) expect(await store.start(GULF, status(`${kind.kind}-a${i}`), LIMIT)).toBe(true);
    expect(await store.start(GULF, status(`${kind.kind}-a9`), LIMIT)).toBe(false);
    expect(await store.get(`${kind.kind}-a9`, GULF)).toBeUndefined();
    // Another user of the organisation has slots of their own.
    expect(await store.start({ ...GULF, userId: 'u2' }, status(`${kind.kind}-b0`), LIMIT)).toBe(true);
    await store.update(status(`${kind.kind}-a0`, { state: 'done', written: 24, imported: 24, finishedAt: new Date(2_000).toISOString() }));
    expect(await store.start(GULF, status(`${kind.kind}-a3`), LIMIT)).toBe(true);
  });

  it('gives an upload to its owner only, with its progress and end; an ended status no longer changes', async () => {
    const id = `${kind.kind}-c0`;
    expect(await store.start(GULF, status(id), LIMIT + 10)).toBe(true);
    await store.update(status(id, { state: 'writing', total: 48, validated: 48, written: 24 }));
    expect(await store.get(id, GULF)).toMatchObject({ importId: id, state: 'writing', written: 24 });
    expect(await store.get(id, { ...GULF, userId: 'u2' })).toBeUndefined();
    expect(await store.get(id, { ...GULF, orgId: 'org-lonestar-gas' })).toBeUndefined();
    expect(await store.get('unknown', GULF)).toBeUndefined();
    const rejected = [{ line: 4, reason: 'load_mwh -5 is outside 0..200000 MWh' }];
    await store.update(status(id, { state: 'rejected', total: 48, validated: 48, rejected, rejectedCount: 1, message: 'From the 48 rows ...', finishedAt: new Date().toISOString() }));
    expect(await store.get(id, GULF)).toMatchObject({ state: 'rejected', rejected, rejectedCount: 1, message: 'From the 48 rows ...' });
  });
});

/** A validator on this thread (the server's runs in a worker thread; the checks are the same). */
const validator: ImportValidator = { validate: async (bytes, options) => validateImportText(Buffer.from(bytes).toString('utf8'), options), close: async () => undefined };

describe.runIf(postgresTestsEnabled)('imports shared by instances on PostgreSQL', () => {
  const kind = STORE_KINDS.find((k) => k.kind === 'postgres')!;
  let opened: OpenedStores;
  let pools: pg.Pool[];
  let clock = Date.UTC(2026, 0, 1);
  const now = () => clock;
  beforeAll(async () => {
    opened = await kind.open();
    pools = [createPgPool(opened.databaseUrl!, { max: 4 }), createPgPool(opened.databaseUrl!, { max: 4 })];
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const pool of pools ?? []) await pool.end();
    await opened?.close();
  }, START_TIMEOUT_MS);

  it(`lets two instances starting 12 uploads of one user at once take ${LIMIT} of them, no more`, async () => {
    const stores = pools.map((pool) => createPgImportStatusStore(pool));
    const started = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 2]!.start({ userId: 'racer', orgId: GULF.orgId }, status(`race-${i}`), LIMIT)));
    expect(started.filter(Boolean)).toHaveLength(LIMIT);
  });

  it('ends as failed an upload whose instance fell silent, freeing its slot; a heartbeat keeps one alive; an ended one expires', async () => {
    const store = createPgImportStatusStore(pools[0]!, now);
    const owner = { userId: 'stale', orgId: GULF.orgId };
    for (let i = 0; i < LIMIT; i++) expect(await store.start(owner, status(`stale-${i}`), LIMIT)).toBe(true);
    clock += UPLOAD_STALE_MS / 2;
    await store.touch(['stale-0']);
    clock += UPLOAD_STALE_MS / 2 + 1;
    expect(await store.get('stale-1', owner)).toMatchObject({ state: 'failed', message: TEXT_SOMETHING_WENT_WRONG, written: 0 });
    expect((await store.get('stale-1', owner))?.finishedAt).toBeDefined();
    expect((await store.get('stale-0', owner))?.state).toBe('validating');
    // Two slots freed (stale-1 and stale-2), not three: stale-0 is alive.
    expect(await store.start(owner, status('stale-3'), LIMIT)).toBe(true);
    expect(await store.start(owner, status('stale-4'), LIMIT)).toBe(true);
    expect(await store.start(owner, status('stale-5'), LIMIT)).toBe(false);
    clock += UPLOAD_STATUS_TTL_MS + UPLOAD_STALE_MS;
    expect(await store.get('stale-1', owner)).toBeUndefined();
  });

  it('numbers events published at once by two instances in one order, and gives their rows back exactly', async () => {
    const logs = pools.map((pool) => createPgImportEventLog(pool));
    const rows = (n: number) => [{ line: 2, startMs: Date.UTC(2024, 6, 1, n), id: `M${n}`, values: [n + 0.25, null], texts: [null, 'short_term'] }];
    const seqs = await Promise.all(Array.from({ length: 6 }, (_, i) => logs[i % 2]!.publish({ importId: `ev-${i}`, orgId: GULF.orgId, kind: 'load', source: 'S', total: 1, rows: rows(i) })));
    expect(new Set(seqs).size).toBe(6);
    const read = await logs[1]!.after(0, 100);
    expect(read.map((e) => e.seq)).toEqual([...seqs].sort((a, b) => a - b));
    const first = read.find((e) => e.importId === 'ev-3')!;
    expect(first).toMatchObject({ orgId: GULF.orgId, kind: 'load', source: 'S', total: 1, rowCount: 1 });
    expect(await first.rows()).toEqual(rows(3));
    expect((await logs[0]!.after(read[3]!.seq, 2)).map((e) => e.importId)).toEqual(read.slice(4, 6).map((e) => e.importId));
    await pools[0]!.query('DELETE FROM app_import_events');
  });

  describe('two instances, each on its own DuckDB file', () => {
    const dbs: Database[] = [];
    let log: ImportEventLog;
    let a: ImportUploads;
    let b: ImportUploads;
    const open = (db: Database) =>
      createImportUploads({ db, validator, statuses: createPgImportStatusStore(pools[0]!), events: log, pollMs: 3_600_000, chunkSize: 10 });
    beforeAll(async () => {
      log = createPgImportEventLog(pools[1]!);
      for (let i = 0; i < 2; i++) {
        const db = await openDatabase({ path: ':memory:' });
        await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
        // A seed row: an upload of that hour under another market's name is refused alike everywhere.
        await db.run(`INSERT INTO ercot_load VALUES ('2024-07-01 05:00:00', 'COAST', 'actual', 'seed', NULL, NULL, 1, NULL)`);
        dbs.push(db);
      }
      [a, b] = dbs.map(open) as [ImportUploads, ImportUploads];
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const db of dbs) await db.close();
    });

    const upload = async (via: ImportUploads, value: number, market = 'UPX') => {
      const csv = `date,hour,market,load_mwh\n${Array.from({ length: 24 }, (_, h) => `2024-07-01,${h + 1},${market},${value + h}`).join('\n')}`;
      const started = await via.start({ ...GULF, kind: 'load', source: 'SCADA', timezone: 'America/Chicago', hourConvention: 'ending', bytes: Buffer.from(csv), maxBytes: 1 << 20 });
      await via.idle();
      return (await via.get(started!.importId, GULF))!;
    };
    const loads = async (db: Database, market = 'UPX') =>
      (await db.all<{ load: number }>(`SELECT load FROM ercot_load WHERE market = ? ORDER BY __time`, [market])).map((r) => r.load);

    it('writes an upload taken by one instance into the other\'s file once, a restart and a re-upload included', async () => {
      expect(await upload(a, 100)).toMatchObject({ state: 'done', imported: 24, written: 24 });
      expect(await loads(dbs[0]!)).toHaveLength(24);
      expect(await loads(dbs[1]!)).toEqual([]);
      expect(await b.catchUp()).toBe(1);
      expect(await loads(dbs[1]!)).toEqual(await loads(dbs[0]!));
      expect(await b.catchUp()).toBe(0);
      // B restarts on its file: it applies nothing again.
      await b.close();
      b = open(dbs[1]!);
      expect(await b.catchUp()).toBe(0);
      // The same series again, through B: one copy of each row, the new values, in both files.
      expect(await upload(b, 500)).toMatchObject({ state: 'done', imported: 24 });
      expect(await a.catchUp()).toBe(1);
      for (const db of dbs) expect(await loads(db)).toEqual(Array.from({ length: 24 }, (_, h) => 500 + h));
      expect(await dbs[1]!.all(`SELECT seq FROM ${IMPORT_CURSOR_TABLE}`)).toEqual(await dbs[0]!.all(`SELECT seq FROM ${IMPORT_CURSOR_TABLE}`));
    });

    it('refuses alike on every instance an upload whose hours another source holds, writing nothing anywhere', async () => {
      const refused = await upload(a, 7, 'COAST');
      expect(refused).toMatchObject({ state: 'rejected', imported: 0, rejectedCount: 1 });
      expect(await b.catchUp()).toBe(1);
      for (const db of dbs) expect(await loads(db, 'COAST')).toEqual([1]);
    });
  });
});
