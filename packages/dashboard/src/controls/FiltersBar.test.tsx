/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError, TEXT_MIN_MAX_FAILED, type ConfigItem, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, ercotLoadRows, FIXTURE_DATASOURCES, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FiltersBar } from './FiltersBar';
import type { DashboardFilters } from './useFiltersDraft';

/** The load forecast config (`ercot_load`) with Series as a filter too: picking 'official' leaves COAST with no row (ERCOT forecasts its total only). */
const SERIES_CONFIG = { ...FIXTURE_LOAD_FORECAST_CONFIG, filters: [...FIXTURE_LOAD_FORECAST_CONFIG.filters, { name: 'series', title: 'Series' }] };
const SERIES_DATASOURCE = FIXTURE_DATASOURCES.load;

const none: DashboardFilters = { filters: [], rangeFilters: [], timeFilters: {} };

function setup(adapter: DataAdapter = createMemoryAdapter(), applied: DashboardFilters = none, config: ConfigItem = SERIES_CONFIG) {
  const onApply = vi.fn();
  const onDraftChange = vi.fn();
  const bar = (value: DashboardFilters) => (
    <LoadlineProvider adapter={adapter}>
      <FiltersBar config={config} datasource={SERIES_DATASOURCE} applied={value} onApply={onApply} onDraftChange={onDraftChange} />
    </LoadlineProvider>
  );
  const { rerender, unmount } = render(bar(applied));
  return { onApply, onDraftChange, unmount, user: userEvent.setup(), rerender: (value: DashboardFilters) => rerender(bar(value)) };
}

const coastOnly: DashboardFilters = {
  ...none,
  filters: [{ name: 'market', title: 'Market', items: [
    { id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false },
    { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false },
  ] }],
};

const popover = (name: string) => screen.findByRole('dialog', { name });

afterEach(() => vi.useRealTimers());

describe('FiltersBar', () => {
  it('applies a change once, 1000 ms after the last edit', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Market' }));
    const coast = await within(await popover('Market')).findByRole('checkbox', { name: 'COAST' });
    vi.useFakeTimers();
    fireEvent.click(coast);
    expect(screen.getByRole('status')).toHaveTextContent('Applying filters…');
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Market' })).getByRole('checkbox', { name: 'ERCOT' }));
    act(() => vi.advanceTimersByTime(999));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({
      ...none,
      filters: [{
        name: 'market', title: 'Market', items: [
          { id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false },
          { id: 'ERCOT', label: 'ERCOT', isChecked: true, isDisabled: false },
        ],
      }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells the waiting selection after each change, then null once applied or dropped', async () => {
    const { onApply, onDraftChange, unmount, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Market' }));
    const coast = await within(await popover('Market')).findByRole('checkbox', { name: 'COAST' });
    vi.useFakeTimers();
    fireEvent.click(coast);
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    const waiting = onDraftChange.mock.calls[0]?.[0] as DashboardFilters;
    expect(waiting.filters[0]?.items.find((i) => i.id === 'COAST')?.isChecked).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).toHaveBeenCalledWith(waiting);
    expect(onDraftChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Market' })).getByRole('checkbox', { name: 'ERCOT' }));
    expect(onDraftChange).toHaveBeenCalledTimes(3);
    unmount();
    expect(onDraftChange).toHaveBeenLastCalledWith(null);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('shows the applied filters, and filters applied from outside while idle', async () => {
    const { user, rerender } = setup(createMemoryAdapter(), coastOnly);
    expect(screen.getByRole('button', { name: 'Market (1)' })).toBeInTheDocument();
    rerender(none);
    await user.click(screen.getByRole('button', { name: 'Market' }));
    expect(await within(await popover('Market')).findByRole('checkbox', { name: 'COAST' })).not.toBeChecked();
  });

  it("shows the config item's market labels and applies the market ids", async () => {
    const config = { ...SERIES_CONFIG, markets: [{ id: 'COAST', label: 'Coast (Houston)' }, { id: 'ERCOT', label: 'ERCOT total' }] };
    const { user, onApply } = setup(createMemoryAdapter(), none, config);
    await user.click(screen.getByRole('button', { name: 'Market' }));
    const market = await popover('Market');
    await user.click(await within(market).findByRole('checkbox', { name: 'ERCOT total' }));
    expect(within(market).getByRole('checkbox', { name: 'Coast (Houston)' })).not.toBeChecked();
    expect(within(market).queryByRole('checkbox', { name: 'ERCOT' })).not.toBeInTheDocument();
    await waitFor(() => expect(onApply).toHaveBeenCalled(), { timeout: 3000 });
    const applied = (onApply.mock.calls.at(-1)?.[0] as DashboardFilters).filters.find((f) => f.name === 'market');
    expect(applied?.items.filter((i) => i.isChecked).map((i) => i.id)).toEqual(['ERCOT']);
  });

  it('disables the options no row holds under the other filters', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Series' }));
    await user.click(await within(await popover('Series')).findByRole('checkbox', { name: 'official' }));
    await user.click(screen.getByRole('button', { name: 'Market' }));
    const market = await popover('Market');
    // ERCOT publishes its day-ahead forecast for the ERCOT total only.
    await waitFor(() => expect(within(market).getByRole('checkbox', { name: 'COAST' })).toBeDisabled());
    expect(within(market).getByRole('checkbox', { name: 'ERCOT' })).toBeEnabled();
  });

  it('starts range filters at the data bounds, min rounded down and max rounded up', async () => {
    setup();
    const loads = ercotLoadRows().map((r) => r.load as number);
    // While the bounds load the fields are there, empty and disabled (the bar keeps its height).
    expect(await screen.findByRole('group', { name: 'Load' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Load' })).not.toHaveAttribute('aria-busy'));
    const load = screen.getByRole('group', { name: 'Load' });
    // In kWh, the default load unit (the datasource holds MWh).
    expect(within(load).getByLabelText('Min')).toHaveValue(Math.floor(Math.min(...loads) * 1000));
    expect(within(load).getByLabelText('Max')).toHaveValue(Math.ceil(Math.max(...loads) * 1000));
  });

  it("says 'Failed to fetch min max for range filters' when min-max fails", async () => {
    const adapter = createMemoryAdapter();
    vi.spyOn(adapter.query, 'minMax').mockRejectedValue(new LoadlineHttpError(400, 'Bad request'));
    setup(adapter);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_MIN_MAX_FAILED);
  });

  it('offers the time filter groups and applies a day type and a year', async () => {
    const { onApply, user } = setup();
    for (const title of ['Hour of day', 'Day type', 'Day of week', 'Month of year']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Hour of day' }));
    const hours = await popover('Hour of day');
    // 24 hours: above 10 options the group is searchable with Select all / Clear all.
    expect(within(hours).getByRole('searchbox', { name: 'Search Hour of day' })).toBeInTheDocument();
    expect(within(hours).getByRole('button', { name: 'Select all' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Day type' }));
    await user.click(within(await popover('Day type')).getByRole('checkbox', { name: 'Weekend' }));
    await user.click(screen.getByRole('button', { name: 'Year' }));
    await user.click(await within(await popover('Year')).findByRole('checkbox', { name: '2019' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onApply).toHaveBeenCalledWith({ ...none, timeFilters: { dayType: ['Weekend'], year: [2019] } });
  });
});
