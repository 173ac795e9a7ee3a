import { LoadlineHttpError, type NotificationsApi, type ServerNotification } from '@loadline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ANALYST, renderPortal } from '../testing/renderPortal';
import { forgetLoadedPopups, IDLE_AFTER_LOAD_MS } from './lazyPopups';
import { TopBar } from './TopBar';

const JOB_DONE: ServerNotification = {
  id: 'n1',
  code: 'job_completed',
  mod: 'mod_pricing',
  title: 'Job completed',
  description: 'Retail cost calculation analyst_august_contracts completed: 409 passed, 3 failed.',
  date: '2026-11-21T04:00:00.000Z',
  meta: { status: 'success', jobName: 'analyst_august_contracts' },
};
const MAINTENANCE: ServerNotification = {
  id: 'n2',
  code: 'maintenance',
  mod: 'mod_load_forecast',
  title: 'Scheduled maintenance',
  description: 'Forecast runs pause Sunday 02:00-03:00 CT.',
  date: '2026-11-20T04:00:00.000Z',
  meta: { status: 'info' },
};

/**
 * Runs one axe-core rule in jsdom. jsdom lays nothing out and has no canvas, so every element gets
 * a 32 px box (axe reads text without one as invisible) and the icon-ligature guess, which draws
 * glyphs on a canvas, is given no samples to draw (the portal uses no icon font).
 */
async function runAxeRule(context: Element, rule: string): Promise<axe.AxeResults> {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 32, bottom: 32, width: 32, height: 32, toJSON: () => ({}) } as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(box);
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue(Object.assign([box], { item: () => box }) as unknown as DOMRectList);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ canvas: document.createElement('canvas') } as unknown as CanvasRenderingContext2D);
  axe.configure({
    checks: [{ id: 'label-content-name-mismatch', options: { pixelThreshold: 0.1, occurrenceThreshold: 0, valueTextRoles: ['switch', 'checkbox', 'radio', 'menuitemcheckbox', 'menuitemradio'] } }],
  });
  try {
    return await axe.run(context, { runOnly: { type: 'rule', values: [rule] } });
  } finally {
    axe.reset();
    vi.restoreAllMocks();
  }
}

function notificationsApi(initial: ServerNotification[]): NotificationsApi & { cleared: number } {
  let list = [...initial];
  const api = {
    cleared: 0,
    list: vi.fn(async () => list),
    markAllAsRead: vi.fn(async () => undefined),
    clear: vi.fn(async () => {
      api.cleared += 1;
      list = [];
    }),
  };
  return api;
}

describe('TopBar', () => {
  it('shows the logo linking home, the avatar with two initials and the unread count on the bell', async () => {
    renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([JOB_DONE, MAINTENANCE]) } });
    expect(screen.getByRole('link', { name: 'Loadline home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'Gulf Coast Analyst' })).toHaveTextContent('GA');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/overview');
  });

  it('names the account button with its visible initials first (WCAG 2.5.3 label in name, axe label-content-name-mismatch)', async () => {
    const { container } = renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([]) } });
    const results = await runAxeRule(container, 'label-content-name-mismatch');
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    expect(results.passes.flatMap((v) => v.nodes.map((n) => n.html)).some((html) => html.startsWith('<button'))).toBe(true);
    expect(screen.getByRole('button', { name: 'GA, account menu of Gulf Coast Analyst' })).toHaveTextContent('GA');
  });

  it('has a disabled Settings item and a Logout item in the avatar menu', async () => {
    const onLogout = vi.fn();
    renderPortal(<TopBar user={ANALYST} onLogout={onLogout} />, { adapter: { notifications: notificationsApi([]) } });
    // The menu's code loads after the first paint: a press before it is there opens the menu once it is.
    await userEvent.click(screen.getByRole('button', { name: 'GA, account menu of Gulf Coast Analyst' }));
    const menu = await screen.findByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(settings);
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on the account button when its menu code arrives after the page, then opens the menu with Enter', async () => {
    forgetLoadedPopups();
    renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([]) } });
    const name = 'GA, account menu of Gulf Coast Analyst';
    const waiting = screen.getByRole('button', { name });
    waiting.focus();
    // The menu's code is asked for IDLE_AFTER_LOAD_MS after the page loaded; the loaded menu's
    // trigger (a new element) takes the focus over.
    await waitFor(() => expect(waiting.isConnected).toBe(false), { timeout: IDLE_AFTER_LOAD_MS + 5000 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('offers Import data in the More menu too (the link a phone shows there, to keep the bar on one row)', async () => {
    renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([]) } });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(more);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Import data' }));
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
  });

  it('has no More menu for a user without Load Forecast (it would hold nothing)', () => {
    renderPortal(<TopBar user={{ ...ANALYST, mods: ['mod_pricing'] }} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([]) } });
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import data' })).toBeNull();
  });

  it('opens the Latest panel with each notification, See Job on job ones, and Clear All empties it', async () => {
    const api = notificationsApi([JOB_DONE, MAINTENANCE]);
    renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: api } });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Latest' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [job, maintenance] = items as [HTMLElement, HTMLElement];
    expect(within(job).getByText('Success')).toBeInTheDocument();
    expect(within(job).getByRole('heading', { name: 'Job completed' })).toBeInTheDocument();
    expect(within(job).getByText(JOB_DONE.description)).toBeInTheDocument();
    expect(within(job).getByText('analyst_august_contracts')).toBeInTheDocument();
    expect(within(job).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === JOB_DONE.date)).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'See Job: Job completed' })).toHaveAttribute('href', '/pricing/pricing-management/jobstatus');
    expect(within(maintenance).getByText('Information')).toBeInTheDocument();
    expect(within(maintenance).queryByRole('link')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(within(panel).getByText('No new notifications.')).toBeInTheDocument());
    expect(api.cleared).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).not.toHaveTextContent(/\d/);
  });

  it('shows a failed notifications call as an error toast with its message', async () => {
    const failing: NotificationsApi = {
      list: vi.fn(async () => {
        throw new LoadlineHttpError(403, 'Notifications are unavailable');
      }),
      markAllAsRead: vi.fn(),
      clear: vi.fn(),
    };
    renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: failing } });
    expect(await within(await screen.findByRole('alert')).findByText('Notifications are unavailable')).toBeInTheDocument();
  });

  it('switches to the dark theme', async () => {
    const { container } = renderPortal(<TopBar user={ANALYST} onLogout={() => undefined} />, { adapter: { notifications: notificationsApi([]) } });
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  });
});
