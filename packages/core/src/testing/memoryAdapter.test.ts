import { describe, expect, it } from 'vitest';
import { TEXT_CANNOT_SAVE_SHARED, TEXT_NO_AS_OF_DATE, TEXT_PLEASE_UNSHARE, TEXT_SAVE_BEFORE_OVERVIEW } from '../texts';
import { createMemoryAdapter } from './createMemoryAdapter';
import { FIXTURE_USERS } from './defaultFixtures';

const TYPE = 'prod_load_forecast';
const names = async (adapter: ReturnType<typeof createMemoryAdapter>) => (await adapter.dashboards.list({ type: TYPE })).map((d) => d.dashboardId);

describe('memory dashboards: owner and sharing rules (spec part 1 §6)', () => {
  it('lists owned dashboards and those shared by name or with the organisation, never others', async () => {
    expect(await names(createMemoryAdapter())).toEqual(['dsh-coast-july', 'dsh-shared-by-name', 'dsh-shared-with-org']);
    const forecaster = createMemoryAdapter({ currentUser: FIXTURE_USERS[1] });
    expect(await names(forecaster)).toEqual(['dsh-shared-by-name', 'dsh-shared-with-org', 'dsh-private']);
    const otherOrg = createMemoryAdapter({ currentUser: FIXTURE_USERS[3] });
    expect(await names(otherOrg)).toEqual([]);
  });

  it('refuses to save a dashboard shared with the user (404) and lets the owner save', async () => {
    const adapter = createMemoryAdapter();
    await expect(adapter.dashboards.update('dsh-shared-by-name', { name: 'Mine now' }))
      .rejects.toMatchObject({ status: 404, message: TEXT_CANNOT_SAVE_SHARED });
    await adapter.dashboards.update('dsh-coast-july', { name: 'COAST peak week' });
    const [own] = await adapter.dashboards.list({ type: TYPE });
    expect(own?.name).toBe('COAST peak week');
    await expect(adapter.dashboards.update('dsh-coast-july', { name: '   ' })).rejects.toMatchObject({ status: 400 });
  });

  it('creates a dashboard owned by the user, with the config item type', async () => {
    const adapter = createMemoryAdapter(undefined, { now: () => new Date('2024-05-01T12:00:00Z') });
    const { dashboardId } = await adapter.dashboards.create({ name: 'New', configId: 'cfg-ercot-forecast' });
    const created = (await adapter.dashboards.list({ type: TYPE })).find((d) => d.dashboardId === dashboardId);
    expect(created).toMatchObject({ owner: 'analyst@gulfcoast-power.test', org: null, addedOn: '2024-05-01T12:00:00.000Z', category: { name: 'shortTermForecast' } });
    await expect(adapter.dashboards.create({ name: 'Bad', configId: 'cfg-nope' })).rejects.toMatchObject({ status: 400 });
  });

  it('blocks deleting while shared (409) until unshared', async () => {
    const adapter = createMemoryAdapter();
    await adapter.sharing.shareWithOrganization('dsh-coast-july');
    const teammate = (await adapter.users.listOrganizationUsers())[0];
    expect(teammate).toBeDefined();
    await expect(adapter.dashboards.delete('dsh-coast-july')).rejects.toMatchObject({ status: 409, message: TEXT_PLEASE_UNSHARE });
    await adapter.sharing.unshareFromOrganization('dsh-coast-july');
    await adapter.sharing.shareWithUsers('dsh-coast-july', [teammate!]);
    await expect(adapter.dashboards.delete('dsh-coast-july')).rejects.toMatchObject({ status: 409 });
    // As on the reference API, `{ add: [] }` adds nobody and removes nobody: unsharing is `remove`.
    await adapter.sharing.shareWithUsers('dsh-coast-july', []);
    await expect(adapter.dashboards.delete('dsh-coast-july')).rejects.toMatchObject({ status: 409 });
    await adapter.sharing.shareWithUsers('dsh-coast-july', { add: [], remove: [{ id: teammate!.id }] });
    await adapter.dashboards.delete('dsh-coast-july');
    expect(await names(adapter)).not.toContain('dsh-coast-july');
  });

  it('lets only the owner share, and shows the share to the named user', async () => {
    const adapter = createMemoryAdapter();
    await expect(adapter.sharing.shareWithOrganization('dsh-shared-by-name')).rejects.toMatchObject({ status: 404 });
    expect((await adapter.users.listOrganizationUsers()).map((u) => u.email)).toEqual(
      ['forecaster@gulfcoast-power.test', 'trader@gulfcoast-power.test']);
  });
});

