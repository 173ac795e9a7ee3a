import { dashboardContentSchema } from '@loadline/core';
import type { appState } from '../../apps/api/src/appState';

type Stores = Awaited<ReturnType<typeof appState>>;

const MARKETS = ['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT'];

function loadSeries(kind: 'actual' | 'backcast', label: string) {
  return { id: `load|${kind}`, label, type: 'power load', calculationOptions: ['Sum', 'Avg', 'Min', 'Max'], selectedCalculation: 'Sum', extras: { series: kind } };
}

/**
 * A saved load forecast dashboard of the benchmark user, as the dashboard screen saves one: COAST,
 * 1-7 July 2021, America/Chicago, hour ending, with a Line card (Stitched Actual and Backcast,
 * hourly MWh) and a Summary card, both pinned to Overview. Returns its id, so the benchmark can
 * open the dashboard route and Overview with live cards.
 */
export async function seedBenchDashboard(stores: Stores, userId: string, orgId: string): Promise<string> {
  const dashboardId = `bench-${Date.now()}`;
  const content = dashboardContentSchema.parse({
    cards: [
      { id: 'bench-line', title: 'COAST load', layout: { x: 0, y: 0, w: 8, h: 2 }, dataSeries: [loadSeries('actual', 'Stitched Actual'), loadSeries('backcast', 'Backcast')] },
      { id: 'bench-summary', title: 'COAST summary', visualization: 'Summary', layout: { x: 8, y: 0, w: 4, h: 2 }, dataSeries: [loadSeries('actual', 'Stitched Actual')] },
    ],
    filters: [{ name: 'market', title: 'Market', items: MARKETS.map((m) => ({ id: m, label: m, isChecked: m === 'COAST' })) }],
    settings: { timezone: 'America/Chicago', is_hour_ending: true, date_range: { from: { dateType: 'fixed', value: '2021-07-01' }, to: { dateType: 'fixed', value: '2021-07-07' } } },
  });
  const now = Date.now();
  await stores.dashboards.create({
    dashboardId,
    ownerId: userId,
    ownerOrgId: orgId,
    type: 'prod_load_forecast',
    configId: 'ercot-power-short-term',
    name: 'COAST week',
    description: '',
    addedOn: now,
    content,
  });
  for (const card of content.cards) await stores.overview.pin(userId, dashboardId, card.id);
  return dashboardId;
}
