import { cardSchema, configItemSchema, dashboardSchema, type DataAdapter, type OverviewCard } from '@loadline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../testing/renderPortal';
import { Overview } from './Overview';
import { useOverviewLayout } from './overview/useOverviewLayout';
import { CARD_DRAG_HANDLE_CLASS, meterSeries } from '@loadline/dashboard';
import { OVERVIEW_DRAG_HANDLE_CLASS } from './overview/OverviewCardView';

const TYPES = ['prod_load_forecast', 'prod_risk_management', 'prod_data_insights', 'prod_demand_analytics'] as const;

function pinned(id: string, title: string, dashboardType: string | undefined, dashboardId: string, extra: object = {}): OverviewCard {
  return {
    id,
    dashboardId,
    dashboardName: `Dashboard ${dashboardId}`,
    ...(dashboardType ? { dashboardType } : {}),
    card: cardSchema.parse({ id, title, layout: { x: 0, y: 0, w: 6, h: 2 }, ...extra }),
  };
}

function adapter(cards: OverviewCard[], { updateLayout = vi.fn(async () => undefined), savedDashboards = cards } = {}): Partial<DataAdapter> {
  const configs = TYPES.map((type) =>
    configItemSchema.parse({
      configId: `cfg-${type}`,
      type,
      commodity: { name: 'power', label: 'Power' },
      category: { name: type === 'prod_risk_management' ? 'nop' : 'shortTermForecast', label: 'Category' },
      datasource: 'ercot_load',
    }),
  );
  const dashboards = savedDashboards.map((c) =>
    dashboardSchema.parse({ dashboardId: c.dashboardId, configId: `cfg-${c.dashboardType}`, name: c.dashboardName, type: c.dashboardType ?? 'other', cards: [c.card] }),
  );
  return {
    overview: { listCards: vi.fn(async () => cards), setOverview: vi.fn(), updateLayout },
    dashboards: {
      listConfigs: vi.fn(async () => configs),
      list: vi.fn(async ({ type }: { type: string }) => dashboards.filter((d) => d.type === type)),
    } as unknown as DataAdapter['dashboards'],
    query: {
      timeBoundary: vi.fn(async () => ({ minTime: '2016-01-01T06:00:00.000Z', maxTime: '2025-09-01T05:00:00.000Z' })),
      // End of data: the last actual hour (max-time of the actual series).
      maxTime: vi.fn(async () => '2025-09-01T05:00:00.000Z'),
    } as unknown as DataAdapter['query'],
  };
}

