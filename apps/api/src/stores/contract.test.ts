import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRED_MESSAGE, type NewJob } from '../pricing/jobStore';
import { START_TIMEOUT_MS, STORE_KINDS, type OpenedStores } from '../testing/storeKinds';
import type { NewAdjustment } from './adjustments';
import type { NewDashboard } from './dashboards';
import type { Stores } from './index';

/**
 * The store contract: one suite, run against every implementation of the stores (DuckDB, the
 * embedded default, and PostgreSQL), so both behave the same to the routes.
 */

const ORG = 'org-a';
const OTHER_ORG = 'org-b';
const HOUR = 3_600_000;

const dashboard = (id: string, ownerId = 'u1', extra: Partial<NewDashboard> = {}): NewDashboard => ({
  dashboardId: id,
  ownerId,
  ownerOrgId: ORG,
  type: 'prod_load_forecast',
  configId: 'cfg',
  name: `Dashboard ${id}`,
  description: '',
  addedOn: 1_000,
  content: { cards: [{ id: 'c1' }], settings: { timezone: 'America/Chicago' } },
  ...extra,
});

const adjustment = (id: string, ownerId = 'u1'): NewAdjustment => ({
  adjustmentId: id,
  ownerId,
  ownerOrgId: ORG,
  configId: 'cfg',
  market: 'COAST',
  processTime: '2024-07-01T06:00:00Z',
  name: `Adjustment ${id}`,
  dateFrom: '2024-07-02',
  dateTo: '2024-07-02',
  timezone: 'America/Chicago',
  isHourEnding: true,
  summary: [],
  stats: { min: null, max: null, count: 0, dayCount: 0 },
  createdAt: 5_000,
});

const T0 = Date.UTC(2024, 6, 2, 5);
const forecast = [0, 1, 2].map((i) => ({ t: T0 + i * HOUR, load: 100 + i }));

const job = (jobId: string, userId = 'u1', addedOn = 10_000): NewJob => ({
  jobId, userId, orgId: ORG, type: 'retail_cost_calculation', name: `Job ${jobId}`, addedOn,
  upload: { tokenHash: `hash-${jobId}`, expiresAt: addedOn + 1_000, used: false },
});

