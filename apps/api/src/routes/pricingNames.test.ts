import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { pricingRoutes } from './pricing';

/**
 * Names of Object.prototype as sort, filter and distinct fields of the pricing configuration calls
 * (issue #32) are unknown fields (400), never a 500. Names are checked before any table is read,
 * so no seeded configuration is needed.
 */

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let stores: Stores;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, pricingRoutes] });
  await app.ready();
  stores = await appState(db);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin) });
  return { status: res.statusCode, message: (res.json() as { message?: string }).message };
};

describe('prototype names on the pricing configuration calls', () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`answers 400 naming the field for ${name}`, async () => {
      const sorted = await get(`/pricing/v1/config/products?sortBy=${name}`);
      expect(sorted).toEqual({ status: 400, message: `Unknown sort field: ${name}` });
      expect(await get(`/pricing/v1/config/products?${name}[]=x`)).toEqual({ status: 400, message: `Unknown filter field: ${name}` });
      expect(await get(`/pricing/v1/config/products/count?${name}[]=x`)).toEqual({ status: 400, message: `Unknown filter field: ${name}` });
      expect((await get(`/pricing/v1/config/products/distinct/?fields[]=${name}`)).status).toBe(400);
    });
  }
});
