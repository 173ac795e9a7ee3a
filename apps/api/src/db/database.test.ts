import { afterEach, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, QueryWaitAborted, type Database } from './database';

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

  it('runs data queries on their own connections: a long one delays neither the application state nor another owner', async () => {
    db = await openDatabase({ path: ':memory:', queryPoolSize: 3 });
    const slow = 'SELECT count(*) AS n FROM range(20000000000) t(i) WHERE i % 7 = 3';
    const controller = new AbortController();
    const { signal } = controller;
    const order: string[] = [];
    // Owner a may hold two of the three connections: a1 and a2 run, a3 waits.
    const a1 = db.queries.use((ex) => ex.all(slow), { owner: 'a', signal });
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const a2 = db.queries.use(async () => {
      await gate;
      order.push('a2');
    }, { owner: 'a' });
    const a3 = db.queries.use(async () => order.push('a3'), { owner: 'a' });
    expect([db.queries.running, db.queries.waiting]).toEqual([2, 1]);
    // The third connection is kept for another owner: b runs at once, before a3.
    const b1 = db.queries.use(async () => order.push('b1'), { owner: 'b' });
    await b1;
    expect(order).toEqual(['b1']);
    // Once every connection is taken, b waits too.
    const b2gate = db.queries.use(async () => {
      await gate;
      order.push('b2');
    }, { owner: 'b' });
    const b3 = db.queries.use(async () => order.push('b3'), { owner: 'b' });
    expect([db.queries.running, db.queries.waiting]).toEqual([3, 2]);
    open();
    await Promise.all([a2, a3, b2gate, b3]);
    expect(order.slice(1, 3).sort()).toEqual(['a2', 'b2']);
    expect(order.slice(3).sort()).toEqual(['a3', 'b3']);
    // The application state's connection is not a query connection: it answers while a1 still runs
    // (a1 runs until aborted; were the state queued behind it, the race would end on 'waiting').
    const state = db.all<{ n: number }>('SELECT 42 AS n');
    expect(await Promise.race([state, sleep(10_000).then(() => 'waiting' as const)])).toEqual([{ n: 42 }]);
    expect(db.queries.running).toBe(1);
    controller.abort(new Error('stop'));
    await expect(a1).rejects.toThrow('stop');
    expect(db.queries.running).toBe(0);
  });

  it('leaves the line when the signal aborts before a query connection is free', async () => {
    db = await openDatabase({ path: ':memory:', queryPoolSize: 1 });
    const hold = new AbortController();
    const held = db.queries.use((ex) => ex.all('SELECT count(*) FROM range(20000000000) t(i) WHERE i % 7 = 3'), { signal: hold.signal });
    const wait = new AbortController();
    const waiting = db.queries.use(async () => 'ran', { signal: wait.signal });
    await sleep(10);
    expect(db.queries.waiting).toBe(1);
    wait.abort(new Error('gone'));
    await expect(waiting).rejects.toBeInstanceOf(QueryWaitAborted);
    expect(db.queries.waiting).toBe(0);
    hold.abort(new Error('stop'));
    await expect(held).rejects.toThrow('stop');
    expect(await db.queries.use((ex) => ex.all('SELECT 1 AS n'))).toEqual([{ n: 1 }]);
  });
});