describe.each(STORE_KINDS)('store contract: $kind', (kind) => {
  let opened: OpenedStores;
  let s: Stores;
  beforeAll(async () => {
    opened = await kind.open();
    s = opened.stores;
    // The load table the adjusted forecast of an approved adjustment is written to (time series, DuckDB).
    await opened.db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR,
      horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
    await s.users.upsertOrg({ id: ORG, name: 'Org A' });
    await s.users.upsertOrg({ id: OTHER_ORG, name: 'Org B' });
    await s.users.upsertUser({ userId: 'u1', email: 'One@A.test', name: 'One', orgId: ORG, mods: ['mod_load_forecast', 'mod_pricing'] }, 'hash-1');
    await s.users.upsertUser({ userId: 'u2', email: 'two@a.test', name: 'Two', orgId: ORG, mods: ['mod_load_forecast'] }, null);
    await s.users.upsertUser({ userId: 'u3', email: 'three@b.test', name: 'Three', orgId: OTHER_ORG, mods: [] }, null);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.close();
  }, START_TIMEOUT_MS);

  it('names its kind', () => {
    expect(s.kind).toBe(kind.kind);
  });

  describe('users', () => {
    it('finds users by id and by e-mail (any case), with their organisation and password hash', async () => {
      expect(await s.users.byId('u1')).toEqual({ userId: 'u1', email: 'one@a.test', name: 'One', orgId: ORG, organization: 'Org A', mods: ['mod_load_forecast', 'mod_pricing'] });
      expect((await s.users.byEmail(' ONE@a.test '))?.passwordHash).toBe('hash-1');
      expect((await s.users.byEmail('two@a.test'))?.passwordHash).toBeNull();
      expect(await s.users.byId('nobody')).toBeNull();
      expect(await s.users.byEmail('nobody@a.test')).toBeNull();
      expect(await s.users.orgIdByName(' org b ')).toBe(OTHER_ORG);
      expect(await s.users.orgIdByName('Org C')).toBeNull();
    });

    it('lists one organisation by name, and replaces a user on upsert', async () => {
      expect((await s.users.listOrg(ORG)).map((u) => u.userId)).toEqual(['u1', 'u2']);
      await s.users.upsertUser({ userId: 'u2', email: 'two@a.test', name: 'Another', orgId: ORG, mods: [] }, null);
      expect((await s.users.listOrg(ORG)).map((u) => u.name)).toEqual(['Another', 'One']);
      expect((await s.users.byId('u2'))?.mods).toEqual([]);
      await s.users.upsertUser({ userId: 'u2', email: 'two@a.test', name: 'Two', orgId: ORG, mods: ['mod_load_forecast'] }, null);
    });
  });

  describe('sessions', () => {
    it('resolves a live session, never an expired or ended one, and stores no token in clear', async () => {
      const token = await s.sessions.create('u1', 1_000);
      expect(await s.sessions.resolve(token, 2_000)).toBe('u1');
      expect(await s.sessions.resolve(token, 1_000 + 12 * HOUR + 1)).toBeNull();
      expect(await s.sessions.resolve('not-a-token', 2_000)).toBeNull();
      const live = await s.sessions.create('u2');
      expect(await s.sessions.resolve(live)).toBe('u2');
      await s.sessions.destroy(live);
      expect(await s.sessions.resolve(live)).toBeNull();
    });

    it('gives a sign-in attempt back once only', async () => {
      const attempt = { state: 'st', nonce: 'no', codeVerifier: 'cv', redirectTo: '/home', expiresAt: Date.now() + 60_000 };
      const token = await s.sessions.startLogin(attempt);
      const taken = await Promise.all([s.sessions.takeLogin(token), s.sessions.takeLogin(token)]);
      expect(taken.filter((x) => x !== null)).toEqual([attempt]);
      expect(await s.sessions.takeLogin(token)).toBeNull();
    });
  });

  describe('notifications', () => {
    const reader = { userId: 'u1', orgId: ORG };
    it('shows personal and global notices of the reader\'s organisation, newest first, and keeps read and cleared state per user', async () => {
      const body = (title: string) => ({ title, description: `${title} text`, kind: 'neutral' });
      await s.notifications.insertIfAbsent({ id: 'n1', userId: 'u1', isGlobal: false, createdAt: 1_000, body: body('Mine') });
      await s.notifications.insertIfAbsent({ id: 'n1', userId: 'u1', isGlobal: false, createdAt: 9_000, body: body('Duplicate') });
      await s.notifications.insertIfAbsent({ id: 'n2', userId: null, isGlobal: true, createdAt: 2_000, body: body('Everyone') });
      await s.notifications.insertIfAbsent({ id: 'n3', userId: null, orgId: OTHER_ORG, isGlobal: true, createdAt: 3_000, body: body('Org B only') });
      await s.notifications.insertIfAbsent({ id: 'n4', userId: 'u2', isGlobal: false, createdAt: 4_000, body: body('Not mine') });
      const listed = await s.notifications.list(reader);
      expect(listed.map((n) => [n.id, n.title, n.isRead, n.isGlobal, n.date])).toEqual([
        ['n2', 'Everyone', false, true, new Date(2_000).toISOString()],
        ['n1', 'Mine', false, false, new Date(1_000).toISOString()],
      ]);
      expect((await s.notifications.list(reader, { isGlobal: false })).map((n) => n.id)).toEqual(['n1']);
      const [first, second] = await Promise.all([s.notifications.markAllRead(reader), s.notifications.markAllRead(reader)]);
      expect([first, second].sort()).toEqual([0, 2]);
      expect((await s.notifications.list(reader, { isRead: false })).map((n) => n.id)).toEqual([]);
      expect((await s.notifications.list({ userId: 'u2', orgId: ORG }, { isRead: false })).map((n) => n.id)).toEqual(['n4', 'n2']);
      expect(await s.notifications.clearAll(reader)).toBe(2);
      expect(await s.notifications.list(reader)).toEqual([]);
      expect((await s.notifications.list({ userId: 'u2', orgId: ORG })).length).toBe(2);
    });
  });

  describe('dashboards', () => {
    it('creates, reads and lists what a viewer owns or sees shared, never across organisations', async () => {
      await s.dashboards.create(dashboard('d1'));
      await s.dashboards.create(dashboard('d2', 'u2', { addedOn: 2_000 }));
      await s.dashboards.create(dashboard('d3', 'u2', { addedOn: 3_000, type: 'prod_risk_management' }));
      await s.dashboards.create(dashboard('dx', 'u3', { ownerOrgId: OTHER_ORG }));
      const d1 = await s.dashboards.get('d1');
      expect(d1).toMatchObject({ dashboardId: 'd1', ownerId: 'u1', version: 1, sharedUserIds: [], sharedOrgId: null, updatedOn: 1_000 });
      expect(d1?.content).toEqual(dashboard('d1').content);
      expect((await s.dashboards.listVisible({ userId: 'u1', orgId: ORG })).map((d) => d.dashboardId)).toEqual(['d1']);
      expect(await s.dashboards.shareWithUsers('d2', 'u2', ['u1', 'u1'])).toBe(true);
      expect(await s.dashboards.setSharedOrg('d3', 'u2', ORG)).toBe(true);
      expect((await s.dashboards.listVisible({ userId: 'u1', orgId: ORG })).map((d) => d.dashboardId)).toEqual(['d1', 'd2', 'd3']);
      expect((await s.dashboards.listVisible({ userId: 'u1', orgId: ORG }, 'prod_load_forecast')).map((d) => d.dashboardId)).toEqual(['d1', 'd2']);
      expect((await s.dashboards.get('d2'))?.sharedUserIds).toEqual(['u1']);
      expect((await s.dashboards.listVisible({ userId: 'u3', orgId: OTHER_ORG })).map((d) => d.dashboardId)).toEqual(['dx']);
      expect(await s.dashboards.countOwned('u2')).toBe(2);
      // Only the owner shares.
      expect(await s.dashboards.shareWithUsers('d1', 'u2', ['u2'])).toBe(false);
      expect(await s.dashboards.setSharedOrg('d1', 'u2', ORG)).toBe(false);
    });

    it('applies a patch member by member, bumps the version, and refuses a stale version', async () => {
      const owner = { userId: 'u1', orgId: ORG };
      expect(await s.dashboards.update('d1', owner, { name: 'Renamed', content: { cards: [] } }, 7_000)).toEqual({ outcome: 'updated', version: 2 });
      const d1 = await s.dashboards.get('d1');
      expect(d1).toMatchObject({ name: 'Renamed', description: '', version: 2, updatedOn: 7_000 });
      expect(d1?.content).toEqual({ cards: [], settings: { timezone: 'America/Chicago' } });
      expect(await s.dashboards.update('d1', owner, { description: 'Old copy' }, 8_000, 1)).toEqual({ outcome: 'stale', version: 2 });
      expect(await s.dashboards.update('d1', owner, { description: 'Current copy' }, 8_000, 2)).toEqual({ outcome: 'updated', version: 3 });
      expect(await s.dashboards.update('d1', { userId: 'u2', orgId: ORG }, { name: 'Not mine' })).toEqual({ outcome: 'missing' });
      expect(await s.dashboards.update('d1', { userId: 'u1', orgId: OTHER_ORG }, { name: 'Wrong org' })).toEqual({ outcome: 'missing' });
      expect((await s.dashboards.get('d1'))?.name).toBe('Renamed');
    });

    it('keeps every one of many concurrent saves, and of saves naming one version exactly one wins', async () => {
      const owner = { userId: 'u1', orgId: ORG };
      await s.dashboards.create(dashboard('dc'));
      const saves = await Promise.all(Array.from({ length: 20 }, (_, i) => s.dashboards.update('dc', owner, { content: { [`k${i}`]: i } })));
      expect(saves.every((x) => x.outcome === 'updated')).toBe(true);
      expect(new Set(saves.map((x) => (x.outcome === 'updated' ? x.version : 0))).size).toBe(20);
      const stored = await s.dashboards.get('dc');
      expect(stored?.version).toBe(21);
      for (let i = 0; i < 20; i++) expect(stored?.content[`k${i}`]).toBe(i);
      const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => s.dashboards.update('dc', owner, { name: `Race ${i}` }, Date.now(), 21)));
      expect(racing.filter((x) => x.outcome === 'updated')).toEqual([{ outcome: 'updated', version: 22 }]);
      expect(racing.filter((x) => x.outcome === 'stale')).toHaveLength(7);
    });

    it('deletes only an unshared dashboard of its owner, with the owner\'s Overview pins', async () => {
      await s.dashboards.create(dashboard('dd'));
      await s.overview.pin('u1', 'dd', 'c1');
      await s.dashboards.shareWithUsers('dd', 'u1', ['u2']);
      expect(await s.dashboards.delete('dd', 'u2')).toBe('missing');
      expect(await s.dashboards.delete('dd', 'u1')).toBe('shared');
      await s.dashboards.shareWithUsers('dd', 'u1', [], ['u2']);
      await s.dashboards.setSharedOrg('dd', 'u1', ORG);
      expect(await s.dashboards.delete('dd', 'u1')).toBe('shared');
      await s.dashboards.setSharedOrg('dd', 'u1', null);
      expect(await s.dashboards.delete('dd', 'u1')).toBe('deleted');
      expect(await s.dashboards.get('dd')).toBeNull();
      expect((await s.overview.list('u1')).filter((p) => p.dashboardId === 'dd')).toEqual([]);
      expect(await s.dashboards.delete('dd', 'u1')).toBe('missing');
    });
  });

  describe('overview', () => {
    it('pins once, keeps a layout, unpins, and drops a user\'s pins of a dashboard no longer shared with them', async () => {
      await s.dashboards.create(dashboard('do', 'u1'));
      await s.dashboards.shareWithUsers('do', 'u1', ['u2']);
      await Promise.all([s.overview.pin('u2', 'do', 'c1', 100), s.overview.pin('u2', 'do', 'c1', 200)]);
      await s.overview.pin('u2', 'do', 'c2', 300);
      expect(await s.overview.setLayout('u2', 'do', 'c1', { x: 1, y: 2, w: 3, h: 4 })).toBe(true);
      expect(await s.overview.setLayout('u2', 'do', 'c9', { x: 1, y: 2, w: 3, h: 4 })).toBe(false);
      const pins = await s.overview.list('u2');
      expect(pins.map((p) => [p.cardId, p.layout])).toEqual([['c1', { x: 1, y: 2, w: 3, h: 4 }], ['c2', null]]);
      expect(await s.overview.unpin('u2', 'do', 'c2')).toBe(true);
      expect(await s.overview.unpin('u2', 'do', 'c2')).toBe(false);
      await s.dashboards.shareWithUsers('do', 'u1', [], ['u2']);
      expect(await s.overview.list('u2')).toEqual([]);
    });
  });

  describe('adjustments', () => {
    const save = (extra: Partial<Parameters<Stores['adjustments']['saveVersion']>[0]> = {}) =>
      s.adjustments.saveVersion({
        adjustmentId: 'a1', ownerId: 'u1', rows: [{ t: T0 + HOUR, adjustedForecast: 150, calculation: 'add', value: 49 }],
        forecast, reasonCode: 'weather_event', comment: 'Heat', at: 6_000, ...extra,
      });

    it('saves versions with their rows and audit figures, and an overwrite drops the later versions', async () => {
      await s.adjustments.create(adjustment('a1'));
      expect(await save()).toEqual({ outcome: 'saved', versionId: 'v1', createdAt: 6_000 });
      expect(await save({ at: 7_000, rows: [] })).toEqual({ outcome: 'saved', versionId: 'v2', createdAt: 7_000 });
      expect(await save({ ownerId: 'u2' })).toEqual({ outcome: 'missing' });
      expect(await s.adjustments.versionRows('a1', 1)).toEqual([{ t: T0 + HOUR, adjustedForecast: 150, calculation: 'add', value: 49 }]);
      expect(await s.adjustments.versionRows('a1', 9)).toBeNull();
      expect(await save({ versionNo: 1, at: 8_000, rows: [{ t: T0, adjustedForecast: 90, calculation: 'custom', value: 90 }] })).toEqual({ outcome: 'saved', versionId: 'v1', createdAt: 6_000 });
      const a1 = await s.adjustments.get('a1');
      expect(a1?.versions.map((v) => v.versionId)).toEqual(['v1']);
      expect(a1?.updatedAt).toBe(8_000);
      expect(await s.adjustments.versionRows('a1', 1)).toEqual([{ t: T0, adjustedForecast: 90, calculation: 'custom', value: 90 }]);
      // The next new version after an overwrite keeps counting (v3), never reusing a discarded id.
      expect(await save({ at: 9_000 })).toMatchObject({ outcome: 'saved', versionId: 'v3' });
      const audit = await s.adjustments.audit('a1');
      expect(audit.map((e) => [e.seq, e.action, e.versionId, e.rowsChanged])).toEqual([[1, 'save', 'v1', 1], [2, 'save', 'v2', 1], [3, 'overwrite', 'v1', 2], [4, 'save', 'v3', 2]]);
      expect(audit[0]).toMatchObject({ beforeTotal: 303, afterTotal: 352, reasonCode: 'weather_event', comment: 'Heat', userId: 'u1', at: 6_000 });
    });

    it('keeps every one of concurrent new versions, each with its own id', async () => {
      await s.adjustments.create(adjustment('a2'));
      const saved = await Promise.all(Array.from({ length: 6 }, (_, i) => save({ adjustmentId: 'a2', at: 10_000 + i })));
      expect(saved.map((x) => (x.outcome === 'saved' ? x.versionId : x.outcome)).sort()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
      expect((await s.adjustments.audit('a2')).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('lists an organisation\'s adjustments newest first, paged and by status, and updates a summary of its author only', async () => {
      await s.adjustments.create({ ...adjustment('a3'), createdAt: 9_000 });
      expect((await s.adjustments.list(ORG, 'cfg', { limit: 10, skip: 0 })).map((a) => a.adjustmentId)).toEqual(['a3', 'a1', 'a2']);
      expect((await s.adjustments.list(ORG, 'cfg', { limit: 1, skip: 1 })).map((a) => a.adjustmentId)).toEqual(['a1']);
      expect(await s.adjustments.list(OTHER_ORG, 'cfg', { limit: 10, skip: 0 })).toEqual([]);
      const summary = [{ timestamp: '2024-07-02T00:00:00-05:00', forecast: 100, adjustedForecast: 110 }];
      const stats = { min: 100, max: 102, count: 3, dayCount: 1 };
      expect(await s.adjustments.updateSummary('a3', 'u2', summary, stats, 11_000)).toBe(false);
      expect(await s.adjustments.updateSummary('a3', 'u1', summary, stats, 11_000)).toBe(true);
      expect(await s.adjustments.get('a3')).toMatchObject({ summary, stats, updatedAt: 11_000 });
    });

    it('approves once, writes the adjusted forecast as a series of its run, and refuses saves after', async () => {
      const approver = { userId: 'u2', email: 'two@a.test' };
      const outcomes = await Promise.all([s.adjustments.approve('a1', approver, 12_000, forecast), s.adjustments.approve('a1', approver, 12_000, forecast)]);
      expect(outcomes.sort()).toEqual(['approved', 'done']);
      expect(await s.adjustments.approve('nope', approver, 12_000, forecast)).toBe('missing');
      expect(await s.adjustments.get('a1')).toMatchObject({ status: 'approved', approvedBy: 'two@a.test', approvedOn: 12_000 });
      expect(await save({ at: 13_000 })).toEqual({ outcome: 'approved' });
      const series = await opened.db.all<{ t: number; load: number; orgId: string }>(
        `SELECT epoch_ms(__time)::DOUBLE AS t, load, orgId FROM ercot_load WHERE series = 'adjusted' AND source = 'a1' ORDER BY __time`);
      // v3 (the latest) edits the second hour to 150 MWh.
      expect(series.map((r) => [r.t, r.load, r.orgId])).toEqual([[T0, 100, ORG], [T0 + HOUR, 150, ORG], [T0 + 2 * HOUR, 102, ORG]]);
      expect((await s.adjustments.audit('a1')).at(-1)).toMatchObject({ action: 'approve', versionId: 'v3', userId: 'u2' });
      // A re-seed replacing the load table loses the series: it is found missing and written again.
      await opened.db.run(`DELETE FROM ercot_load WHERE source = 'a1'`);
      expect((await s.adjustments.approvedWithoutSeries()).map((a) => a.adjustmentId)).toEqual(['a1']);
      expect(await s.adjustments.restoreAdjustedSeries('a1', forecast)).toBe(true);
      expect(await s.adjustments.restoreAdjustedSeries('a2', forecast)).toBe(false);
      expect(await s.adjustments.approvedWithoutSeries()).toEqual([]);
    });
  });

  describe('jobs', () => {
    it('creates within the unfinished-jobs limit even when creations race, and an expired upload frees its slot', async () => {
      const created = await Promise.all(Array.from({ length: 8 }, (_, i) => s.jobs.createWithin(job(`j${i}`), 5, 10_500)));
      expect(created.filter(Boolean)).toHaveLength(5);
      expect(await s.jobs.unfinishedCount('u1')).toBe(5);
      expect(await s.jobs.createWithin(job('late', 'u1', 20_000), 5, 20_000)).toBe(true);
      const expired = (await s.jobs.list('u1')).filter((j) => j.statusMessage === UPLOAD_EXPIRED_MESSAGE);
      expect(expired).toHaveLength(5);
      expect(expired[0]).toMatchObject({ state: 'failed', status: 'error', progress: null, finishedOn: new Date(11_000).toISOString() });
      expect(await s.jobs.unfinishedCount('u1')).toBe(1);
      expect(await s.jobs.expireUploads(10_000_000)).toBe(1);
    });

    it('takes an upload once, starts a job once, records progress, and finishes with errors and results', async () => {
      await s.jobs.create(job('jr', 'u2', 30_000));
      expect(await s.jobs.uploadSlot('jr')).toEqual({ tokenHash: 'hash-jr', expiresAt: 31_000, used: false });
      const uploads = await Promise.all([s.jobs.saveInput('jr', 'meterId\nM1'), s.jobs.saveInput('jr', 'meterId\nM2')]);
      expect(uploads.filter(Boolean)).toHaveLength(1);
      expect(['meterId\nM1', 'meterId\nM2']).toContain(await s.jobs.inputCsv('jr'));
      expect((await s.jobs.uploadSlot('jr'))?.used).toBe(true);
      const starts = await Promise.all([s.jobs.markStarted('jr', 31_000), s.jobs.markStarted('jr', 31_000)]);
      expect(starts.filter(Boolean)).toHaveLength(1);
      expect(await s.jobs.pending()).toEqual(['jr']);
      expect(await s.jobs.remove('jr', 'u2')).toBe('started');
      await s.jobs.update('jr', { state: 'active', progress: 2, contractCount: 3 });
      expect(await s.jobs.get('jr', 'u2')).toMatchObject({ state: 'active', progress: 2, contractCount: 3, startedAt: 31_000, hasInput: true });
      expect(await s.jobs.get('jr', 'u1')).toBeUndefined();
      const end = { status: 'warning' as const, statusMessage: '2 of 3 contracts priced', finishedOn: 40_000, state: 'completed' as const,
        counts: { contract: 3, passed: 2, failed: 1 }, errors: [{ line: 3, message: 'Unknown product' }], results: { monthly_price: 'a,b\n1,2', summary_price: 's\n1' } };
      await s.jobs.finish('jr', { ...end, errors: [{ line: 9, message: 'From a run that was interrupted' }] });
      await s.jobs.finish('jr', end);
      // Every API instance records the worker's end: instances writing it at once leave one result set, without an error.
      await s.jobs.create(job('jf', 'u2', 30_000));
      await Promise.all(Array.from({ length: 6 }, () => s.jobs.finish('jf', end)));
      expect(await s.jobs.errors('jf')).toEqual([{ line: 3, message: 'Unknown product' }]);
      expect(await s.jobs.result('jf', 'summary_price')).toBe('s\n1');
      expect(await s.jobs.get('jr')).toMatchObject({ state: 'completed', progress: 4, status: 'warning', passedCount: 2, failedCount: 1, finishedOn: new Date(40_000).toISOString() });
      expect(await s.jobs.errors('jr')).toEqual([{ line: 3, message: 'Unknown product' }]);
      expect(await s.jobs.result('jr', 'monthly_price')).toBe('a,b\n1,2');
      expect(await s.jobs.result('jr', 'nope')).toBeUndefined();
      expect(await s.jobs.pending()).toEqual([]);
    });

    it('keeps a job name with any character, or refuses with a 400 one PostgreSQL cannot hold (U+0000)', async () => {
      const created = s.jobs.create({ ...job('jz', 'u3', 40_000), name: 'Nul\u0000name' });
      if (kind.kind === 'postgres') {
        await expect(created).rejects.toMatchObject({ statusCode: 400, message: 'The request holds a character that cannot be stored (U+0000)' });
        expect(await s.jobs.get('jz')).toBeUndefined();
      } else {
        await created;
        expect((await s.jobs.get('jz'))?.name).toBe('Nul\u0000name');
        await s.jobs.remove('jz', 'u3');
      }
    });

    it('lists a user\'s jobs newest first and removes one not started', async () => {
      await s.jobs.create(job('jn', 'u3', 50_000));
      await s.jobs.create(job('jm', 'u3', 60_000));
      expect((await s.jobs.list('u3')).map((j) => j.jobId)).toEqual(['jm', 'jn']);
      expect(await s.jobs.remove('jn', 'u1')).toBe('missing');
      expect(await s.jobs.remove('jn', 'u3')).toBe('deleted');
      expect(await s.jobs.get('jn')).toBeUndefined();
    });
  });
});
