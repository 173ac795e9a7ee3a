import { cardSchema, type DataAdapter, type QueryRequestInput } from '@loadline/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadSeries } from '../../model/seriesCatalog';
import { planCardQueries, planDashboardQueries } from '../../model/queryPlan';
import { defaultCardRegistry } from '../cardRegistry';
import { DashboardCard } from '../DashboardCard';
import { withMeterCards } from '../meterCards';
import { planMeterTableCard } from './meterTableModel';
import { METER_CONTEXT, MeterFixtureProvider } from '../meterFixtures';

const NOW = new Date('2020-01-01T00:00:00Z');
const LOAD = { ...loadSeries('actual'), id: 'load', label: 'Load' };
const meterTable = () => cardSchema.parse({ id: 'mt', title: 'Meters', visualization: 'MeterTable', group: 'Hourly', dataSeries: [LOAD] });

describe('a Meter Table card sends only its paged queries', () => {
  it('is planned by its card type: its page requests (query-native) in the dashboard\'s one plan, never the unsplit series request', () => {
    const registry = withMeterCards(defaultCardRegistry, METER_CONTEXT.config);
    const plan = planMeterTableCard(meterTable(), METER_CONTEXT, NOW);
    expect(plan.ownData).toBe(true);
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0]).toMatchObject({ datasource: 'fixture_meters', native: true, body: { limit: 25, skip: 0 } });
    expect(plan.plans.map((p) => p.ok && p.kind === 'series' && p.request.datasource)).toEqual(['fixture_meters']);
    const line = planCardQueries({ ...meterTable(), visualization: 'Line' }, METER_CONTEXT, NOW);
    expect(line.ownData).toBe(false);
    expect(line.requests).toHaveLength(1);
    expect(line.requests[0]?.native).toBeUndefined();
    // The dashboard's plan (what the prefetch sends) holds the page and the Line card's request.
    const dashboard = planDashboardQueries([meterTable(), { ...meterTable(), id: 'line', visualization: 'Line' }], METER_CONTEXT, NOW, undefined, { registry });
    expect(dashboard.requests).toEqual([...plan.requests, ...line.requests]);
    // Another page is another plan.
    const page2 = planMeterTableCard({ ...meterTable(), meterTableOptions: { pageNumber: 1, pageSize: 25 } }, METER_CONTEXT, NOW, plan);
    expect(page2).not.toBe(plan);
    expect(page2.requests[0]?.body).toMatchObject({ skip: 25 });
  });

  it('asks the adapter for query-native pages (limit 25, skip 0) and never for the unsplit series query', async () => {
    const plain = vi.fn();
    const native: { datasource: string; body: QueryRequestInput }[] = [];
    const adapt = (adapter: DataAdapter): DataAdapter => ({
      ...adapter,
      query: {
        ...adapter.query,
        query: (...args: Parameters<DataAdapter['query']['query']>) => {
          plain(args[0], args[1]);
          return adapter.query.query(...args);
        },
        queryNative: (...args: Parameters<DataAdapter['query']['queryNative']>) => {
          native.push({ datasource: args[0], body: args[1] });
          return adapter.query.queryNative(...args);
        },
      },
    });
    render(
      <MeterFixtureProvider adapt={adapt}>
        <div style={{ height: 400 }}><DashboardCard card={meterTable()} context={METER_CONTEXT} now={NOW} /></div>
      </MeterFixtureProvider>,
    );
    // Two meters x 48 hours (July 1-2): 96 rows, 4 pages of 25.
    await waitFor(() => expect(screen.getByText('Page 1 of 4')).toBeTruthy());
    expect(screen.getAllByRole('cell', { name: 'COAST' }).length).toBeGreaterThan(0);
    expect(native).toHaveLength(1);
    expect(native[0]?.datasource).toBe('fixture_meters');
    expect(native[0]?.body).toMatchObject({ limit: 25, skip: 0 });
    expect(native[0]?.body.splits?.at(-1)).toEqual({ type: 'dimension', columnName: 'meterId' });
    expect(plain).not.toHaveBeenCalled();
  });

  it('starts again at page 1 when a map selection changes its query', async () => {
    const user = userEvent.setup();
    const card = meterTable();
    const { rerender } = render(
      <MeterFixtureProvider>
        <div style={{ height: 400 }}><DashboardCard card={card} context={METER_CONTEXT} now={NOW} /></div>
      </MeterFixtureProvider>,
    );
    await waitFor(() => expect(screen.getByText('Page 1 of 4')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 4')).toBeTruthy());
    // A Meter Map selection: every other card's series get its spatial filter.
    const spatial = { latitudeColumn: 'latitude', longitudeColumn: 'longitude', north: 37, south: 25, west: -107, east: -93 };
    const filtered = { ...card, dataSeries: card.dataSeries.map((d) => ({ ...d, spatialFilters: [spatial] })) } as typeof card;
    rerender(
      <MeterFixtureProvider>
        <div style={{ height: 400 }}><DashboardCard card={filtered} context={METER_CONTEXT} now={NOW} /></div>
      </MeterFixtureProvider>,
    );
    await waitFor(() => expect(screen.getByText('Page 1 of 4')).toBeTruthy());
    expect(screen.queryByText(/^Page 2 of/)).toBeNull();
  });
});
