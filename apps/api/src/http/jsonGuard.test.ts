import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';
import { JSON_GUARD_TEXTS, MAX_JSON_DEPTH, jsonDepth, parseGuardedJson, toWellFormedJson } from './jsonGuard';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let owner: SessionHeaders;

beforeAll(async () => {
  registerSeedDatasources();
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes });
  owner = await sessionHeadersFor((await appState(db)).sessions, 'usr-gcp-analyst', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON guard', () => {
  it('measures depth outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(() => parseGuardedJson(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseGuardedJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JSON_GUARD_TEXTS.tooDeep);
    expect(() => parseGuardedJson('{"a":"\\ud800"}')).toThrow(JSON_GUARD_TEXTS.notUnicode);
    expect(() => parseGuardedJson('{"\\udc00":1}')).toThrow(JSON_GUARD_TEXTS.notUnicode);
    expect(parseGuardedJson('{"a":"\\ud83d\\ude00"}')).toEqual({ a: '😀' });
    expect(toWellFormedJson({ t: 'a\ud800', l: ['\udc00'] })).toEqual({ t: 'a\ufffd', l: ['\ufffd'] });
  });

  it('answers 400, not 500, to a body nested 4,100 deep or holding a lone surrogate, on every JSON route', async () => {
    for (const url of ['/api/user/v1/user/dashboards', '/api/druid/api/v2/datasources/ercot_load/query', '/api/risk/v1/risk-data/risk_positions/query']) {
      const deep = await app.inject({ method: 'POST', url, headers: { ...owner, 'content-type': 'application/json' }, payload: `{"cards":${nested(4100)}}` });
      expect(deep.statusCode, url).toBe(400);
      expect(deep.json<{ message: string }>().message).toBe(JSON_GUARD_TEXTS.tooDeep);
      const lone = await app.inject({ method: 'POST', url, headers: { ...owner, 'content-type': 'application/json' }, payload: '{"name":"a\\ud800","configId":"x"}' });
      expect(lone.statusCode, url).toBe(400);
      expect(lone.json<{ message: string }>().message).toBe(JSON_GUARD_TEXTS.notUnicode);
    }
  });

  it('answers an anonymous 5 MiB body on the data, risk and weather routes 401 without reading it', async () => {
    const big = `{"filters":[${'"x",'.repeat(1_000_000)}"x"]}`;
    for (const url of ['/api/druid/api/v2/datasources/ercot_load/query', '/api/risk/v1/risk-data/risk_positions/query']) {
      let parsed = false;
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-loadline-request': '1', origin },
        // A body that records whether anything read it.
        payload: new Readable({
          read() {
            parsed = true;
            this.push(big);
            this.push(null);
          },
        }),
      });
      expect(res.statusCode, url).toBe(401);
      expect(parsed, `${url}: body read before the 401`).toBe(false);
    }
  });
});
