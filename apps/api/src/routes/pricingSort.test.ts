import { configRowSchemas } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import type { Database } from '../db/database';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { openSeededDatabase } from '../testing/seededDatabase';
import { pricingRoutes } from './pricing';

/**
 * The filter lists' order (core's `naturalCompare`, packages/core/src/naturalOrder.ts; written out here
 * with the same collator options as an independent oracle): the order the grid's sort must agree with.
 */
const frontEndOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let stores: Stores;

beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 2 });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, pricingRoutes] });
  await app.ready();
  stores = await appState(db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const rowsOf = async <T extends keyof typeof configRowSchemas>(table: T, query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/pricing/v1/config/${table}?${query}`, headers: await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin) });
  expect(res.statusCode).toBe(200);
  return z.array(configRowSchemas[table]).parse(res.json());
};

/** Every row of a table, page by page (limit 100), as the grid pages through them. */
const allPages = async <T extends keyof typeof configRowSchemas>(table: T, query: string) => {
  const out: z.infer<(typeof configRowSchemas)[T]>[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await rowsOf(table, `limit=100&skip=${skip}&${query}`);
    out.push(...page);
    if (page.length < 100) return out;
  }
};

const isOrdered = (values: readonly string[], compare: (a: string, b: string) => number) =>
  values.every((v, i) => i === 0 || compare(values[i - 1]!, v) <= 0);

describe('GET /pricing/v1/config/{table}: natural order of sorted text', () => {
  const codes = ['PTC-35893', 'PTC-621', 'PTC-10615'].map((c) => `productCode[]=${c}`).join('&');

  it('sorts product codes as people read them, digits as numbers, both ways', async () => {
    expect((await rowsOf('products', `sortBy=code&sortOrder=desc&${codes}`)).map((r) => r.code)).toEqual(['PTC-35893', 'PTC-10615', 'PTC-621']);
    expect((await rowsOf('products', `sortBy=code&sortOrder=asc&${codes}`)).map((r) => r.code)).toEqual(['PTC-621', 'PTC-10615', 'PTC-35893']);
    expect((await rowsOf('product-component', `sortBy=product&sortOrder=desc&componentCode[]=ENERGY&${codes}`)).map((r) => r.product)).toEqual([
      'PTC-35893',
      'PTC-10615',
      'PTC-621',
    ]);
  });

  it('pages through every product in the front end natural order, each once', async () => {
    const all = await allPages('products', 'sortBy=code&sortOrder=desc');
    const seen = all.map((r) => r.code ?? '');
    expect(all).toHaveLength(1537);
    expect(new Set(seen).size).toBe(1537);
    expect(seen).toEqual([...seen].sort((a, b) => frontEndOrder(b, a)));
  });

  it('agrees with the front end on names without digits (case, accents, punctuation)', async () => {
    const all = await allPages('products', 'sortBy=name&sortOrder=asc');
    const names = all.map((r) => r.name ?? '');
    const noDigits = names.filter((n) => !/\d/.test(n));
    expect(noDigits.length).toBeGreaterThan(100);
    expect(isOrdered(noDigits, frontEndOrder)).toBe(true);
    expect(isOrdered(names, frontEndOrder)).toBe(true);
    expect(new Set(all.map((r) => r.code)).size).toBe(1537);
  });

  it('breaks ties on the displayed columns in natural order too (the grid without a sort)', async () => {
    const first = await rowsOf('products', 'limit=5&skip=0');
    const sorted = (await allPages('products', '')).map((r) => r.code ?? '');
    expect(first.map((r) => r.code)).toEqual(sorted.slice(0, 5));
    expect(sorted).toEqual([...sorted].sort(frontEndOrder));
  });

  it('keeps number columns in number order', async () => {
    const page = await rowsOf('products', 'limit=100&sortBy=termMonths&sortOrder=desc');
    expect(page).toHaveLength(100);
    const terms = await db.all<{ code: string; termMonths: number }>(
      `SELECT code, termMonths FROM pricing_products WHERE code IN (${page.map(() => '?').join(', ')})`,
      page.map((r) => r.code),
    );
    const term = new Map(terms.map((r) => [r.code, r.termMonths]));
    const inOrder = page.map((r) => term.get(r.code ?? '') ?? -1);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
    const max = await db.all<{ m: number }>('SELECT max(termMonths) AS m FROM pricing_products');
    expect(inOrder[0]).toBe(max[0]!.m);
  });
});