describe('memory overview, notifications, session', () => {
  it('lists Overview cards and toggles them; an unsaved dashboard gives the spec text', async () => {
    const adapter = createMemoryAdapter();
    expect((await adapter.overview.listCards()).map((c) => c.id)).toEqual(['dsh-coast-july-card-1']);
    await adapter.overview.updateLayout('dsh-coast-july', 'dsh-coast-july-card-1', { x: 0, y: 0, w: 12, h: 4 });
    expect((await adapter.overview.listCards())[0]?.card.layout).toEqual({ x: 0, y: 0, w: 12, h: 4 });
    await adapter.overview.setOverview('dsh-coast-july', 'dsh-coast-july-card-1', false);
    expect(await adapter.overview.listCards()).toEqual([]);
    await expect(adapter.overview.setOverview('unsaved', 'c1', true)).rejects.toMatchObject({ status: 404, message: TEXT_SAVE_BEFORE_OVERVIEW });
  });

  it('marks notifications read and clears them', async () => {
    const adapter = createMemoryAdapter();
    expect(await adapter.notifications.list()).toHaveLength(2);
    await adapter.notifications.markAllAsRead();
    expect(await adapter.notifications.list()).toEqual([]);
  });

  it('answers 401 after logout', async () => {
    const adapter = createMemoryAdapter();
    expect((await adapter.auth.redirect({ state: 'n1' })).user?.name).toBe('Gulf Coast Analyst');
    await adapter.auth.logout();
    expect(await adapter.auth.redirect({ state: 'n1' })).toEqual({ url: 'memory://login?state=n1', user: null });
    await expect(adapter.dashboards.list({ type: TYPE })).rejects.toMatchObject({ status: 401 });
  });
});

describe('memory adapter: AbortSignal and latency', () => {
  it('rejects an aborted call and leaves the state untouched', async () => {
    const adapter = createMemoryAdapter(undefined, { latencyMs: 50 });
    const controller = new AbortController();
    const pending = adapter.dashboards.create({ name: 'Never', configId: 'cfg-ercot-zone-load' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(await names(adapter)).toHaveLength(3);
  });

  it('rejects at once when the signal is already aborted, with its reason', async () => {
    const adapter = createMemoryAdapter();
    const reason = new Error('card closed');
    await expect(adapter.query.timeBoundary('ercot_load', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('waits the artificial latency', async () => {
    const adapter = createMemoryAdapter(undefined, { latencyMs: 60 });
    const started = performance.now();
    await adapter.query.metadata('ercot_load');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('memory adjustments, risk and pricing', () => {
  it('creates an adjustment, saves versions and returns the stitched rows', async () => {
    const adapter = createMemoryAdapter();
    const { adjustmentId } = await adapter.adjustments.create({
      name: 'Heat wave', configId: 'cfg-ercot-forecast', market: 'ERCOT', processTime: '2019-07-06T05:00:00.000Z',
      dateRange: { from: '2019-07-07', to: '2019-07-07' }, timezone: 'America/Chicago', isHourEnding: true,
      summary: [{ timestamp: '2019-07-07T05:00:00.000Z', forecast: 41000, adjustedForecast: 42000 }],
    });
    const row = { timestamp: '2019-07-07T05:00:00.000Z', forecast: 41000, adjustedForecast: 42000, adjustmentCalculation: 'add' as const, adjustmentValue: 1000 };
    expect(await adapter.adjustments.createVersion(adjustmentId, { data: [row] })).toEqual({ versionId: 'v1' });
    expect(await adapter.adjustments.stitched(adjustmentId, 'v1')).toEqual([row]);
    const [listed] = await adapter.adjustments.list({ configId: 'cfg-ercot-forecast' });
    expect(listed).toMatchObject({ adjustmentId, status: 'draft', min: 41000, max: 41000, count: 1, versions: [{ versionId: 'v1' }] });
    await expect(adapter.adjustments.stitched(adjustmentId, 'v9')).rejects.toMatchObject({ status: 404 });
  });

  it('answers risk queries from supplied rows and needs an as-of date', async () => {
    const adapter = createMemoryAdapter({
      risk: { nop: { rows: [
        { asOfDate: '2019-07-01', zone: 'COAST', position: -10 },
        { asOfDate: '2019-07-01', zone: 'COAST', position: 4 },
        { asOfDate: '2019-07-02', zone: 'COAST', position: 7 },
      ] } },
    });
    expect(await adapter.risk.asOfDates('nop')).toEqual(['2019-07-02', '2019-07-01']);
    expect(await adapter.risk.query('nop', { asOfDate: '2019-07-01', group: ['zone'], columns: [{ name: 'position', aggregation: 'sum' }] }))
      .toEqual([{ zone: 'COAST', position: -6 }]);
    await expect(adapter.risk.query('nop', { asOfDate: '', columns: [{ name: 'position', aggregation: 'sum' }] })).rejects.toThrow(TEXT_NO_AS_OF_DATE);
  });

  it('runs a pricing job through create, upload, start and download', async () => {
    const adapter = createMemoryAdapter();
    const { id, url } = await adapter.pricing.createJob({ name: 'analyst_july', type: 'retail_cost_calculation' });
    await expect(adapter.pricing.jobResultUrl(id, 'summary_price')).rejects.toMatchObject({ status: 404 });
    await adapter.pricing.uploadJobInput(url, 'meterId,market\nM1,ERCOT\nM2,ERCOT\n');
    await adapter.pricing.startJob(id);
    const [job] = await adapter.pricing.listJobs();
    expect(job).toMatchObject({ jobId: id, state: 'completed', status: 'success', contractCount: 2, passedCount: 2 });
    expect(await adapter.pricing.jobInputCsv(id)).toContain('M2,ERCOT');
  });
});
