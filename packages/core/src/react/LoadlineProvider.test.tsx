import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadlineHttpError } from '../adapter/errors';
import type { DataAdapter } from '../adapter/types';
import type { Dashboard } from '../schemas/dashboard.schema';
import { LoadlineProvider, useLoadlineQueryClient } from './LoadlineProvider';
import { useDashboards } from './useDashboards';
import { loadlineKeys } from './queryKeys';

const dashboard = (dashboardId: string, name: string) =>
  ({ dashboardId, name, configId: 'c1', type: 'prod_load_forecast', description: '', org: null, sharedUsers: [],
    cards: [], filters: [], rangeFilters: [], timeFilters: {}, settings: { calculators: [], is_hour_ending: false } }) as unknown as Dashboard;

function adapterWith(list: DataAdapter['dashboards']['list']): Partial<DataAdapter> {
  return { dashboards: { list } as unknown as DataAdapter['dashboards'] };
}

function DashboardNames({ type }: { type: string }) {
  const { data, error, isPending } = useDashboards(type);
  if (error) return <p role="alert">{error.message}</p>;
  if (isPending) return <p>Loading</p>;
  return <ul>{data.map((d) => <li key={d.dashboardId}>{d.name}</li>)}</ul>;
}

function HostDashboards() {
  // A host query under the very key the SDK uses: it must be answered by the host's client only.
  const { data } = useQuery({ queryKey: loadlineKeys.dashboards.list('prod_load_forecast'), queryFn: () => 'host data' });
  return <p>host: {data ?? '...'}</p>;
}

describe('LoadlineProvider', () => {
  it('keeps its own QueryClient apart from a host QueryClientProvider', async () => {
    const host = new QueryClient();
    const list = vi.fn(async () => [dashboard('d1', 'Coast load')]);
    render(
      <QueryClientProvider client={host}>
        <LoadlineProvider adapter={adapterWith(list)}>
          <DashboardNames type="prod_load_forecast" />
          <HostDashboards />
        </LoadlineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Coast load')).toBeInTheDocument();
    expect(await screen.findByText('host: host data')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    // The host's cache holds only the host's query, with the host's data.
    expect(host.getQueryCache().getAll()).toHaveLength(1);
    expect(host.getQueryData(loadlineKeys.dashboards.list('prod_load_forecast'))).toBe('host data');
  });

  it('works without any host QueryClientProvider and exposes its client', async () => {
    const list = vi.fn(async () => [dashboard('d1', 'Coast load')]);
    const wrapper = ({ children }: { children: ReactNode }) => <LoadlineProvider adapter={adapterWith(list)}>{children}</LoadlineProvider>;
    const { result } = renderHook(() => ({ query: useDashboards('prod_load_forecast'), client: useLoadlineQueryClient() }), { wrapper });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.client.getQueryData(loadlineKeys.dashboards.list('prod_load_forecast'))).toHaveLength(1);
  });

  it('creates one client per provider, so two providers do not share a cache', async () => {
    const first = vi.fn(async () => [dashboard('a', 'First utility')]);
    const second = vi.fn(async () => [dashboard('b', 'Second utility')]);
    render(
      <>
        <LoadlineProvider adapter={adapterWith(first)}><DashboardNames type="t" /></LoadlineProvider>
        <LoadlineProvider adapter={adapterWith(second)}><DashboardNames type="t" /></LoadlineProvider>
      </>,
    );
    expect(await screen.findByText('First utility')).toBeInTheDocument();
    expect(await screen.findByText('Second utility')).toBeInTheDocument();
  });

  it('aborts the adapter call when the component unmounts', async () => {
    let seen: AbortSignal | undefined;
    const list = vi.fn((_params: { type: string }, options?: { signal?: AbortSignal }) => {
      seen = options?.signal;
      return new Promise<Dashboard[]>(() => {});
    });
    const { unmount } = render(
      <LoadlineProvider adapter={adapterWith(list)}><DashboardNames type="prod_load_forecast" /></LoadlineProvider>,
    );
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(seen?.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(seen?.aborted).toBe(true));
  });

  it("surfaces the adapter's error message and does not retry a 4xx", async () => {
    const list = vi.fn(async () => {
      throw new LoadlineHttpError(403, 'You do not have access to these dashboards');
    });
    render(<LoadlineProvider adapter={adapterWith(list)}><DashboardNames type="prod_load_forecast" /></LoadlineProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to these dashboards');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('names the missing domain when the adapter lacks it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoadlineProvider adapter={{}}><DashboardNames type="t" /></LoadlineProvider>))
      .toThrow('The Loadline adapter has no "dashboards" domain');
    expect(() => render(<DashboardNames type="t" />)).toThrow('Loadline hooks must be used inside a <LoadlineProvider>');
  });
});
