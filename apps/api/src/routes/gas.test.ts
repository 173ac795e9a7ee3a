import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { THERMS_PER_GWH } from '../seed/gas';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { appState } from '../appState';

/**
 * The gas commodity on the API: config items offered by organisation, dashboards of gas config
 * items, and the gas datasources' metadata and answers (seeded from the committed gas files; the
 * expected values are the raw rows of seed/fixtures, hand-checked).
 */
const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
const as: Record<'gulf' | 'lone', SessionHeaders> = {} as never;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true, poolSize: 2 });
  await seedInto(db, { only: ['gas'], log: () => undefined });
  registerSeedDatasources();
  app = await createServer({ ctx: { db, origin }, routes });
  const stores = await appState(db);
  as.gulf = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  as.lone = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = (who: keyof typeof as, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/${url}`, headers: as[who], ...(payload ? { payload } : {}) });

interface Config { configId: string; commodity: { name: string }; category: { name: string }; timeInterval: number; markets: { id: string; label: string }[]; weatherStations: { id: string }[] }

describe('gas config items', () => {
  it('are offered to Lone Star Gas (gas utility) beside power, never to Gulf Coast Power', async () => {
    const lone = (await call('lone', 'GET', 'user/v1/user/config/dashboards')).json<Config[]>();
    const gulf = (await call('gulf', 'GET', 'user/v1/user/config/dashboards')).json<Config[]>();
    expect(new Set(lone.map((c) => c.commodity.name))).toEqual(new Set(['power', 'gas']));
    expect(gulf.map((c) => c.commodity.name).filter((n) => n === 'gas')).toEqual([]);
    expect(gulf.length).toBeGreaterThan(0);

    const uk = lone.find((c) => c.configId === 'gas-uk-ldz-daily');
    expect(uk).toMatchObject({ commodity: { name: 'gas', label: 'Gas' }, category: { name: 'shortTermForecast' }, timeInterval: 1440 });
    expect(uk?.markets).toEqual([{ id: 'GB_LDZ', label: 'UK (GB): all 13 LDZs' }]);
    expect(uk?.weatherStations.map((s) => s.id)).toEqual(['CET']);
    const tx = lone.find((c) => c.configId === 'gas-tx-monthly');
    expect(tx).toMatchObject({ category: { name: 'longTermForecast' }, timeInterval: 43_200 });
    expect(tx?.markets.map((m) => m.id)).toContain('TX_DELIVERED');
  });

  it('make gas dashboards for Lone Star Gas; Gulf Coast Power cannot create one (unknown configuration)', async () => {
    const body = { name: 'UK sendout', configId: 'gas-uk-ldz-daily', cards: [], settings: { calculators: [], timezone: 'Europe/London', is_hour_ending: false } };
    const refused = await call('gulf', 'POST', 'user/v1/user/dashboards', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'configId: Unknown dashboard configuration' });
    const made = await call('lone', 'POST', 'user/v1/user/dashboards', body);
    expect(made.statusCode).toBe(200);
    const listed = (await call('lone', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ name: string; commodity: { name: string } }[]>();
    expect(listed.find((d) => d.name === 'UK sendout')?.commodity).toEqual({ name: 'gas' });
  });
});

describe('gas datasources', () => {
  it('state their units and intervals in the metadata (therm per gas day, degC-days, MCF per month, $/MMBtu)', async () => {
    const meta = async (ds: string) => (await call('lone', 'GET', `druid/api/v2/datasources/${ds}`)).json<{ timeIntervalMinutes: number; metrics: { name: string; unit: string }[]; description: string }>();
    const uk = await meta('gas_uk_ldz');
    expect(uk.timeIntervalMinutes).toBe(1440);
    expect(uk.metrics.find((m) => m.name === 'load')?.unit).toBe('therm');
    expect(uk.description).toMatch(/05:00 to 05:00 Europe\/London/);
    const weather = await meta('gas_uk_weather');
    expect(weather.metrics.find((m) => m.name === 'hdd')?.unit).toBe('degC-days, base 15.5');
    expect(weather.description).toMatch(/15\.5 degC is the UK gas industry's usual HDD base/);
    expect((await meta('gas_tx_monthly')).metrics[0]?.unit).toBe('MCF');
    expect((await meta('gas_henry_hub')).metrics[0]?.unit).toBe('$/MMBtu');
  });

  const query = async (ds: string, measure: string, aggregation: string, from: string, to: string, timezone: string, granularity = 'P1D', filters: object[] = []) => {
    const res = await call('lone', 'POST', `druid/api/v2/datasources/${ds}/query`, {
      selectedMeasures: [{ columnName: measure, aggregation }],
      filters,
      timeFilter: { columnName: '__time', dateRange: { fromDate: from, toDate: to } },
      splits: [{ type: 'time', columnName: '__time', granularity }],
      timezone,
      rangeFilters: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Record<string, string | number>[] }>().data;
  };

  it('answer the cold snap of February 2021 by London gas day: LDZ therms and CET heating degree days', async () => {
    const load = await query('gas_uk_ldz', 'load', 'Sum', '2021-02-10', '2021-02-13', 'Europe/London');
    expect(load).toHaveLength(3);
    // Raw gas days 2021-02-10..12: 3,285.094, 3,341.227, 3,360.062 GWh.
    expect(load.map((r) => Number(r.load) / THERMS_PER_GWH)).toEqual([expect.closeTo(3285.094, 3), expect.closeTo(3341.227, 3), expect.closeTo(3360.062, 3)]);
    const hdd = await query('gas_uk_weather', 'hdd', 'Sum', '2021-02-10', '2021-02-13', 'Europe/London', 'P1D', [
      { columnName: 'station', filterType: 'Include', filterValues: ['CET'] },
    ]);
    // Raw CET means -0.1, -1.9, -0.3 degC: HDD 15.6, 17.4, 15.8.
    expect(hdd.map((r) => Number(r.hdd))).toEqual([15.6, 17.4, 15.8]);
  });

  it('sum the Texas end uses by month and give the total its own market', async () => {
    const rows = await query('gas_tx_monthly', 'load', 'Sum', '2022-02-01', '2022-03-01', 'America/Chicago', 'P1M', [
      { columnName: 'market', filterType: 'Include', filterValues: ['TX_RESIDENTIAL'] },
    ]);
    expect(rows.map((r) => Number(r.load))).toEqual([46_065_000]);
  });

  it("give the gas utility Henry Hub's price as its series menu asks it: February 2021's high, $23.86", async () => {
    // The portal's Henry Hub series (apps/portal/src/app/gasDataMapping.ts): price of market HENRY_HUB, Max by month.
    const rows = await query('gas_henry_hub', 'price', 'Max', '2021-02-01', '2021-03-01', 'America/Chicago', 'P1M', [
      { columnName: 'market', filterType: 'Include', filterValues: ['HENRY_HUB'] },
    ]);
    expect(rows.map((r) => Number(r.price))).toEqual([23.86]);
  });
});