describe('Overview (spec part 1 section 2 Home Overview)', () => {
  it('greets the user and puts each pinned card on the grid with View Source to its dashboard by type', async () => {
    renderPortal(<Overview />, {
      path: '/overview',
      adapter: adapter([
        pinned('c1', 'ERCOT load', 'prod_load_forecast', 'd1'),
        pinned('c2', 'Hedge position', 'prod_risk_management', 'd2'),
        pinned('c3', 'Meter counts', 'prod_data_insights', 'd3'),
        pinned('c4', 'Peak demand', 'prod_demand_analytics', 'd4'),
        pinned('c5', 'Other', undefined, 'd5'),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Gulf Coast Analyst' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'ERCOT load' });
    expect(card.parentElement?.closest('[data-grid-item]')).toHaveAttribute('data-grid-item', 'd1/c1');
    const source = (title: string) => screen.getByRole('link', { name: `View Source: ${title}` }).getAttribute('href');
    expect(source('ERCOT load')).toBe('/demand/load-forecast/dashboard/d1');
    expect(source('Hedge position')).toBe('/risk/risk-management/dashboard/d2');
    expect(source('Meter counts')).toBe('/insights/data-insights/dashboard/d3');
    expect(source('Peak demand')).toBe('/demand/demand-analytics/dashboard/d4');
    expect(source('Other')).toBe('/');
    expect(screen.getByText(/Drag a card by its title/)).toBeInTheDocument();
  });

  it('switches a card between its Summary and Options views, starting from its saved isSummaryView', async () => {
    const user = userEvent.setup();
    renderPortal(<Overview />, {
      path: '/overview',
      adapter: adapter([pinned('c1', 'ERCOT load', 'prod_load_forecast', 'd1', { isSummaryView: true }), pinned('c2', 'Weather', 'prod_load_forecast', 'd1', { visualization: 'Bar' })]),
    });
    // Drawn by the dashboard card once the dashboard is known: the Summary view is its Summary visualization.
    const region = async (name: string) => {
      await waitFor(() => expect(screen.getByRole('region', { name })).toHaveAttribute('data-visualization'));
      return screen.getByRole('region', { name });
    };
    expect(await region('ERCOT load')).toHaveAttribute('data-visualization', 'Summary');
    expect(within(await region('ERCOT load')).getByRole('radio', { name: 'Summary' })).toBeChecked();
    expect(await region('Weather')).toHaveAttribute('data-visualization', 'Bar');
    expect(within(await region('Weather')).getByRole('radio', { name: 'Options' })).toBeChecked();
    await user.click(within(await region('Weather')).getByRole('radio', { name: 'Summary' }));
    expect(await region('Weather')).toHaveAttribute('data-visualization', 'Summary');
    await user.click(within(await region('ERCOT load')).getByRole('radio', { name: 'Options' }));
    expect(await region('ERCOT load')).toHaveAttribute('data-visualization', 'Line');
  });

  it('draws a pinned Meter Table card read-only with the rows of its paged query-native request, and no unsplit query', async () => {
    const meters = configItemSchema.parse({
      configId: 'cfg-meters',
      type: 'prod_data_insights',
      commodity: { name: 'power', label: 'Power' },
      category: { name: 'dataInsights', label: 'Data Insights' },
      datasource: 'meters',
      dynamicColumnsConfig: { meterIdColumn: 'meterId' },
    });
    const card = pinned('m1', 'Meter rows', 'prod_data_insights', 'd9', {
      visualization: 'MeterTable',
      group: 'Hourly',
      dataSeries: [meterSeries(null, 'load', 'meterId')],
      meterTableOptions: { pageNumber: 0, pageSize: 10 },
    });
    const base = adapter([card]);
    const query = vi.fn();
    const queryNative = vi.fn(async () => ({
      data: [
        { __time: '2024-07-01T00:00:00-05:00', meterId: 'HH0001', load: 1.234 },
        { __time: '2024-07-01T00:00:00-05:00', meterId: 'HH0002', load: 0.5 },
      ],
      total: 2,
    }));
    renderPortal(<Overview />, {
      path: '/overview',
      adapter: {
        ...base,
        dashboards: {
          listConfigs: vi.fn(async () => [meters]),
          list: vi.fn(async () => [dashboardSchema.parse({ dashboardId: 'd9', configId: 'cfg-meters', name: 'Meters', type: 'prod_data_insights', cards: [card.card] })]),
        } as unknown as DataAdapter['dashboards'],
        query: {
          ...base.query,
          query,
          queryNative,
          metadata: vi.fn(async () => ({ name: 'meters', timeIntervalMinutes: 60, description: '', dimensions: [{ name: 'meterId', title: 'Meter' }], metrics: [{ name: 'load', title: 'Load', unit: 'kWh', unitType: 'power load' }] })),
        } as unknown as DataAdapter['query'],
      },
    });
    // The card's section holds the table's scroll region, both named by the card title.
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Meter rows' })).toHaveLength(2));
    const region = screen.getAllByRole('region', { name: 'Meter rows' })[0]!;
    expect(region).toHaveAttribute('data-visualization', 'MeterTable');
    await waitFor(() => expect(within(region).getByRole('cell', { name: 'HH0001' })).toBeInTheDocument());
    expect(within(region).getByRole('cell', { name: '1.23' })).toBeInTheDocument();
    expect(within(region).getByRole('columnheader', { name: 'All meters (kWh)' })).toBeInTheDocument();
    expect(within(region).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(queryNative).toHaveBeenCalledWith('meters', expect.objectContaining({ limit: 10, skip: 0 }), expect.anything());
    expect(query).not.toHaveBeenCalled();
  });

  it('says so on a card whose dashboard is no longer there', async () => {
    renderPortal(<Overview />, { path: '/overview', adapter: adapter([pinned('c1', 'Gone', 'prod_load_forecast', 'd1')], { savedDashboards: [] }) });
    const card = await screen.findByRole('region', { name: 'Gone' });
    expect(await within(card).findByText('This card’s dashboard or its configuration is no longer available.')).toBeInTheDocument();
  });

  it('drags a card by the same title area as on its dashboard', () => {
    expect(OVERVIEW_DRAG_HANDLE_CLASS).toBe(CARD_DRAG_HANDLE_CLASS);
  });

  it('says so when no card is pinned', async () => {
    renderPortal(<Overview />, { path: '/overview', adapter: adapter([]) });
    expect(await screen.findByText('No cards are pinned to Overview yet. Add a card to Overview from its dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Source/ })).toBeNull();
  });
});

function LayoutHarness({ cards, report }: { cards: OverviewCard[]; report: { id: string; x: number; y: number; w: number; h: number }[] }) {
  const { drawn, onLayoutChange } = useOverviewLayout(cards);
  return (
    <>
      <button type="button" onClick={() => onLayoutChange(report)}>
        stop dragging
      </button>
      <ul>
        {drawn.map((c) => (
          <li key={c.id}>{`${c.id} at ${c.layout.x},${c.layout.y} size ${c.layout.w}x${c.layout.h}`}</li>
        ))}
      </ul>
    </>
  );
}

describe('Overview layout save (spec part 2 section 8)', () => {
  const cards = [pinned('c1', 'A', 'prod_load_forecast', 'd1'), { ...pinned('c2', 'B', 'prod_load_forecast', 'd1'), card: cardSchema.parse({ id: 'c2', layout: { x: 6, y: 0, w: 6, h: 2 } }) }];
  const dragged = [
    { id: 'd1/c1', x: 0, y: 2, w: 8, h: 3 },
    { id: 'd1/c2', x: 6, y: 0, w: 6, h: 2 },
  ];

  it('saves each changed card layout when a drag or resize stops, then says Layout Saved', async () => {
    const user = userEvent.setup();
    const updateLayout = vi.fn(async () => undefined);
    renderPortal(<LayoutHarness cards={cards} report={dragged} />, { path: '/overview', adapter: adapter(cards, { updateLayout }) });
    await user.click(screen.getByRole('button', { name: 'stop dragging' }));
    expect(await screen.findByText('Layout Saved')).toBeInTheDocument();
    expect(updateLayout).toHaveBeenCalledTimes(1);
    expect(updateLayout).toHaveBeenCalledWith('d1', 'c1', { x: 0, y: 2, w: 8, h: 3 });
    expect(screen.getByText('d1/c1 at 0,2 size 8x3')).toBeInTheDocument();
  });

  it('says Something went wrong while saving the layout when a save fails, and sends nothing when nothing moved', async () => {
    const user = userEvent.setup();
    const updateLayout = vi.fn(async () => {
      throw new Error('Internal Server Error');
    });
    const { unmount } = renderPortal(<LayoutHarness cards={cards} report={dragged} />, { path: '/overview', adapter: adapter(cards, { updateLayout }) });
    await user.click(screen.getByRole('button', { name: 'stop dragging' }));
    expect(await screen.findByText('Something went wrong while saving the layout')).toBeInTheDocument();
    unmount();

    const unchanged = vi.fn(async () => undefined);
    const still = cards.map((c) => ({ id: `${c.dashboardId}/${c.id}`, ...c.card.layout }));
    renderPortal(<LayoutHarness cards={cards} report={still} />, { path: '/overview', adapter: adapter(cards, { updateLayout: unchanged }) });
    await user.click(screen.getByRole('button', { name: 'stop dragging' }));
    expect(unchanged).not.toHaveBeenCalled();
    expect(screen.queryByText('Layout Saved')).toBeNull();
  });
});
