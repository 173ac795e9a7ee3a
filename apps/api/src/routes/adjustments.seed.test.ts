import { createHttpAdapter, type DataAdapter } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { adjustmentState } from '../appState';
import { appState } from '../appState';

/**
 * End to end on real data: a two-year slice of the committed ERCOT seed, the reference
 * forecaster's short-term run written to `ercot_load`, the API listening on a port, and the core
 * HTTP adapter (the SDK's client, validating every answer with the core schemas) calling it.
 */
describe('adjustments of a reference forecaster run, through the core HTTP adapter', () => {
  let db: Database;
  let app: FastifyInstance;
  let adapter: DataAdapter;
  let run: { processTime: string };
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    await seedInto(db, {
      only: ['load', 'weather', 'forecasts'],
      range: { from: '2016-01-01T06:00:00Z', to: '2018-01-01T06:00:00Z' },
      // One weather-driven run and no look-ahead runs (they would be further short-term runs of COAST).
      plan: { shortTermRuns: 1, longTermRuns: 1, currentRuns: 0, currentLongTermRuns: 0 },
      log: () => undefined,
    });
    [run] = (await db.all<{ processTime: string }>(
      `SELECT DISTINCT processTime FROM ercot_load WHERE series = 'forecast' AND horizon = 'short_term' AND market = 'COAST'`,
    )) as [{ processTime: string }];
    app = await createServer({ ctx: { db, origin }, routes });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await sessionHeadersFor((await appState(db)).sessions, 'usr-gcp-analyst', origin);
    adapter = createHttpAdapter({ baseUrl: `${address}/api`, headers: { cookie: headers.cookie, origin } });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('creates, saves a version and reads it stitched over the real forecast', async () => {
    expect(run.processTime).toBe('2017-12-24T12:00:00Z');
    const { adjustmentId } = await adapter.adjustments.create({
      name: 'Christmas Day holiday load', configId: 'ercot-power-short-term', market: 'COAST', processTime: run.processTime,
      dateRange: { from: '2017-12-25', to: '2017-12-26' }, timezone: 'America/Chicago', isHourEnding: true,
    });
    const hours = await db.all<{ t: string; load: number }>(
      `SELECT strftime(__time, '%Y-%m-%dT%H:%M:%S.000Z') AS t, load FROM ercot_load
       WHERE series = 'forecast' AND horizon = 'short_term' AND market = 'COAST' AND processTime = ?
         AND __time >= TIMESTAMP '2017-12-25 06:00:00' AND __time < TIMESTAMP '2017-12-27 06:00:00' ORDER BY __time`,
      [run.processTime],
    );
    expect(hours).toHaveLength(48);
    const created = await adapter.adjustments.get(adjustmentId);
    expect(created).toMatchObject({ status: 'draft', count: 48, dayCount: 2, min: Math.min(...hours.map((h) => h.load)), max: Math.max(...hours.map((h) => h.load)) });

    // Christmas Day: 8 % less load over HE8-HE20 (13 hours).
    const data = hours.map((h, i) => {
      const edited = i >= 7 && i < 20;
      return { timestamp: h.t, forecast: h.load, adjustedForecast: edited ? h.load * 0.92 : h.load, adjustmentCalculation: edited ? ('percent' as const) : ('none' as const), adjustmentValue: edited ? -8 : null };
    });
    expect(await adapter.adjustments.createVersion(adjustmentId, { data, reasonCode: 'holiday', comment: 'Christmas Day' })).toMatchObject({ versionId: 'v1' });
    const stitched = await adapter.adjustments.stitched(adjustmentId, 'v1');
    expect(stitched.map((p) => p.timestamp)).toEqual(hours.map((h) => h.t));
    expect(stitched.map((p) => p.forecast)).toEqual(hours.map((h) => h.load));
    expect(stitched.map((p) => p.adjustedForecast)).toEqual(data.map((d) => d.adjustedForecast));
    expect(stitched.filter((p) => p.adjustmentCalculation === 'percent')).toHaveLength(13);
    // The reason code and comment went through the SDK's client into the audit trail.
    const [entry] = await (await adjustmentState(db)).audit(adjustmentId);
    const total = hours.reduce((sum, h) => sum + h.load, 0);
    expect(entry).toMatchObject({ action: 'save', versionId: 'v1', userId: 'usr-gcp-analyst', reasonCode: 'holiday', comment: 'Christmas Day', rowsChanged: 13, beforeTotal: total });
    expect(entry!.afterTotal).toBeCloseTo(total - 0.08 * hours.slice(7, 20).reduce((sum, h) => sum + h.load, 0), 6);

    await adapter.adjustments.updateSummary(adjustmentId, stitched.map(({ timestamp, forecast, adjustedForecast }) => ({ timestamp, forecast, adjustedForecast })));
    const [listed] = await adapter.adjustments.list({ configId: 'ercot-power-short-term', limit: 5, skip: 0, status: 'draft' });
    expect(listed).toMatchObject({ adjustmentId, versions: [{ versionId: 'v1' }], count: 48 });
    expect(listed?.summary[10]?.adjustedForecast).toBeCloseTo(hours[10]!.load * 0.92, 6);
  });
});
