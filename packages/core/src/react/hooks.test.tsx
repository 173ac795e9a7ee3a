import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DataAdapter } from '../adapter/types';
import type { QueryRequestInput } from '../query/query.schema';
import { createLoadlineQueryClient, isRetryableError } from './createLoadlineQueryClient';
import { LoadlineProvider } from './LoadlineProvider';
import { useCreateDashboard, useDashboard, useDashboards } from './useDashboards';
import { useDatasourceQuery } from './useDatasource';
import { useCurrentUser } from './useSession';
import { LoadlineFormatError, LoadlineHttpError } from '../adapter/errors';

function wrapperFor(adapter: Partial<DataAdapter>) {
  const queryClient = createLoadlineQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <LoadlineProvider adapter={adapter} queryClient={queryClient}>{children}</LoadlineProvider>
  );
}

describe('data hooks', () => {
  it('caches a datasource query per request, whatever the property order', async () => {
    const query = vi.fn(async (_ds: string, body: QueryRequestInput, _options?: { signal?: AbortSignal }) => ({ data: [{ n: body.timezone ?? 'UTC' }] }));
    const wrapper = wrapperFor({ query: { query, queryNative: query } as unknown as DataAdapter['query'] });
    const a: QueryRequestInput = { timezone: 'America/Chicago', selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }] };
    const b: QueryRequestInput = { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], timezone: 'America/Chicago' };
    const { result } = renderHook(() => [useDatasourceQuery('ercot', a), useDatasourceQuery('ercot', b)], { wrapper });
    await waitFor(() => expect(result.current[1]?.data?.data).toEqual([{ n: 'America/Chicago' }]));
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]?.[2]).toMatchObject({ signal: expect.any(AbortSignal) });
  });

  it('sends nothing while the datasource is unknown', async () => {
    const query = vi.fn();
    const wrapper = wrapperFor({ query: { query } as unknown as DataAdapter['query'] });
    const { result } = renderHook(() => useDatasourceQuery(null, { timezone: 'UTC' }), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(query).not.toHaveBeenCalled();
  });

  it('refetches the dashboard list after a create and picks one dashboard by id', async () => {
    const saved = [{ dashboardId: 'd1', name: 'Coast' }];
    const dashboards = {
      list: vi.fn(async () => saved.map((d) => ({ ...d }))),
      create: vi.fn(async (body: { name: string }) => {
        saved.push({ dashboardId: 'd2', name: body.name });
        return { dashboardId: 'd2' };
      }),
    };
    const wrapper = wrapperFor({ dashboards: dashboards as unknown as DataAdapter['dashboards'] });
    const { result } = renderHook(() => ({
      list: useDashboards('prod_load_forecast'),
      one: useDashboard('prod_load_forecast', 'd2'),
      create: useCreateDashboard(),
    }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    expect(result.current.one.data).toBeNull();
    await act(() => result.current.create.mutateAsync({ name: 'North', configId: 'c1' }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(result.current.one.data?.name).toBe('North');
    expect(dashboards.list).toHaveBeenCalledTimes(2);
  });
});

describe('retry policy', () => {
  it('retries network and 5xx failures only', () => {
    expect(isRetryableError(new LoadlineHttpError(503, 'Service unavailable'))).toBe(true);
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new LoadlineHttpError(404, 'Not found'))).toBe(false);
    expect(isRetryableError(new LoadlineHttpError(429, 'Too many queries at once'))).toBe(true);
    expect(isRetryableError(new LoadlineHttpError(504, 'The query took longer than 30 s'))).toBe(false);
    expect(isRetryableError(new LoadlineHttpError(413, 'Current dataset is to large'))).toBe(false);
    expect(isRetryableError(new LoadlineFormatError())).toBe(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('useCurrentUser', () => {
  it('reads the user from the auth redirect answer, sending a non-empty state', async () => {
    const redirect = vi.fn(async (_p: { state: string }) => ({ url: '/', user: { userId: 'u1', email: 'a@b.test', name: 'Ana Ruiz', mods: [], organization: 'Gulf Coast Power' } }));
    const wrapper = wrapperFor({ auth: { redirect } as unknown as DataAdapter['auth'] });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('Ana Ruiz'));
    expect(redirect.mock.calls[0]?.[0].state).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is null without a session', async () => {
    const redirect = vi.fn(async () => ({ url: 'https://idp.test/authorize', user: null }));
    const wrapper = wrapperFor({ auth: { redirect } as unknown as DataAdapter['auth'] });
    const { result } = renderHook(() => useCurrentUser({ state: 'nonce-1' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(redirect).toHaveBeenCalledWith({ state: 'nonce-1' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
});
