/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError, type DashboardInput } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { FIXTURE_DASHBOARDS, FIXTURE_DASHBOARD_TYPE, FIXTURE_USERS, createMemoryAdapter } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardList } from './DashboardList';

const analyst = FIXTURE_USERS[0]!;

function setup(dashboards: readonly DashboardInput[] = FIXTURE_DASHBOARDS, latencyMs = 0) {
  const onOpen = vi.fn();
  const onAddNew = vi.fn();
  const adapter = createMemoryAdapter({ dashboards, currentUser: analyst }, { latencyMs });
  render(
    <LoadlineProvider adapter={adapter}>
      <DashboardList type={FIXTURE_DASHBOARD_TYPE} currentUserId={analyst.email} onOpen={onOpen} onAddNew={onAddNew} />
    </LoadlineProvider>,
  );
  return { onOpen, onAddNew };
}

const panel = () => screen.getByRole('tabpanel');
const rowNames = () => within(panel()).queryAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]!.textContent);

describe('DashboardList', () => {
  it('shows an error state with the status text, the request id and Retry when the list fails, and lists after Retry', async () => {
    const adapter = createMemoryAdapter({ dashboards: FIXTURE_DASHBOARDS, currentUser: analyst });
    const list = adapter.dashboards.list.bind(adapter.dashboards);
    let fail = true;
    adapter.dashboards.list = (...args) => (fail ? Promise.reject(new LoadlineHttpError(400, 'Something went wrong', 'req-9c2e')) : list(...args));
    render(
      <LoadlineProvider adapter={adapter}>
        <DashboardList type={FIXTURE_DASHBOARD_TYPE} currentUserId={analyst.email} onOpen={vi.fn()} onAddNew={vi.fn()} />
      </LoadlineProvider>,
    );
    const alert = await screen.findByRole('alert', { name: 'Dashboards could not be loaded' });
    expect(alert).toHaveTextContent('400 Bad Request');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Request id: req-9c2e');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboards (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the user own dashboards under My Dashboards and the shared ones under Shared With Me', async () => {
    const { onOpen, onAddNew } = setup();
    expect(await screen.findByRole('heading', { name: 'Dashboards (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Dashboards', selected: true })).toBeInTheDocument();
    expect(rowNames()).toEqual(['COAST load July 2019']);
    const row = within(panel()).getByRole('listitem');
    expect(row).toHaveTextContent('COAST load July 2019 (fixture)');
    expect(within(row).getByText('Short Term')).toBeInTheDocument();
    expect(within(row).getByText('Weather zone')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('dateTime', '2019-08-01T15:00:00.000Z');
    expect(within(row).queryByText('Shared')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'COAST load July 2019' }));
    expect(onOpen).toHaveBeenCalledWith('dsh-coast-july');
    await userEvent.click(screen.getByRole('tab', { name: 'Shared With Me' }));
    // Shared by name and with the organisation; another user's private dashboard never shows.
    expect(rowNames()).toEqual(['ERCOT total July 2019', 'DST days 2019']);
    expect(within(panel()).getAllByText('Shared')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Dashboard' }));
    expect(onAddNew).toHaveBeenCalledTimes(1);
  });

  it('starts on Shared With Me when the user owns none but has shared ones', async () => {
    setup(FIXTURE_DASHBOARDS.slice(1));
    expect(await screen.findByRole('heading', { name: 'Dashboards (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shared With Me', selected: true })).toBeInTheDocument();
    expect(rowNames()).toEqual(['ERCOT total July 2019', 'DST days 2019']);
    await userEvent.click(screen.getByRole('tab', { name: 'My Dashboards' }));
    expect(within(panel()).getByText('You have not created any dashboards yet')).toBeInTheDocument();
  });

  it('stays on My Dashboards with nothing at all, and shows skeletons while loading', async () => {
    setup([], 50);
    expect(within(panel()).getByText((_, el) => el?.getAttribute('aria-busy') === 'true')).toBeInTheDocument();
    expect(await within(panel()).findByText('You have not created any dashboards yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Dashboards', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Shared With Me' }));
    expect(within(panel()).getByText('No dashboards have been shared with you')).toBeInTheDocument();
  });
});
