import '@testing-library/jest-dom/vitest';
import type { DataAdapter } from '@loadline/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoryProvider } from '../../stories/storyAdapter';
import { Configurations } from './Configurations';

const grid = () => screen.getByRole('table');
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]?.textContent;

function spied() {
  const calls = { rows: vi.fn(), count: vi.fn() };
  const adapt = (a: DataAdapter): Partial<DataAdapter> => ({
    ...a,
    pricing: {
      ...a.pricing,
      configRows: (t, q, o) => { calls.rows(t, q); return a.pricing.configRows(t, q, o); },
      configCount: (t, f, o) => { calls.count(t, f); return a.pricing.configCount(t, f, o); },
    },
  });
  return { calls, adapt };
}

describe('Configurations (spec part 2 §2 "Configurations screen", §4, §9)', () => {
  it('shows the eight tables, 25 rows of Products with the count, and pages on the server', async () => {
    const { calls, adapt } = spied();
    render(<StoryProvider adapt={adapt}><Configurations /></StoryProvider>);
    const menu = screen.getByRole('navigation');
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Products', 'Product-Component', 'Component-Curve', 'Components', 'Formulae', 'Attributes', 'Curves', 'Load Profiles',
    ]);
    expect(within(menu).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['code', 'name', 'description']);
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(calls.rows).toHaveBeenLastCalledWith('products', { limit: 25, skip: 0, filters: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('26–50 of 60')).toBeInTheDocument());
    expect(calls.rows).toHaveBeenLastCalledWith('products', { limit: 25, skip: 25, filters: {} });
    expect(firstCell()).toBe('TX-ONCOR-026');
  });

  it('changing the page size keeps the first visible row in view', async () => {
    render(<StoryProvider><Configurations /></StoryProvider>);
    await screen.findByText('1–25 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('26–50 of 60');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await screen.findByText('21–30 of 60');
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toContain('TX-ONCOR-026');
  });

  it('sorts on the server by a header, and changing the table resets page and sorting', async () => {
    const { calls, adapt } = spied();
    render(<StoryProvider adapt={adapt}><Configurations /></StoryProvider>);
    await screen.findByText('1–25 of 60');
    await userEvent.click(screen.getByRole('button', { name: /^name/ }));
    await waitFor(() => expect(calls.rows).toHaveBeenLastCalledWith('products', { limit: 25, skip: 0, sortBy: 'name', sortOrder: 'asc', filters: {} }));
    expect(screen.getByRole('columnheader', { name: /^name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /^name/ }));
    await waitFor(() => expect(calls.rows).toHaveBeenLastCalledWith('products', expect.objectContaining({ sortBy: 'name', sortOrder: 'desc' })));
    await waitFor(() => expect(firstCell()).toMatch(/^TX-/));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('26–50 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Components' }));
    await screen.findByText('1–7 of 7');
    expect(calls.rows).toHaveBeenLastCalledWith('components', { limit: 25, skip: 0, filters: {} });
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.getAttribute('aria-sort'))).toEqual(Array(7).fill('none'));
  });

  it('filters from the distinct lists: first group open, search, select all / clear all; reload and recount after 1 s of quiet', async () => {
    const { calls, adapt } = spied();
    render(<StoryProvider adapt={adapt}><Configurations defaultTable="components" /></StoryProvider>);
    await screen.findByText('1–7 of 7');
    const panel = screen.getByRole('complementary');
    const headers = within(panel).getAllByRole('button', { expanded: true });
    expect(headers.map((h) => h.textContent)).toEqual([expect.stringContaining('componentGroup')]);
    const group = within(panel).getByRole('group', { name: 'componentGroup' });
    await userEvent.click(await within(group).findByRole('checkbox', { name: 'delivery' }));
    const before = calls.count.mock.calls.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.count.mock.calls.length).toBe(before);
    await screen.findByText('1–2 of 2', undefined, { timeout: 2500 });
    expect(calls.count).toHaveBeenLastCalledWith('components', { componentGroup: ['delivery'] });
    await userEvent.type(within(group).getByRole('searchbox'), 'en');
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['energy', 'renewable']);
    await userEvent.click(within(group).getByRole('button', { name: 'Select all' }));
    await screen.findByText('1–5 of 5', undefined, { timeout: 2500 });
    await userEvent.clear(within(group).getByRole('searchbox'));
    await userEvent.click(within(group).getByRole('button', { name: 'Clear all' }));
    await screen.findByText('1–7 of 7', undefined, { timeout: 2500 });
  });

  it('makes a group of more than 10 options a virtual list', async () => {
    render(<StoryProvider><Configurations /></StoryProvider>);
    const group = await screen.findByRole('group', { name: 'productCode' });
    await waitFor(() => expect(group.querySelector('[data-virtual]')).toHaveAttribute('data-virtual', 'true'));
  });
});
