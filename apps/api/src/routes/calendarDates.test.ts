import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let analyst: SessionHeaders;

beforeAll(async () => {
  registerSeedDatasources();
  // No seed tables: every call below must be refused before any SQL runs.
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes });
  analyst = await sessionHeadersFor((await appState(db)).sessions, 'usr-gcp-analyst', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('dates that are not on the calendar', () => {
  it('answer 400 on the data, weather and risk routes', async () => {
    for (const bad of ['2020-02-30', '2020-13-45', '2021-02-29']) {
      const query = await app.inject({
        method: 'POST',
        url: '/api/druid/api/v2/datasources/ercot_load/query',
        headers: analyst,
        payload: { selectedMeasures: [{ columnName: 'load_mwh', aggregation: 'sum' }], timeFilter: { columnName: '__time', dateRange: { fromDate: bad, toDate: '2020-03-31' } }, splits: [], timezone: 'America/Chicago' },
      });
      expect(query.statusCode, bad).toBe(400);
      const weather = await app.inject({ url: `/api/weather/weather?weather_stations=KIAH&start_date=${bad}&end_date=2020-03-31`, headers: analyst });
      expect(weather.statusCode, bad).toBe(400);
      const risk = await app.inject({ method: 'POST', url: '/api/risk/v1/risk-data/risk_positions/query', headers: analyst, payload: { asOfDate: bad, group: 'market', columns: [{ name: 'position', aggregation: 'sum' }] } });
      expect(risk.statusCode, bad).toBe(400);
      const asOf = await app.inject({ url: `/api/risk/v1/risk-data/risk_positions/as-of-date?datesBefore=${bad}`, headers: analyst });
      expect(asOf.statusCode, bad).toBe(400);
    }
  });
});
