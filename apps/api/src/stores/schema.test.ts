import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { appState } from '../appState';
import { migrateAppState } from './schema';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migrateAppState', () => {
  it('restores the primary key of a table copied without constraints (as a reseed copies it), keeping its rows', async () => {
    db = await openDatabase({ path: ':memory:' });
    const stores = await appState(db);
    await stores.overview.pin('usr-gcp-analyst', 'd1', 'c1');
    // What a reseed does to application tables: CREATE TABLE AS keeps rows, drops constraints.
    await db.run('CREATE TABLE copy AS SELECT * FROM app_overview_cards');
    await db.run('DROP TABLE app_overview_cards');
    await db.run('ALTER TABLE copy RENAME TO app_overview_cards');
    await migrateAppState(db);
    await stores.overview.pin('usr-gcp-analyst', 'd1', 'c1');
    await stores.overview.pin('usr-gcp-analyst', 'd1', 'c2');
    expect((await stores.overview.list('usr-gcp-analyst')).map((p) => p.cardId)).toEqual(['c1', 'c2']);
  });
});
