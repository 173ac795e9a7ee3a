/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { ToastProvider } from '@loadline/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DashboardView } from './DashboardView';

describe('DashboardView', () => {
  it('shows an error state with the status text, the request id and Retry when the configurations cannot be loaded', async () => {
    const adapter = createMemoryAdapter();
    const listConfigs = adapter.dashboards.listConfigs.bind(adapter.dashboards);
    let fail = true;
    adapter.dashboards.listConfigs = (...args) => (fail ? Promise.reject(new LoadlineHttpError(404, 'Not Found', 'req-41d0')) : listConfigs(...args));
    render(
      <ToastProvider>
        <LoadlineProvider adapter={adapter}>
          <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId="no-such-dashboard" mapping={FIXTURE_DATA_MAPPING} timeZone="America/Chicago" />
        </LoadlineProvider>
      </ToastProvider>,
    );
    const alert = await screen.findByRole('alert', { name: 'This dashboard could not be loaded' }, { timeout: 10_000 });
    expect(alert).toHaveTextContent('404 Not Found');
    expect(alert).toHaveTextContent('Request id: req-41d0');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/DASHBOARD no-such-dashboard NOT FOUND/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'This dashboard could not be loaded' })).toBeNull();
  });

  it('opens a dashboard created after its list was fetched (asks for the list once more), and says NOT FOUND only after that', async () => {
    const adapter = createMemoryAdapter();
    const list = adapter.dashboards.list.bind(adapter.dashboards);
    const configId = (await adapter.dashboards.listConfigs()).find((c) => c.type === 'prod_load_forecast')!.configId;
    const { dashboardId } = await adapter.dashboards.create({ name: 'Made a moment ago', description: '', configId } as never);
    // The list cached before the create: it does not hold the new dashboard.
    let calls = 0;
    adapter.dashboards.list = async (...args) => (++calls === 1 ? (await list(...args)).filter((d) => d.dashboardId !== dashboardId) : list(...args));
    const { unmount } = render(
      <ToastProvider>
        <LoadlineProvider adapter={adapter}>
          <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId={dashboardId} mapping={FIXTURE_DATA_MAPPING} timeZone="America/Chicago" />
        </LoadlineProvider>
      </ToastProvider>,
    );
    // The editor opens (the page's heading is the host's).
    expect(await screen.findByRole('button', { name: 'Add Calculator' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/NOT FOUND/)).toBeNull();
    expect(calls).toBe(2);
    unmount();
  });
  it('blocks Delete right after a share (the dialog reads the dashboard as shared, not as it was opened)', async () => {
    const adapter = createMemoryAdapter();
    const configId = (await adapter.dashboards.listConfigs()).find((c) => c.type === 'prod_load_forecast')!.configId;
    const { dashboardId } = await adapter.dashboards.create({ name: 'Shared soon', description: '', configId } as never);
    const teammate = (await adapter.users.listOrganizationUsers())[0]!;
    render(
      <ToastProvider>
        <LoadlineProvider adapter={adapter}>
          <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId={dashboardId} mapping={FIXTURE_DATA_MAPPING} timeZone="America/Chicago" />
        </LoadlineProvider>
      </ToastProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
    const share = await screen.findByRole('dialog');
    await userEvent.click(await within(share).findByRole('checkbox', { name: new RegExp(teammate.name) }));
    await userEvent.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Dashboard shared successfully', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete dashboards that you are currently sharing.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
