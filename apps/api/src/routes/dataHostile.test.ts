import { distinctResponseSchema, minMaxResponseSchema, multiDistinctResponseSchema, queryResponseSchema } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database, type SqlParam } from '../db/database';
import { hostileCall, hostileQuery, stringsIn } from '../query/hostileModels';
import { leakedValues, sqlProblems } from '../query/sqlSafety';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { createDataRoutes } from './data';

/** Generated models sent through Fastify inject to the real DuckDB per CI run (HOSTILE_INJECT_RUNS to change). */
const RUNS = Number(process.env.HOSTILE_INJECT_RUNS ?? 3_000);

let db: Database;
let app: FastifyInstance;
const statements: string[] = [];

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  // A month of the fixture keeps each of the thousands of queries fast.
  await createFixtureTable(db, fixtureRows().filter((r) => r.time >= Date.UTC(2019, 2, 1) && r.time < Date.UTC(2019, 3, 1)));
  registerDatasource(fixtureMeta);
  // The engine alone: every statement that reaches DuckDB is recorded before it runs.
  const runner = {
    all: <T>(sql: string, params?: SqlParam[]) => {
      statements.push(sql);
      return db.all<T>(sql, params);
    },
    columns: (sql: string, params?: SqlParam[]) => {
      statements.push(sql);
      return db.columns(sql, params);
    },
    result: (sql: string, params?: SqlParam[]) => {
      statements.push(sql);
      return db.result(sql, params);
    },
  };
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [createDataRoutes({ runner })] });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const answerSchemas = {
  query: queryResponseSchema,
  distinct: distinctResponseSchema,
  'multi-distinct': multiDistinctResponseSchema,
  'min-max': minMaxResponseSchema,
} as const;

describe('hostile query models through Fastify and DuckDB', () => {
  it(`answer a clear 400 or a well-formed 200, and no value reaches DuckDB as SQL text (${RUNS} requests)`, async () => {
    const counts = { 200: 0, 400: 0 };
    const model = fc.oneof({ weight: 3, arbitrary: hostileQuery.map((body) => ({ kind: 'query' as const, body })) }, { weight: 1, arbitrary: hostileCall });
    await fc.assert(
      fc.asyncProperty(model, async ({ kind, body }) => {
        statements.length = 0;
        const res = await app.inject({ method: 'POST', url: `/api/druid/api/v2/datasources/${fixtureMeta.name}/${kind}`, payload: body });
        expect([200, 400], res.body).toContain(res.statusCode);
        counts[res.statusCode as 200 | 400]++;
        if (res.statusCode === 400) {
          expect(statements).toEqual([]);
          expect(res.json().message.length).toBeGreaterThan(10);
          return;
        }
        const schema = kind in answerSchemas ? answerSchemas[kind as keyof typeof answerSchemas] : null;
        if (schema) expect(schema.safeParse(res.json()).success, res.body).toBe(true);
        const values = stringsIn(body);
        for (const sql of statements) {
          expect(sqlProblems(sql, fixtureMeta), sql).toEqual([]);
          expect(leakedValues(sql, values, fixtureMeta), sql).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`hostile models: ${RUNS} through Fastify inject and DuckDB (${counts[200]} answered 200, ${counts[400]} refused with 400)`);
    expect(counts[200]).toBeGreaterThan(RUNS / 20);
  }, 900_000);

  it('still holds its data afterwards (no statement changed the table)', async () => {
    const [row] = await db.all<{ n: bigint }>(`SELECT COUNT(*) AS n FROM ${fixtureMeta.table}`);
    expect(Number(row?.n)).toBe(31 * 96 * 3);
  });
});
