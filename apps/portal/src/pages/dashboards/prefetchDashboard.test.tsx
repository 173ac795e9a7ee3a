import { createLoadlineQueryClient, loadlineKeys } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { LOAD_FORECAST } from './dashboardKinds';
import { prefetchDashboardCards } from './prefetchDashboard';

const marketCoast = [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true }, { id: 'ERCOT', label: 'ERCOT', isChecked: false }] }];
const loadSeries = { id: 'load|actual', label: 'Stitched Actual', type: 'power load', axisId: 'primary_axis', selectedCalculation: 'Sum', extras: { series: 'actual' } };

async function saved(dateType: 'fixed' | 'relative') {
  const adapter = createMemoryAdapter();
  const { dashboardId } = await adapter.dashboards.create({
    name: 'COAST week',
    configId: 'ercot-power-short-term',
    cards: [{ id: 'c1', group: 'Hourly', dataSeries: [loadSeries] as never }],
    filters: marketCoast,
    settings: {
      calculators: [], timezone: 'America/Chicago', is_hour_ending: false,
      date_range: dateType === 'fixed'
        ? { from: { dateType: 'fixed', value: '2019-07-01' }, to: { dateType: 'fixed', value: '2019-07-07' } }
        : { from: { dateType: 'relative', identifier: 'endData', quantity: 7 }, to: { dateType: 'relative', identifier: 'endData', quantity: 0 } },
    },
  });
  const query = vi.spyOn(adapter.query, 'query');
  return { adapter, dashboardId, query };
}

describe('prefetchDashboardCards', () => {
  it('asks for the cards of a fixed-date dashboard once the area is known, under the keys the cards read', async () => {
    const { adapter, dashboardId, query } = await saved('fixed');
    const queryClient = createLoadlineQueryClient();
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, dashboardId, null);
    expect(query).toHaveBeenCalledTimes(1);
    const [datasource, body] = query.mock.calls[0]!;
    expect(datasource).toBe('ercot_load');
    expect(body.filters).toContainEqual({ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] });
    await vi.waitFor(() => expect(queryClient.getQueryData(loadlineKeys.query.rows(datasource, body, false))).toBeDefined());
  });

  it('leaves relative dates to the screen (they need the data boundary) and unknown dashboards alone', async () => {
    const { adapter, dashboardId, query } = await saved('relative');
    const queryClient = createLoadlineQueryClient();
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, dashboardId, null);
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, 'missing', null);
    expect(query).not.toHaveBeenCalled();
  });
});
