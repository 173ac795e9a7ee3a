import { TEXT_FILE_INCORRECT_HEADERS, TEXT_JOBS_QUEUE_RATE_REACHED, type Job } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { createHeldQueue } from '../pricing/jobQueue';
import { createPricingRoutes } from './pricing';
import { MAX_UNFINISHED_JOBS_PER_USER, UPLOAD_URL_TTL_MS, UPLOAD_EXPIRED_MESSAGE } from './pricingJobs';

/**
 * The slots of unfinished pricing jobs (issue #32): the limit holds under parallel creation, a
 * job never uploaded expires with its upload URL and frees its slot, and its owner may delete a
 * job that has not started.
 */

const origin = 'http://localhost:3000';
let db: Database;
let stores: Stores;
let app: FastifyInstance;
let clock = Date.parse('2026-01-05T12:00:00Z');

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', poolSize: 2 });
  stores = await appState(db);
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createPricingRoutes({ jobs: { now: () => clock, queue: () => createHeldQueue() } })] });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: { json?: object; csv?: string }) => {
  const headers: Record<string, string> = { ...(await sessionHeadersFor(stores.sessions, user, origin)) };
  if (body?.csv !== undefined) headers['content-type'] = 'text/csv';
  const res = await app.inject({ method, url, headers, ...(body?.json ? { payload: body.json } : body?.csv !== undefined ? { payload: body.csv } : {}) });
  return { status: res.statusCode, body: res.body, json: () => res.json() as Record<string, unknown> };
};
const create = (user: string, name = 'Slot') => call(user, 'POST', '/api/pricing/v1/jobs', { json: { name, type: 'check_status' } });
const unfinished = async (user: string) => ((await call(user, 'GET', '/api/pricing/v1/jobs')).json() as unknown as Job[]).filter((j) => j.state === 'waiting' || j.state === 'active');

describe('unfinished pricing jobs', () => {
  it(`creates at most ${MAX_UNFINISHED_JOBS_PER_USER} when 20 are asked for at once; the others answer 409 with the spec text`, async () => {
    const user = 'usr-gcp-analyst';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(user, `Parallel ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_UNFINISHED_JOBS_PER_USER);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(20 - MAX_UNFINISHED_JOBS_PER_USER);
    expect(refused[0]!.json().message).toBe(TEXT_JOBS_QUEUE_RATE_REACHED);
    expect(await unfinished(user)).toHaveLength(MAX_UNFINISHED_JOBS_PER_USER);
  });

  it('expires a job never uploaded with its upload URL: it fails with a message and frees its slot', async () => {
    const user = 'usr-lsg-analyst';
    for (let i = 0; i < MAX_UNFINISHED_JOBS_PER_USER; i++) expect((await create(user, `Idle ${i}`)).status).toBe(200);
    expect((await create(user)).status).toBe(409);
    clock += UPLOAD_URL_TTL_MS + 1;
    const jobs = (await call(user, 'GET', '/api/pricing/v1/jobs')).json() as unknown as Job[];
    expect(jobs.filter((j) => j.name.startsWith('Idle'))).toHaveLength(MAX_UNFINISHED_JOBS_PER_USER);
    for (const j of jobs) expect(j).toMatchObject({ state: 'failed', status: 'error', statusMessage: UPLOAD_EXPIRED_MESSAGE });
    expect((await create(user, 'After expiry')).status).toBe(200);
  });

  it('lets the owner delete a job that has not started (waiting for its upload, or uploaded), and no one else; a started job stays', async () => {
    const user = 'usr-lsg-analyst';
    const waiting = (await create(user, 'To delete')).json() as { id: string; url: string };
    expect((await call('usr-gcp-analyst', 'DELETE', `/api/pricing/v1/jobs/${waiting.id}`)).status).toBe(404);
    expect((await call(user, 'DELETE', `/api/pricing/v1/jobs/${waiting.id}`)).status).toBe(204);
    expect(((await call(user, 'GET', '/api/pricing/v1/jobs')).json() as unknown as Job[]).some((j) => j.jobId === waiting.id)).toBe(false);
    expect((await call(user, 'DELETE', `/api/pricing/v1/jobs/${waiting.id}`)).status).toBe(404);

    const started = (await create(user, 'Started')).json() as { id: string; url: string };
    const csv = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate\nM42,COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-08-01,2023-08-31,2023-06-30';
    expect((await call(user, 'PUT', started.url, { csv })).status).toBe(204);
    expect((await call(user, 'POST', `/api/pricing/v1/jobs/${started.id}`)).status).toBe(200);
    expect((await call(user, 'DELETE', `/api/pricing/v1/jobs/${started.id}`)).status).toBe(409);
  });
});

describe('the upload of a job\'s rows', () => {
  const user = 'usr-gcp-forecaster';
  const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
  const ROW = 'M42,COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-08-01,2023-08-31,2023-06-30';

  it('answers 400 to an empty, binary or wrong-column file, and to broken records with their line numbers; the URL stays usable', async () => {
    await stores.users.upsertUser({ userId: user, email: 'forecaster@gulfcoast-power.test', name: 'Forecaster', orgId: 'org-gulfcoast-power', mods: ['mod_pricing'] }, null);
    const { url } = (await create(user, 'Upload')).json() as { url: string };
    const empty = await call(user, 'PUT', url, { csv: '' });
    expect(empty.status, empty.body).toBe(400);
    expect(empty.json()).toMatchObject({ message: TEXT_FILE_INCORRECT_HEADERS, errors: [{ line: 1, message: 'the file is empty' }] });
    const binary = await call(user, 'PUT', url, { csv: '\u0000PK\u0003\u0004\uFFFD\n\u0001' });
    expect([binary.status, binary.json().message]).toEqual([400, TEXT_FILE_INCORRECT_HEADERS]);
    const wrong = await call(user, 'PUT', url, { csv: 'meterId,market\nM1,COAST' });
    expect([wrong.status, wrong.json().message]).toEqual([400, TEXT_FILE_INCORRECT_HEADERS]);
    const rows = await call(user, 'PUT', url, { csv: [HEADER, ROW, ROW.replace('2023-08-31', '2023-02-30'), 'M9,"COAST,x', ROW.replace('M42', 'M43')].join('\n') });
    expect(rows.status, rows.body).toBe(400);
    expect(rows.json().errors).toEqual([{ line: 4, message: 'CSV quoting: Quoted field unterminated' }]);
    expect(rows.json().message).toBe('From the 4 rows on the file, 1 have not be imported as are duplicates or have errors; line 4: CSV quoting: Quoted field unterminated');
    expect((await call(user, 'PUT', url, { csv: [HEADER, ROW].join('\n') })).status).toBe(204);
  });
});
