import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('openDatabase', () => {
  it('binds parameters and rolls a failed transaction back whole', async () => {
    db = await openDatabase({ path: ':memory:' });
    await db.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name VARCHAR)');
    await db.run('INSERT INTO t VALUES (?, ?)', [1, "O'Brien; DROP TABLE t; --"]);
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t VALUES (?, ?)', [2, 'kept?']);
        await tx.run('INSERT INTO t VALUES (?, ?)', [1, 'duplicate key']);
      }),
    ).rejects.toThrow();
    expect(await db.all('SELECT id, name FROM t ORDER BY id')).toEqual([{ id: 1, name: "O'Brien; DROP TABLE t; --" }]);
  });

  it('refuses to read files or load extensions when locked down', async () => {
    db = await openDatabase({ path: ':memory:' });
    await expect(db.all("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(/external access|disabled/i);
    await expect(db.run('INSTALL httpfs')).rejects.toThrow();
    await expect(db.run("SET enable_external_access = true")).rejects.toThrow();
  });
});
