import { configCountResponseSchema, configDistinctResponseSchema, configRowSchemas } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { openSeededDatabase } from '../testing/seededDatabase';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { NO_PRICING_CONFIGURATION } from '../pricing/configTables';
import { PRICING_NOT_GRANTED, pricingRoutes } from './pricing';
import { authPlugin } from '../auth/plugin';

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

const get = async (url: string, user = 'usr-gcp-analyst') => {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: await sessionHeadersFor(stores.sessions, user, origin) });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('GET /pricing/v1/config/{table}', () => {
  it('answers a page of products sorted by the server, in the core row schema', async () => {
    const { status, body } = await get('/pricing/v1/config/products?limit=10&skip=0&sortBy=name&sortOrder=desc');
    expect(status).toBe(200);
    const rows = z.array(configRowSchemas.products).parse(body);
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]!)).toEqual(['code', 'name', 'description']);
    const names = rows.map((r) => r.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('pages without overlap and filters by productCode', async () => {
    const first = (await get('/pricing/v1/config/product-component?limit=7&skip=0&productCode[]=PTC-11677')).body as { component: string }[];
    const second = (await get('/pricing/v1/config/product-component?limit=7&skip=7&productCode[]=PTC-11677')).body as unknown[];
    expect(first.map((r) => r.component).sort()).toEqual(['ANCILLARY', 'ENERGY', 'LOSSES', 'MARGIN', 'REC', 'TDU_CUSTOMER', 'TDU_DELIVERY']);
    expect(second).toEqual([]);
  });

  it('gives the REC formula with the product renewable share and the TDU tariff in the delivery formula', async () => {
    const { body } = await get('/pricing/v1/config/formulae?productCode[]=PTC-11677&componentCode[]=REC&componentCode[]=TDU_DELIVERY&sortBy=component');
    expect(body).toEqual([
      { component: 'REC', product: 'PTC-11677', formula: 'volume_MWh x 24 % renewable x rec_price_usd_per_mwh' },
      { component: 'TDU_DELIVERY', product: 'PTC-11677', formula: 'volume_kWh x 5.6954 cents/kWh of AEP_CENTRAL / 100' },
    ]);
  });

  it('filters curves by curveType and component-curve by component', async () => {
    const curves = (await get('/pricing/v1/config/curves?curveType[]=gas_spot')).body as { name: string }[];
    expect(curves.map((c) => c.name)).toEqual(['HENRY_HUB_SPOT']);
    const links = (await get('/pricing/v1/config/component-curve?componentCode[]=ENERGY&limit=100')).body as { curve: string }[];
    expect(links).toHaveLength(8);
  });

  it('refuses an unknown sort column, filter or table, and treats hostile values as values', async () => {
    expect((await get('/pricing/v1/config/products?sortBy=code%3B%20DROP%20TABLE%20pricing_products')).status).toBe(400);
    expect((await get('/pricing/v1/config/products?curveType[]=x')).status).toBe(400);
    expect((await get('/pricing/v1/config/prices')).status).toBe(404);
    expect((await get('/pricing/v1/config/products?limit=101')).status).toBe(400);
    const hostile = await get(`/pricing/v1/config/products?productCode[]=${encodeURIComponent("x' OR '1'='1")}`);
    expect(hostile).toEqual({ status: 200, body: [] });
    expect((await get('/pricing/v1/config/products/count')).body).toEqual({ count: 1537 });
  });
});

describe('count and distinct', () => {
  it('counts the rows the filters keep', async () => {
    const { body } = await get('/pricing/v1/config/product-component/count?componentCode[]=ENERGY&componentCode[]=REC');
    expect(configCountResponseSchema.parse(body)).toBe(1537 * 2);
  });

  it('answers the filter options by filter name or column', async () => {
    const { body } = await get('/pricing/v1/config/components/distinct/?distinct[]=componentInputType&distinct[]=uom');
    expect(configDistinctResponseSchema.parse(body)).toEqual({
      componentInputType: ['attribute', 'curve', 'tariff'],
      uom: ['$/MWh', '$/month', 'cents/kWh', 'factor'],
    });
  });

  it('answers the calculation parameters an input row must use', async () => {
    const { body } = await get('/pricing/v1/calculation-parameters/distinct?fields[]=iso&fields[]=edc&fields[]=profile');
    const b = body as Record<string, string[]>;
    expect(b.iso).toEqual(['ERCOT']);
    expect(b.edc).toEqual(['AEP_CENTRAL', 'AEP_NORTH', 'CENTERPOINT', 'LPL', 'ONCOR', 'TNMP']);
    expect(b.profile).toHaveLength(16);
    expect(b.profile).toContain('RESLOWR_COAST');
    expect((await get('/pricing/v1/calculation-parameters/distinct')).status).toBe(400);
  });
});

describe('access', () => {
  it('refuses a user without mod_pricing (403) and an anonymous caller (401)', async () => {
    expect(await get('/pricing/v1/config/products', 'usr-gcp-forecaster')).toEqual({ status: 403, body: expect.objectContaining({ message: PRICING_NOT_GRANTED }) });
    const anonymous = await app.inject({ method: 'GET', url: '/api/pricing/v1/config/products' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 on a database seeded without pricing, after checking the request', async () => {
    const bare = await openDatabase({ path: ':memory:' });
    const server = await createServer({ ctx: { db: bare, origin }, routes: [authPlugin, pricingRoutes] });
    const bareStores = await appState(bare);
    const headers = await sessionHeadersFor(bareStores.sessions, 'usr-gcp-analyst', origin);
    try {
      const rows = await server.inject({ url: '/api/pricing/v1/config/products', headers });
      expect({ status: rows.statusCode, message: (rows.json() as { message: string }).message }).toEqual({ status: 404, message: NO_PRICING_CONFIGURATION });
      expect((await server.inject({ url: '/api/pricing/v1/config/products?sortBy=nope', headers })).statusCode).toBe(400);
    } finally {
      await server.close();
      await bare.close();
    }
  });
});
