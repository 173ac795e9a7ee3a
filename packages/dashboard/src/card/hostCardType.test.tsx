import { LoadlineProvider, createLoadlineQueryClient, loadlineKeys } from '@loadline/core/react';
import { FIXTURE_DASHBOARD_TYPE, FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG, createMemoryAdapter } from '@loadline/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDashboardEditorStore } from '../model/editorStore';
import { emptyEditorState, newCard, type DashboardEditorState } from '../model/editorState';
import { createRequestFromEditor } from '../model/persist';
import { unknownCardTypeText } from '../model/queryPlan';
import { resolveDashboard } from '../model/resolveDashboard';
import { loadSeries } from '../model/seriesCatalog';
import { cardQueryContext } from '../editor/queryContext';
import { CardRegistryProvider, defaultCardRegistry } from './cardRegistry';
import { prefetchCardQueries } from './cardRequests';
import { DashboardCard } from './DashboardCard';
import { DAILY_SHAPE, dailyShapeCard } from './hostCardType.fixture';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const NOW = new Date('2019-08-01T12:00:00Z');
const registry = defaultCardRegistry.with(dailyShapeCard);

function hostState(): DashboardEditorState {
  const empty = emptyEditorState('Daily shapes', 'America/Chicago');
  // Saved hourly: the card type's own plan asks by hour of day whatever the grouping saved.
  const card = { ...newCard('shape', [], DAILY_SHAPE, 'Hourly'), title: 'COAST daily shape', dataSeries: [{ ...loadSeries('actual'), axisId: 'primary_axis' as const }] };
  const coast = { name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }] };
  return { ...empty, cards: [card], filters: [coast], settings: { ...empty.settings, from: fixed('2019-07-01'), to: fixed('2019-07-07') } };
}

async function savedAndReloaded() {
  const adapter = createMemoryAdapter();
  const store = createDashboardEditorStore({ initial: hostState(), config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING, registry, now: NOW });
  expect(store.saveRefusal()).toBeNull();
  const { dashboardId } = await adapter.dashboards.create(createRequestFromEditor(store.getSnapshot(), { name: 'Daily shapes', description: '', configId: FIXTURE_LOAD_FORECAST_CONFIG.configId }));
  const resolved = resolveDashboard({ type: FIXTURE_DASHBOARD_TYPE }, dashboardId, null, await adapter.dashboards.listConfigs(), await adapter.dashboards.list({ type: FIXTURE_DASHBOARD_TYPE }), 'America/Chicago');
  if (resolved.kind !== 'ready') throw new Error(`not opened: ${resolved.kind}`);
  return { adapter, resolved };
}

describe('a host card type in the open card registry', () => {
  it('is saved, reloaded and prefetched through its own plan(), and drawn by its own renderer from the prefetched answer', async () => {
    const { adapter, resolved } = await savedAndReloaded();
    expect(resolved.state.cards.map((c) => c.visualization)).toEqual([DAILY_SHAPE]);

    const store = createDashboardEditorStore({ initial: resolved.state, config: resolved.config, mapping: FIXTURE_DATA_MAPPING, registry, now: NOW });
    const { plan } = store.getPlan();
    const cardPlan = plan.cards.get('shape');
    expect(cardPlan?.xAxis).toBe('hourOfDay');
    expect(plan.requests).toHaveLength(1);

    const query = vi.spyOn(adapter.query, 'query');
    const queryClient = createLoadlineQueryClient();
    prefetchCardQueries(queryClient, adapter.query, plan);
    const request = plan.requests[0]!;
    await vi.waitFor(() => expect(queryClient.getQueryData(loadlineKeys.query.rows(request.datasource, request.body, false))).toBeDefined());
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]?.[1]).toBe(request.body);

    const card = resolved.state.cards[0]!;
    render(
      <LoadlineProvider adapter={adapter} queryClient={queryClient}>
        <CardRegistryProvider registry={registry}>
          <div style={{ height: 600 }}><DashboardCard card={card} context={cardQueryContext(resolved.state, resolved.config, FIXTURE_DATA_MAPPING, null, null)} plan={cardPlan} now={NOW} /></div>
        </CardRegistryProvider>
      </LoadlineProvider>,
    );
    const table = await screen.findByRole('table', { name: 'COAST daily shape' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(25));
    // Every hour has a number: the prefetched answer, not a second request.
    await waitFor(() => expect(within(table).queryAllByText('–')).toHaveLength(0));
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('is refused in the registry\'s words by a dashboard whose registry does not hold it: no request, no save', async () => {
    const { resolved } = await savedAndReloaded();
    const store = createDashboardEditorStore({ initial: resolved.state, config: resolved.config, mapping: FIXTURE_DATA_MAPPING, registry: defaultCardRegistry, now: NOW });
    expect(store.getPlan().plan.requests).toEqual([]);
    expect(store.getPlan().plan.cards.get('shape')?.error).toBe(unknownCardTypeText(DAILY_SHAPE));
    expect(store.saveRefusal()).toBe("No card type 'DailyShape' is registered in this dashboard's card registry");
  });
});
