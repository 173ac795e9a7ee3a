import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { appState } from '../appState';
import { ERCOT_PRICES } from '../data/datasources';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { dataRoutes } from '../routes/data';
import { createServer } from '../server';
import { DEFAULT_SEED_DIR, seedInto } from './seed';

/** The committed seed files, read apart from the seeding code. */
const pricesFile = resolve(DEFAULT_SEED_DIR, 'ercot_prices.parquet').replaceAll("'", "''");
const damLzFile = resolve(DEFAULT_SEED_DIR, 'pricing_dam_lz.parquet').replaceAll("'", "''");
const damHubsFile = resolve(DEFAULT_SEED_DIR, 'ercot_dam_hubs.parquet').replaceAll("'", "''");

let db: Database;
let files: Database;
let app: FastifyInstance;
let cookie: string;

/** Hourly prices of one settlement point and market over one Central day, through POST .../query. */
async function dayOfPrices(priceMarket: string, settlementPoint: string, day: string, next: string): Promise<{ __time: string; price: number }[]> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/druid/api/v2/datasources/${ERCOT_PRICES.name}/query`,
    headers: { cookie, 'x-loadline-request': '1' },
    payload: {
      selectedMeasures: [{ columnName: 'price', aggregation: 'Sum' }],
      splits: [{ type: 'time', granularity: 'PT1H' }],
      filters: [
        { columnName: 'priceMarket', filterType: 'Include', filterValues: [priceMarket] },
        { columnName: 'settlementPoint', filterType: 'Include', filterValues: [settlementPoint] },
      ],
      timezone: 'America/Chicago',
      timeFilter: { dateRange: { fromDate: day, toDate: next } },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The same hours read straight from a seed file: UTC hour start and price. */
async function fileHours(sql: string, params: unknown[]): Promise<{ t: number; price: number }[]> {
  return files.all<{ t: number; price: number }>(sql, params as never);
}

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load', 'prices', 'risk'], log: () => undefined });
  files = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  registerDatasource(ERCOT_PRICES);
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, dataRoutes] });
  cookie = `${SESSION_COOKIE}=${await (await appState(db)).sessions.create('usr-gcp-analyst')}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await files?.close();
});

