import { configItemSchema, type DataAdapter, type ForecastSummariesParams, type ForecastSummary } from '@loadline/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/renderPortal';
import { CreateAdjustmentPage } from './CreateAdjustmentPage';

// The route's {forecast} parameter as react-router hands it over (decoded).
const params = vi.hoisted(() => ({ forecast: undefined as string | undefined }));
vi.mock('react-router', async (actual) => ({ ...(await actual<typeof ReactRouter>()), useParams: () => params }));

const SHORT_TERM = configItemSchema.parse({
  configId: 'ercot-power-short-term', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term Forecast' }, level: { name: 'weatherZone', label: 'Weather Zone' }, datasource: 'ercot_load',
});
const COAST: ForecastSummary = {
  market: 'COAST', processTime: '2024-07-01T06:00:00Z', min: 1, max: 2, count: 2, from: '2024-07-02', to: '2024-07-08', dayCount: 7, level: 'weatherZone', forecast: [],
};

describe('Create adjustment route (spec part 1 section 2)', () => {
  it('opens with the forecast card of the route chosen and creates the adjustment of that run', async () => {
    const create = vi.fn(async (_body: unknown) => ({ adjustmentId: 'adj-1' }));
    const summaries = vi.fn(async (_params: ForecastSummariesParams) => [COAST]);
    const fake = { dashboards: { listConfigs: vi.fn(async () => [SHORT_TERM]) }, forecasts: { summaries }, adjustments: { create } } as unknown as Partial<DataAdapter>;
    params.forecast = JSON.stringify({ ...COAST, forecast: undefined, configId: 'ercot-power-short-term', category: 'shortTermForecast' });
    const { toasts } = renderPortal(<CreateAdjustmentPage />, { adapter: fake, path: '/demand/load-forecast/adjustments/create/card' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create adjustment' })).toBeInTheDocument();
    await waitFor(() => expect(summaries).toHaveBeenCalled());
    expect(summaries.mock.calls[0]?.[0]).toMatchObject({ datasource: 'ercot_load', category: 'shortTermForecast', columns: { forecast: 'load' } });
    await userEvent.type(screen.getByLabelText('Name'), 'Heat wave');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]).toMatchObject([{ name: 'Heat wave', configId: 'ercot-power-short-term', market: 'COAST', processTime: '2024-07-01T06:00:00Z', dateRange: { from: '2024-07-02', to: '2024-07-08' } }]);
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(toasts.getSnapshot().map((t) => t.title)).toEqual(['Adjustment Created']);
  });
});
