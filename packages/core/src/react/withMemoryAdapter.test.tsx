import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../testing/createMemoryAdapter';
import { LoadlineProvider } from './LoadlineProvider';
import { useDashboards, useUpdateDashboard } from './useDashboards';
import { useForecastSummaries } from './useDomainData';

function ForecastList() {
  const { data, isPending } = useForecastSummaries({ datasource: 'ercot_forecast', category: 'shortTermForecast', timezone: 'America/Chicago', count: 2 });
  if (isPending) return <p>Loading forecasts</p>;
  return (
    <ul>
      {data?.map((s) => <li key={s.processTime}>{`${s.market} ${s.from}: max ${s.max}`}</li>)}
    </ul>
  );
}

function RenameShared() {
  const list = useDashboards('prod_load_forecast');
  const update = useUpdateDashboard();
  return (
    <div>
      <p>{list.data?.length ?? 0} dashboards</p>
      <button type="button" onClick={() => update.mutate({ dashboardId: 'dsh-shared-by-name', patch: { name: 'Renamed' } })}>Save</button>
      {update.error ? <p role="alert">{update.error.message}</p> : null}
    </div>
  );
}

describe('hooks over the memory adapter', () => {
  it('renders the newest real ERCOT day-ahead forecasts', async () => {
    render(<LoadlineProvider adapter={createMemoryAdapter()}><ForecastList /></LoadlineProvider>);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^ERCOT 2019-07-07: max \d+/), expect.stringMatching(/^ERCOT 2019-07-06: max \d+/)]);
  });

  it('shows the spec text when saving a dashboard shared with the user', async () => {
    render(<LoadlineProvider adapter={createMemoryAdapter()}><RenameShared /></LoadlineProvider>);
    expect(await screen.findByText('3 dashboards')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot save a dashboard that was shared with you');
  });

  it('cancels the in-flight memory call on unmount', async () => {
    const adapter = createMemoryAdapter(undefined, { latencyMs: 5_000 });
    const summaries = vi.spyOn(adapter.forecasts, 'summaries');
    const { unmount } = render(<LoadlineProvider adapter={adapter}><ForecastList /></LoadlineProvider>);
    await waitFor(() => expect(summaries).toHaveBeenCalled());
    const signal = summaries.mock.calls[0]?.[1]?.signal;
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
    await expect(summaries.mock.results[0]?.value).rejects.toMatchObject({ name: 'AbortError' });
  });
});
