import { createHttpAdapter } from '@loadline/core';
import { describe, expect, it, vi } from 'vitest';
import { DATA_INSIGHTS, LOAD_FORECAST } from '../pages/dashboards/dashboardKinds';
import { EARLY_CALLS_KEY, EARLY_CALL_TTL_MS, earlyCallUrls, earlyFetch, startEarlyCalls, type EarlyCalls } from './earlyCalls';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('early calls of the first screen', () => {
  it('names the config items and the area dashboard list of a dashboard path, the cards of Overview, nothing elsewhere', () => {
    expect(earlyCallUrls(`${LOAD_FORECAST.basePath}/4f1c`)).toEqual(['/api/user/v1/user/config/dashboards', '/api/user/v1/user/dashboards/?type=prod_load_forecast']);
    expect(earlyCallUrls(DATA_INSIGHTS.basePath)).toEqual(['/api/user/v1/user/config/dashboards', '/api/user/v1/user/dashboards/?type=prod_data_insights']);
    expect(earlyCallUrls('/overview')).toEqual(['/api/user/v1/user/config/dashboards', '/api/user/v1/user/cards/overview']);
    expect(earlyCallUrls('/demand/load-forecast/dashboardx')).toEqual([]);
    expect(earlyCallUrls('/pricing/pricing-management/configurations')).toEqual([]);
  });

  it("the HTTP adapter takes each early answer once, at the URLs it writes itself, then asks the network", async () => {
    const target: Record<string, unknown> = {};
    const early = vi.fn((url: string | URL | Request, _init?: RequestInit) => Promise.resolve(String(url).includes('config') ? json([]) : json({ dashboards: [], shared: [] })));
    startEarlyCalls(`${LOAD_FORECAST.basePath}/abc`, target, early as unknown as typeof fetch);
    expect(early.mock.calls.map(([url, init]) => [url, init?.credentials, (init?.headers as Record<string, string>)['X-Loadline-Request']])).toEqual([
      ['/api/user/v1/user/config/dashboards', 'include', '1'],
      ['/api/user/v1/user/dashboards/?type=prod_load_forecast', 'include', '1'],
    ]);
    const network = vi.fn(() => Promise.resolve(json([])));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: earlyFetch(target, network as unknown as typeof fetch) });
    await adapter.dashboards.listConfigs();
    await adapter.dashboards.list({ type: LOAD_FORECAST.type }).catch(() => undefined);
    expect(network).not.toHaveBeenCalled();
    expect((target[EARLY_CALLS_KEY] as EarlyCalls).size).toBe(0);
    await adapter.dashboards.listConfigs();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network when an early call could not connect, and never answers another method from it', async () => {
    const target: Record<string, unknown> = {};
    startEarlyCalls('/overview', target, (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    const network = vi.fn(() => Promise.resolve(json([])));
    const f = earlyFetch(target, network as unknown as typeof fetch);
    await f('/api/user/v1/user/cards/overview', { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(1);
    await f('/api/user/v1/user/cards/overview', { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never serves an early answer that waited longer than its time to live', async () => {
    const target: Record<string, unknown> = {};
    startEarlyCalls('/overview', target, (() => Promise.resolve(json(['early']))) as unknown as typeof fetch);
    const calls = target[EARLY_CALLS_KEY] as EarlyCalls;
    for (const entry of calls.values()) entry.at -= EARLY_CALL_TTL_MS + 1;
    const network = vi.fn(() => Promise.resolve(json(['fresh'])));
    const answer = await earlyFetch(target, network as unknown as typeof fetch)('/api/user/v1/user/cards/overview');
    expect(await answer.json()).toEqual(['fresh']);
  });
  it('never serves an early answer after a change to the user\'s dashboards (a share, then the list refetched)', async () => {
    const target: Record<string, unknown> = {};
    startEarlyCalls(`${LOAD_FORECAST.basePath}/abc`, target, (() => Promise.resolve(json({ dashboards: ['as at page load'], shared: [] }))) as unknown as typeof fetch);
    const network = vi.fn(() => Promise.resolve(json({ dashboards: ['shared now'], shared: [] })));
    const f = earlyFetch(target, network as unknown as typeof fetch);
    await f('/api/user/v1/user/share/dashboard/abc/users', { method: 'POST' });
    const answer = await f('/api/user/v1/user/dashboards/?type=prod_load_forecast', { method: 'GET' });
    expect(await answer.json()).toEqual({ dashboards: ['shared now'], shared: [] });
    // A data query (a POST outside the user's state) leaves the early answers to the first screen.
    startEarlyCalls('/overview', target, (() => Promise.resolve(json(['early']))) as unknown as typeof fetch);
    await f('/api/druid/api/v2/query-batch', { method: 'POST' });
    expect(await (await f('/api/user/v1/user/cards/overview')).json()).toEqual(['early']);
  });
});
