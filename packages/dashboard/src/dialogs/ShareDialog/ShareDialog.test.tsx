/// <reference types="@testing-library/jest-dom/vitest" />
import {
  TEXT_DASHBOARD_SHARED,
  TEXT_DASHBOARD_SHARED_SUCCESSFULLY,
  TEXT_DASHBOARD_UNSHARED,
  dashboardSchema,
  type DataAdapter,
  type User,
} from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { FIXTURE_DASHBOARDS, FIXTURE_DASHBOARD_TYPE, FIXTURE_USERS, createMemoryAdapter } from '@loadline/core/testing';
import { ToastProvider } from '@loadline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './ShareDialog';
import { usersWithColleagues } from './shareStoryData';

const analyst = FIXTURE_USERS[0]!;
const own = dashboardSchema.parse(FIXTURE_DASHBOARDS[0]);

function setup(users: User[] = usersWithColleagues(12), adapt?: (a: DataAdapter) => DataAdapter, dashboard = own) {
  const memory = createMemoryAdapter({ users, currentUser: analyst });
  const adapter = adapt ? adapt(memory) : memory;
  render(
    <ToastProvider>
      <LoadlineProvider adapter={adapter}>
        <ShareDialog open dashboard={dashboard} currentUserId={analyst.email} onClose={() => {}} />
      </LoadlineProvider>
    </ToastProvider>,
  );
  return { memory, dialog: screen.getByRole('dialog', { name: 'Share Dashboard' }) };
}

const sharedOf = async (memory: DataAdapter, id = own.dashboardId) =>
  (await memory.dashboards.list({ type: FIXTURE_DASHBOARD_TYPE })).find((d) => d.dashboardId === id)!;

describe('ShareDialog', () => {
  it('lists the organisation users but the owner, searchable above 10, and shares with the checked ones', async () => {
    const { memory, dialog } = setup();
    const list = await within(dialog).findByRole('group', { name: 'Organisation users' });
    // 2 fixture colleagues + 12 added; the analyst (owner) and the other organisation are left out.
    expect(within(list).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(list).queryByRole('checkbox', { name: analyst.name })).not.toBeInTheDocument();
    expect(within(list).queryByRole('checkbox', { name: 'Lone Star Analyst' })).not.toBeInTheDocument();
    const search = within(dialog).getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'trader');
    expect(within(list).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Gulf Coast Trader', 'Devon Trader', 'Morgan Trader']);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Gulf Coast Trader' }));
    await userEvent.clear(search);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Gulf Coast Forecaster' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(TEXT_DASHBOARD_SHARED_SUCCESSFULLY)).toBeInTheDocument();
    expect((await sharedOf(memory)).sharedUsers.map((u) => u.email)).toEqual(['trader@gulfcoast-power.test', 'forecaster@gulfcoast-power.test']);
    const group = within(dialog).getByRole('group', { name: 'Shared with' });
    expect(within(group).getByRole('img', { name: 'Gulf Coast Trader' })).toHaveTextContent('GT');
  });

  it('unshares an unticked user with { add, remove } and the spec toast, so the dashboard can be deleted', async () => {
    const forecaster = { id: 'usr-gcp-forecaster', name: 'Gulf Coast Forecaster', email: 'forecaster@gulfcoast-power.test' };
    const calls: unknown[] = [];
    const { memory, dialog } = setup(undefined, (a) => ({
      ...a,
      sharing: { ...a.sharing, shareWithUsers: async (id, users, o) => (calls.push(users), a.sharing.shareWithUsers(id, users, o)) },
    }), { ...own, sharedUsers: [forecaster] });
    await memory.sharing.shareWithUsers(own.dashboardId, [forecaster]);
    const list = await within(dialog).findByRole('group', { name: 'Organisation users' });
    const box = within(list).getByRole('checkbox', { name: 'Gulf Coast Forecaster' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(TEXT_DASHBOARD_UNSHARED)).toBeInTheDocument();
    expect(screen.queryByText(TEXT_DASHBOARD_SHARED_SUCCESSFULLY)).not.toBeInTheDocument();
    expect(calls).toEqual([{ add: [], remove: [{ id: forecaster.id }] }]);
    expect((await sharedOf(memory)).sharedUsers).toEqual([]);
    await expect(memory.dashboards.delete(own.dashboardId)).resolves.toBeUndefined();
  });

  it('has no search with 10 users or fewer', async () => {
    const { dialog } = setup(usersWithColleagues(8));
    await within(dialog).findByRole('group', { name: 'Organisation users' });
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('virtualises more than 25 users in 70 px rows, at least 400 px high', async () => {
    const { dialog } = setup(usersWithColleagues(40));
    const list = await within(dialog).findByRole('group', { name: 'Organisation users' });
    const viewport = list.closest('[data-virtual]');
    expect(viewport).toHaveAttribute('data-virtual', 'true');
    expect(viewport).toHaveStyle({ height: '400px' });
    const rows = within(list).getAllByRole('checkbox');
    expect(rows.length).toBeLessThan(42);
    expect(rows[0]!.closest('label')).toHaveStyle({ height: '70px' });
  });

  it('shares with the organisation and unshares it, with the spec toasts', async () => {
    const { memory, dialog } = setup();
    const toggle = within(dialog).getByRole('switch', { name: 'Share with organisation' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(TEXT_DASHBOARD_SHARED)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect((await sharedOf(memory)).org).toBe('Gulf Coast Power');
    await userEvent.click(toggle);
    expect(await screen.findByText(TEXT_DASHBOARD_UNSHARED)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect((await sharedOf(memory)).org).toBeNull();
  });

  it('toasts the error message of a failed call and keeps the switch off', async () => {
    const shareWithOrganization = vi.fn(async () => {
      throw new Error('Dashboard dsh-coast-july not found');
    });
    const { dialog } = setup(undefined, (a) => ({ ...a, sharing: { ...a.sharing, shareWithOrganization } }));
    const toggle = within(dialog).getByRole('switch', { name: 'Share with organisation' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard dsh-coast-july not found');
    expect(toggle).not.toBeChecked();
    expect(shareWithOrganization).toHaveBeenCalledWith('dsh-coast-july');
  });
});
