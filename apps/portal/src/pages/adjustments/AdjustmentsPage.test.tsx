import { adjustmentSchema, configItemSchema, type DataAdapter } from '@loadline/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/renderPortal';
import { AdjustmentsPage } from './AdjustmentsPage';

const config = (configId: string, category: 'shortTermForecast' | 'longTermForecast') =>
  configItemSchema.parse({
    configId, type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: category, label: category },
    level: { name: 'weatherZone', label: 'Weather Zone' }, datasource: 'ercot_load',
  });

const HEAT = adjustmentSchema.parse({
  adjustmentId: 'a-1', name: 'Heat wave uplift', configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z',
  dateRange: { from: '2024-07-02', to: '2024-07-03' }, timezone: 'America/Chicago', isHourEnding: true,
});

describe('Adjustments route (spec part 1 section 2)', () => {
  it('lists the drafts of the short-term config item, 5 a page, and opens Create adjustment', async () => {
    const list = vi.fn(async () => [HEAT]);
    const fake = {
      dashboards: { listConfigs: vi.fn(async () => [config('ercot-power-long-term', 'longTermForecast'), config('ercot-power-short-term', 'shortTermForecast')]) },
      adjustments: { list },
    } as unknown as Partial<DataAdapter>;
    renderPortal(<AdjustmentsPage />, { adapter: fake, path: '/demand/load-forecast/adjustments' });
    expect(await screen.findByRole('button', { name: /Heat wave uplift/ })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ configId: 'ercot-power-short-term', limit: 5, skip: 0, status: 'draft' }, expect.anything());
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Adjustment' }));
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
  });
});
