import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../createHttpAdapter';
import { LoadlineValidationError } from '../errors';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

function setup(...answers: Response[]) {
  const f = recordingFetch(...answers);
  return { f, adapter: createHttpAdapter({ baseUrl: '/api', fetch: f.fetch }) };
}

const config = {
  configId: 'c1',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term' },
  datasource: 'ercot_load',
};

describe('dashboards (spec part 2 §7)', () => {
  it('GET user/v1/user/config/dashboards applies config defaults', async () => {
    const { f, adapter } = setup(jsonResponse([config]));
    const [item] = await adapter.dashboards.listConfigs();
    expect(item).toMatchObject({ configId: 'c1', isSettled: false, timeInterval: 60, filters: [] });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/user/v1/user/config/dashboards' });
  });

  it('GET /user/v1/user/dashboards/?type=...', async () => {
    const { f, adapter } = setup(jsonResponse([{ dashboardId: 'd1', configId: 'c1', name: 'Zone A', type: 'prod_load_forecast' }]));
    const [d] = await adapter.dashboards.list({ type: 'prod_load_forecast' });
    expect(d).toMatchObject({ dashboardId: 'd1', org: null, sharedUsers: [], cards: [] });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/user/v1/user/dashboards/?type=prod_load_forecast' });
  });

  it('POST user/v1/user/dashboards sends name, description, configId, content and settings', async () => {
    const { f, adapter } = setup(jsonResponse({ dashboardId: 'd9' }));
    await expect(adapter.dashboards.create({ name: '  Zone A ', configId: 'c1' })).resolves.toEqual({ dashboardId: 'd9' });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: '/api/user/v1/user/dashboards' });
    expect(f.last()?.headers['content-type']).toBe('application/json');
    expect(f.last()?.json).toEqual({
      name: 'Zone A',
      description: '',
      configId: 'c1',
      cards: [],
      filters: [],
      rangeFilters: [],
      timeFilters: {},
      settings: { calculators: [], is_hour_ending: false },
    });
  });

  it('rejects a create without a name before sending', async () => {
    const { f, adapter } = setup(jsonResponse({ dashboardId: 'd9' }));
    const error = await adapter.dashboards.create({ name: '   ', configId: 'c1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadlineValidationError);
    expect((error as Error).message).toBe('Dashboard name is required');
    expect(f.requests).toHaveLength(0);
  });

  it('PATCH /user/v1/user/dashboards/{id} sends only the given fields', async () => {
    const { f, adapter } = setup(jsonResponse({ ok: true }));
    await adapter.dashboards.update('d1', { settings: { timezone: 'America/Chicago', is_hour_ending: true, calculators: [] } });
    expect(f.last()).toMatchObject({ method: 'PATCH', pathAndQuery: '/api/user/v1/user/dashboards/d1' });
    expect(f.last()?.json).toEqual({ settings: { timezone: 'America/Chicago', is_hour_ending: true, calculators: [] } });
  });

  it('DELETE /user/v1/user/dashboards/{id}', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.dashboards.delete('d1');
    expect(f.last()).toMatchObject({ method: 'DELETE', pathAndQuery: '/api/user/v1/user/dashboards/d1', body: undefined });
  });
});

describe('sharing (spec part 2 §7)', () => {
  it('POST user/v1/user/share/dashboard/{id}/users with { add }', async () => {
    const { f, adapter } = setup(jsonResponse({ dashboardId: 'd1' }));
    const users = [{ id: 'u2', name: 'Bo Li', email: 'bo@utility.example' }];
    await expect(adapter.sharing.shareWithUsers('d1', users)).resolves.toEqual({ dashboardId: 'd1' });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: '/api/user/v1/user/share/dashboard/d1/users', json: { add: users } });
  });

  it('POST user/v1/user/share/dashboard/{id}/users with { add, remove } to unshare a user', async () => {
    const { f, adapter } = setup(jsonResponse({ dashboardId: 'd1' }));
    await adapter.sharing.shareWithUsers('d1', { add: [], remove: [{ id: 'u2' }] });
    expect(f.last()?.json).toEqual({ add: [], remove: [{ id: 'u2' }] });
    await adapter.sharing.shareWithUsers('d1', { add: [], remove: [] });
    expect(f.last()?.json).toEqual({ add: [] });
  });

  it('POST and DELETE user/v1/user/share/dashboard/{id}/org', async () => {
    const { f, adapter } = setup(jsonResponse({ dashboardId: 'd1' }));
    await adapter.sharing.shareWithOrganization('d1');
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: '/api/user/v1/user/share/dashboard/d1/org' });
    await adapter.sharing.unshareFromOrganization('d1');
    expect(f.last()).toMatchObject({ method: 'DELETE', pathAndQuery: '/api/user/v1/user/share/dashboard/d1/org' });
  });
});

describe('overview (spec part 2 §7; PATCH paths per docs/api-paths.md)', () => {
  it('GET user/v1/user/cards/overview', async () => {
    const { f, adapter } = setup(jsonResponse([{ id: 'k1', dashboardId: 'd1', dashboardType: 'prod_load_forecast', card: { id: 'k1' } }]));
    const [c] = await adapter.overview.listCards();
    expect(c?.card).toMatchObject({ title: 'untitled card', layout: { x: 1, y: 1, w: 6, h: 2 } });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/user/v1/user/cards/overview' });
  });

  it('PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview with { isOverview }', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.overview.setOverview('d1', 'k1', false);
    expect(f.last()).toMatchObject({ method: 'PATCH', pathAndQuery: '/api/user/v1/user/cards/d1/k1/overview', json: { isOverview: false } });
  });

  it('PATCH the same path with { layout }', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.overview.updateLayout('d1', 'k1', { x: 0, y: 4, w: 12, h: 4 });
    expect(f.last()?.json).toEqual({ layout: { x: 0, y: 4, w: 12, h: 4 } });
    expect(f.last()?.pathAndQuery).toBe('/api/user/v1/user/cards/d1/k1/overview');
  });
});
