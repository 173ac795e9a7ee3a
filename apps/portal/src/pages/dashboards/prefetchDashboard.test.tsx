import { createLoadlineQueryClient, loadlineKeys } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { endOfDataRequest } from '@loadline/dashboard';
import { describe, expect, it, vi } from 'vitest';
import { referenceDataMapping } from '../../app/dataMapping';
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

  it('asks for the time boundary and End of data first, and for the cards of a relative-date dashboard once they are known, under the keys the cards read', async () => {
    const { adapter, dashboardId, query } = await saved('relative');
    const order: string[] = [];
    // Forecast runs reach 2019-12-30 (local); the last actual hour is 2019-12-23 23:00 (local).
    const timeBoundary = vi.spyOn(adapter.query, 'timeBoundary').mockImplementation(async () => {
      order.push('timeBoundary');
      return { minTime: '2019-01-01T06:00:00.000Z', maxTime: '2019-12-31T05:00:00.000Z' };
    });
    const maxTime = vi.spyOn(adapter.query, 'maxTime').mockImplementation(async () => {
      order.push('maxTime');
      return '2019-12-24T05:00:00.000Z';
    });
    query.mockImplementation(async () => {
      order.push('query');
      return { data: [] };
    });
    const queryClient = createLoadlineQueryClient();
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, dashboardId, null);
    expect(order).toEqual(['timeBoundary', 'maxTime', 'query']);
    expect(timeBoundary).toHaveBeenCalledWith('ercot_load', expect.anything());
    // The request the editor's useDataBounds makes: the actual series as the reference mapping declares it.
    const actual = { filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['actual'] }] };
    expect(maxTime).toHaveBeenCalledWith('ercot_load', actual, expect.anything());
    const [datasource, body] = query.mock.calls[0]!;
    // The last 7 days before End of data (2019-12-23 in America/Chicago), end day included: not the forecasts' last day.
    expect(body.timeFilter?.dateRange).toEqual({ fromDate: '2019-12-16', toDate: '2019-12-24' });
    expect(queryClient.getQueryData(loadlineKeys.query.timeBoundary('ercot_load'))).toBeDefined();
    expect(queryClient.getQueryData(loadlineKeys.query.maxTime('ercot_load', endOfDataRequest(referenceDataMapping({ datasource: 'ercot_load' })) ?? {}))).toBe('2019-12-24T05:00:00.000Z');
    await vi.waitFor(() => expect(queryClient.getQueryData(loadlineKeys.query.rows(datasource, body, false))).toBeDefined());
  });

  it('leaves a relative-date dashboard to the screen when the boundary fails, and unknown dashboards alone', async () => {
    const { adapter, dashboardId, query } = await saved('relative');
    vi.spyOn(adapter.query, 'timeBoundary').mockRejectedValue(new Error('down'));
    const queryClient = createLoadlineQueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, dashboardId, null);
    await prefetchDashboardCards({ queryClient, adapter }, LOAD_FORECAST, 'missing', null);
    expect(query).not.toHaveBeenCalled();
  });
});