describe('ercot_prices: DAM 2023-2025 beside 2020-2022', () => {
  it('answers the DAM load-zone prices of a 2024 Central day as the committed pricing_dam_lz file holds them', async () => {
    // 2024-07-15 Central (CDT): 05:00Z .. next day 05:00Z, HE01 = the hour starting 05:00Z.
    const expected = await fileHours(
      `SELECT epoch_ms(__time)::DOUBLE AS t, price FROM read_parquet('${damLzFile}')
       WHERE settlement_point = ? AND __time >= TIMESTAMP '2024-07-15 05:00:00' AND __time < TIMESTAMP '2024-07-16 05:00:00' ORDER BY __time`,
      ['LZ_HOUSTON'],
    );
    expect(expected).toHaveLength(24);
    const got = await dayOfPrices('DAM', 'LZ_HOUSTON', '2024-07-15', '2024-07-16');
    expect(got.map((r) => Date.parse(r.__time))).toEqual(expected.map((r) => r.t));
    expect(got.map((r) => r.price)).toEqual(expected.map((r) => r.price));
    // The local hour 17:00-18:00 (HE18) is the hour starting 22:00Z.
    const he18 = got.find((r) => r.__time === '2024-07-15T17:00:00-05:00');
    expect(he18?.price).toBe(expected.find((r) => r.t === Date.parse('2024-07-15T22:00:00Z'))?.price);
  });

  it('answers the DAM hub prices of a 2024 Central day as the committed ercot_dam_hubs file holds them, hour ending read as ERCOT publishes it', async () => {
    const expected = await fileHours(
      `SELECT epoch_ms(__time)::DOUBLE AS t, price FROM read_parquet('${damHubsFile}')
       WHERE settlement_point = ? AND __time >= TIMESTAMP '2024-07-15 05:00:00' AND __time < TIMESTAMP '2024-07-16 05:00:00' ORDER BY __time`,
      ['HB_NORTH'],
    );
    expect(expected).toHaveLength(24);
    const got = await dayOfPrices('DAM', 'HB_NORTH', '2024-07-15', '2024-07-16');
    expect(got.map((r) => ({ t: Date.parse(r.__time), price: r.price }))).toEqual(expected);
    // ERCOT NP4-180-ER, dam_spp_hubs_loadzones_2024.csv: "07/15/2024,18:00,N,HB_NORTH,29.97" (HE18 = 17:00-18:00 CDT).
    expect(got.find((r) => r.__time === '2024-07-15T17:00:00-05:00')?.price).toBe(29.97);
  });

  it('holds both the DAM and the RTM price of a 2024 hour, as separate rows', async () => {
    const rows = await db.all<{ priceMarket: string; n: number }>(
      `SELECT priceMarket, count(*)::INTEGER AS n FROM ercot_prices WHERE __time = TIMESTAMP '2024-07-15 22:00:00' GROUP BY ALL ORDER BY 1`,
    );
    expect(rows).toEqual([{ priceMarket: 'DAM', n: 15 }, { priceMarket: 'RTM', n: 8 }]);
  });

  it('keeps the 2020-2022 DAM rows and the RTM rows exactly as ercot_prices.parquet holds them', async () => {
    const table = await db.all<{ n: number; s: number }>(
      `SELECT count(*)::INTEGER AS n, sum(price) AS s FROM ercot_prices WHERE NOT (priceMarket = 'DAM' AND __time >= TIMESTAMP '2023-01-01 06:00:00')`,
    );
    const file = await files.all<{ n: number; s: number }>(`SELECT count(*)::INTEGER AS n, sum(price) AS s FROM read_parquet('${pricesFile}')`);
    expect(table[0]?.n).toBe(file[0]?.n);
    expect(table[0]?.s).toBeCloseTo(file[0]?.s ?? NaN, 3);
    const expected = await fileHours(
      `SELECT epoch_ms(__time)::DOUBLE AS t, price FROM read_parquet('${pricesFile}')
       WHERE market = 'DAM' AND settlement_point = ? AND __time >= TIMESTAMP '2021-07-15 05:00:00' AND __time < TIMESTAMP '2021-07-16 05:00:00' ORDER BY __time`,
      ['HB_NORTH'],
    );
    expect(expected).toHaveLength(24);
    const got = await dayOfPrices('DAM', 'HB_NORTH', '2021-07-15', '2021-07-16');
    expect(got.map((r) => ({ t: Date.parse(r.__time), price: r.price }))).toEqual(expected);
  });

  it('has one DAM price per settlement point and hour: the 2023-2025 prices continue the 2020-2022 ones at the same hubs and load zones', async () => {
    const dup = await db.all<{ n: number }>(
      `SELECT count(*)::INTEGER AS n FROM (SELECT __time, settlementPoint FROM ercot_prices WHERE priceMarket = 'DAM' GROUP BY ALL HAVING count(*) > 1)`,
    );
    expect(dup[0]?.n).toBe(0);
    const zones = await db.all<{ sp: string }>(
      `SELECT DISTINCT settlementPoint AS sp FROM ercot_prices WHERE priceMarket = 'DAM' AND __time >= TIMESTAMP '2023-01-01 06:00:00' ORDER BY 1`,
    );
    const earlierZones = await db.all<{ sp: string }>(
      `SELECT DISTINCT settlementPoint AS sp FROM ercot_prices WHERE priceMarket = 'DAM' AND __time < TIMESTAMP '2023-01-01 06:00:00' ORDER BY 1`,
    );
    expect(zones).toHaveLength(15);
    expect(zones).toEqual(earlierZones);
  });

  it('leaves risk positions at one price per hour and load zone: DAM through 2022, RTM from 2023-12', async () => {
    const rows = await db.all<{ priceMarket: string; first: string; last: string; dup: number }>(
      `SELECT priceMarket, min(__time)::VARCHAR AS first, max(__time)::VARCHAR AS last, (count(*) - count(DISTINCT (__time, market)))::INTEGER AS dup
       FROM risk_positions GROUP BY ALL ORDER BY 1`,
    );
    expect(rows.map((r) => r.priceMarket)).toEqual(['DAM', 'RTM']);
    for (const r of rows) expect(r.dup).toBe(0);
    expect(rows[0]?.last).toBe('2023-01-01 05:00:00');
    expect(rows[1]?.first.slice(0, 7)).toBe('2023-12');
    const both = await db.all<{ n: number }>(
      `SELECT count(*)::INTEGER AS n FROM (SELECT __time, market FROM risk_positions GROUP BY ALL HAVING count(*) > 1)`,
    );
    expect(both[0]?.n).toBe(0);
  });
});
