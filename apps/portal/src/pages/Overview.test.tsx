import { cardSchema, type OverviewApi, type OverviewCard } from '@loadline/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../testing/renderPortal';
import { Overview } from './Overview';

function pinned(id: string, title: string, dashboardType: string | undefined, dashboardId: string): OverviewCard {
  return { id, dashboardId, dashboardName: `Dashboard ${dashboardId}`, ...(dashboardType ? { dashboardType } : {}), card: cardSchema.parse({ id, title }) };
}

function overviewApi(cards: OverviewCard[]): OverviewApi {
  return { listCards: vi.fn(async () => cards), setOverview: vi.fn(), updateLayout: vi.fn() } as unknown as OverviewApi;
}

describe('Overview (spec part 1 section 2 Home Overview)', () => {
  it('greets the user and lists pinned cards with View Source to their dashboards', async () => {
    renderPortal(<Overview />, {
      path: '/overview',
      adapter: {
        overview: overviewApi([
          pinned('c1', 'ERCOT load', 'prod_load_forecast', 'd1'),
          pinned('c2', 'Hedge position', 'prod_risk_management', 'd2'),
          pinned('c3', 'Meter counts', 'prod_data_insights', 'd3'),
          pinned('c4', 'Peak demand', 'prod_demand_analytics', 'd4'),
          pinned('c5', 'Other', undefined, 'd5'),
        ]),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Gulf Coast Analyst' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const source = (title: string) => screen.getByRole('link', { name: `View Source: ${title}` }).getAttribute('href');
    expect(source('ERCOT load')).toBe('/demand/load-forecast/dashboard/d1');
    expect(source('Hedge position')).toBe('/risk/risk-management/dashboard/d2');
    expect(source('Meter counts')).toBe('/insights/data-insights/dashboard/d3');
    expect(source('Peak demand')).toBe('/demand/demand-analytics/dashboard/d4');
    expect(source('Other')).toBe('/');
    expect(within(items[0] as HTMLElement).getByText('From dashboard Dashboard d1')).toBeInTheDocument();
    expect(screen.getByText(/Live card charts and the draggable layout come with the dashboard package/)).toBeInTheDocument();
  });

  it('says so when no card is pinned', async () => {
    renderPortal(<Overview />, { path: '/overview', adapter: { overview: overviewApi([]) } });
    expect(await screen.findByText('No cards are pinned to Overview yet. Add a card to Overview from its dashboard.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
