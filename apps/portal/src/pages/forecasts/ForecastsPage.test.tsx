import { configItemSchema, type DataAdapter, type ForecastSummary } from '@loadline/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/renderPortal';
import { ForecastsPage } from './ForecastsPage';

const SHORT_TERM = configItemSchema.parse({
  configId: 'ercot-power-short-term',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term Forecast' },
  level: { name: 'weatherZone', label: 'Weather Zone' },
  datasource: 'ercot_load',
});

const COAST: ForecastSummary = {
  market: 'COAST',
  processTime: '2021-12-23T12:00:00.000Z',
  min: 9288.971,
  max: 26714.99,
  count: 3,
  from: '2021-12-24',
  to: '2021-12-24',
  dayCount: 1,
  level: 'weatherZone',
  forecast: [
    { timestamp: '2021-12-24T00:00:00.000-06:00', forecast: 9288.971 },
    { timestamp: '2021-12-24T01:00:00.000-06:00', forecast: 12000 },
    { timestamp: '2021-12-24T02:00:00.000-06:00', forecast: 26714.99 },
  ],
};

function adapter() {
  const summaries = vi.fn(async () => [COAST]);
  const fake = {
    dashboards: { listConfigs: vi.fn(async () => [SHORT_TERM]) },
    query: { distinct: vi.fn(async () => ['COAST']) },
    forecasts: { summaries },
  } as unknown as Partial<DataAdapter>;
  return { fake, summaries };
}

describe('Available Forecasts route (spec part 1 section 2)', () => {
  it("asks for the reference API's forecast rows of ercot_load and shows their cards", async () => {
    window.localStorage.clear();
    const { fake, summaries } = adapter();
    renderPortal(<ForecastsPage />, { adapter: fake, path: '/demand/load-forecast/forecasts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Available Forecasts' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /^COAST: Generated on / });
    expect(card).toHaveTextContent('9,288.97');
    expect(summaries).toHaveBeenCalledWith(
      expect.objectContaining({
        datasource: 'ercot_load',
        category: 'shortTermForecast',
        count: 5,
        skip: 0,
        columns: { forecast: 'load', source: 'source' },
        timezone: 'America/Chicago',
        filters: [
          { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
          { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] },
        ],
      }),
      expect.anything(),
    );
  });
});
