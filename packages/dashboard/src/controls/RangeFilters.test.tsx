/// <reference types="@testing-library/jest-dom/vitest" />
import type { RangeFilter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, ercotLoadRows, FIXTURE_DATASOURCES } from '@loadline/core/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeFilters } from './RangeFilters';

const loads = ercotLoadRows().map((r) => r.load as number);

function setup(value: RangeFilter[] = []) {
  const onChange = vi.fn();
  render(
    <LoadlineProvider adapter={createMemoryAdapter()}>
      <RangeFilters datasource={FIXTURE_DATASOURCES.load} columns={[{ name: 'load', title: 'Load' }]} value={value} onChange={onChange} />
    </LoadlineProvider>,
  );
  return onChange;
}

describe('RangeFilters', () => {
  it('shows the load bounds in the display unit (kWh), its unit shown, min rounded down and max rounded up', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Load' })).not.toHaveAttribute('aria-busy'));
    const load = screen.getByRole('group', { name: 'Load' });
    // The datasource holds MWh (its metadata); the fields show kWh as the charts do.
    expect(within(load).getByLabelText('Min')).toHaveValue(Math.floor(Math.min(...loads) * 1000));
    expect(within(load).getByLabelText('Max')).toHaveValue(Math.ceil(Math.max(...loads) * 1000));
    expect(within(load).getByLabelText('Min')).toHaveAccessibleDescription('kWh');
    expect(within(load).getByText('kWh')).toBeVisible();
  });

  it('filters in the datasource unit: a minimum typed in kWh is applied in MWh', async () => {
    const onChange = setup();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Load' })).not.toHaveAttribute('aria-busy'));
    fireEvent.change(within(screen.getByRole('group', { name: 'Load' })).getByLabelText('Min'), { target: { value: '12500000' } });
    expect(onChange).toHaveBeenLastCalledWith({ name: 'load', value: [12_500, Math.ceil(Math.max(...loads) * 1000) / 1000] });
  });

  it('shows a draft range held in MWh in kWh', async () => {
    setup([{ name: 'load', value: [10_000, 20_000.5] }]);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Load' })).not.toHaveAttribute('aria-busy'));
    const load = screen.getByRole('group', { name: 'Load' });
    expect(within(load).getByLabelText('Min')).toHaveValue(10_000_000);
    expect(within(load).getByLabelText('Max')).toHaveValue(20_000_500);
  });
});
