import { dimensionsRequestSchema, distinctRequestSchema, queryRequestSchema, timeBoundRequestSchema } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileDistinct, compileMinMax, compileMultiDistinct, compileTimeBounds } from './compileCalls';
import { compileQuery } from './compileQuery';
import { clickhouseDialect } from './dialects/clickhouse';
import { duckdbDialect } from './dialects/duckdb';
import { QueryError } from './errors';
import { hostileCall, hostileQuery, stringsIn } from './hostileModels';
import { parseRequest } from './http';
import type { QueryIR } from './ir';
import { leakedValues, sqlProblems } from './sqlSafety';
import { fixtureMeta } from './testFixture';

/** Generated models run against the compiler per CI run (HOSTILE_RUNS to change). */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 100_000);

/** Compiles a model as the routes do; a QueryError is the 400 answer. */
function compileModel(kind: string, body: unknown): QueryIR[] {
  switch (kind) {
    case 'query':
      return [compileQuery(parseRequest(queryRequestSchema, body, 'query'), fixtureMeta).ir];
    case 'distinct':
      return [compileDistinct(parseRequest(distinctRequestSchema, body, 'distinct request'), fixtureMeta).ir];
    case 'multi-distinct':
      return compileMultiDistinct(parseRequest(dimensionsRequestSchema, body, 'request'), fixtureMeta).map((x) => x.ir);
    case 'min-max':
      return [compileMinMax(parseRequest(dimensionsRequestSchema, body, 'request'), fixtureMeta).ir];
    default:
      return [compileTimeBounds(parseRequest(timeBoundRequestSchema, body, 'request'), fixtureMeta)];
  }
}

describe('hostile query models against the compiler', () => {
  it(`refuses with a clear 400 or renders SQL holding only metadata identifiers and no value (${RUNS} models)`, () => {
    let compiled = 0;
    let refused = 0;
    const model = fc.oneof({ weight: 3, arbitrary: hostileQuery.map((body) => ({ kind: 'query' as const, body })) }, { weight: 1, arbitrary: hostileCall });
    fc.assert(
      fc.property(model, ({ kind, body }) => {
        let irs: QueryIR[];
        try {
          irs = compileModel(kind, body);
        } catch (err) {
          if (!(err instanceof QueryError)) throw err;
          expect(err.statusCode).toBe(400);
          expect(err.message.length).toBeGreaterThan(10);
          refused++;
          return;
        }
        compiled++;
        const values = stringsIn(body);
        for (const ir of irs) {
          for (const dialect of [duckdbDialect, clickhouseDialect]) {
            const { sql } = dialect.render(ir);
            expect(sqlProblems(sql, fixtureMeta), sql).toEqual([]);
            expect(leakedValues(sql, values, fixtureMeta), sql).toEqual([]);
          }
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`hostile models: ${RUNS} through the compiler (${compiled} compiled to SQL, ${refused} refused with 400)`);
    // Both outcomes must be exercised, or the generators are too narrow to prove anything.
    expect(compiled).toBeGreaterThan(RUNS / 20);
    expect(refused).toBeGreaterThan(RUNS / 20);
  }, 900_000);

  it('finds a leaked value or foreign identifier (the check itself can fail)', () => {
    expect(sqlProblems(`SELECT SUM("kwh") AS m0 FROM "meter_load_test" WHERE "meter_id" IN ('x''; DROP')`, fixtureMeta)).not.toEqual([]);
    expect(sqlProblems('SELECT SUM("evil") AS m0 FROM "meter_load_test"', fixtureMeta)).toEqual(['identifier not in the metadata: "evil"']);
    expect(sqlProblems('SELECT 1 FROM "meter_load_test"; COPY x TO y', fixtureMeta)).not.toEqual([]);
    expect(leakedValues('WHERE x IN (read_csv(', ['read_csv('], fixtureMeta)).toEqual(['read_csv(']);
    // Text the engine wrote itself, matched across its own tokens, is not a leak.
    expect(leakedValues('SELECT SUM("kwh") AS m0', ['UM(', 'M("k'], fixtureMeta)).toEqual([]);
  });
});
