import type { ConfigItem, DatasourceMetadata, QueryRow } from '@loadline/core';
import { ercotLoadRows, type MemoryRow } from '@loadline/core/testing';
import type { DashboardDataMapping } from '../../model/dataMapping';

/**
 * A risk backend for stories and component tests, derived the way the reference API's
 * `risk_positions` is (apps/api/src/data/datasources.ts): demand = ERCOT's real COAST native load of
 * July 2019 (the core fixture, MWh per hour), supply = a flat hedge block of 90% of that month's
 * mean hourly load, position = demand - supply, volume = |position|; as-of date 2019-07-01 (the
 * first day of the delivery month), load zone LZ_HOUSTON. No price is in the fixture, so no mark to
 * market: the stories show nop dashboards.
 *
 * @module
 */

const AS_OF = '2019-07-01';

/** Rows of the risk fixture (`__time` epoch ms, MWh). */
export function riskFixtureRows(): MemoryRow[] {
  const july = ercotLoadRows().filter((r) => r.market === 'COAST' && r.series === 'actual' && new Date(Number(r.__time)).getUTCMonth() === 6);
  const mean = july.reduce((s, r) => s + Number(r.load), 0) / Math.max(1, july.length);
  const supply = Math.round(mean * 0.9);
  return july.map((r) => {
    const demand = Number(r.load);
    const position = demand - supply;
    return { __time: r.__time, asOfDate: AS_OF, market: 'LZ_HOUSTON', supply, demand, position, volume: Math.abs(position) };
  });
}

const mwh = (name: string, title: string) => ({ name, title, unit: 'MWh', unitType: 'power load' as const });

/** Metadata of the fixture's `risk_positions`. */
export const RISK_FIXTURE_METADATA: DatasourceMetadata = {
  name: 'risk_positions',
  timeIntervalMinutes: 60,
  description: 'Hourly risk series of LZ_HOUSTON, as-of 2019-07-01, derived from ERCOT COAST native load of July 2019 (see riskStoryFixture.ts).',
  dimensions: [{ name: 'asOfDate', title: 'As Of Date' }, { name: 'market', title: 'Load Zone' }],
  metrics: [mwh('supply', 'Supply'), mwh('demand', 'Demand'), mwh('position', 'Net Open Position'), mwh('volume', 'Volume')],
} as DatasourceMetadata;

/** The fixture's config item: a nop dashboard on `risk_positions`. */
export const RISK_FIXTURE_CONFIG: ConfigItem = {
  configId: 'fixture-risk-nop',
  type: 'prod_risk_management',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'nop', label: 'Net Open Position' },
  level: { name: 'loadZone', label: 'Load Zone' },
  datasource: 'risk_positions',
  isSettled: false,
  filters: [{ name: 'asOfDate', title: 'As Of Date' }, { name: 'market', title: 'Load Zone' }],
  rangeFilters: [{ name: 'position', title: 'Net Open Position' }],
  weatherStations: [],
  timeInterval: 60,
} as ConfigItem;

/** The risk mapping of the fixture (as the portal's reference mapping). */
export const RISK_FIXTURE_MAPPING: DashboardDataMapping = {
  load: { metric: 'demand' },
  risk: { asOfDateColumn: 'asOfDate', series: { supply: { metric: 'supply' }, demand: { metric: 'demand' }, position: { metric: 'position' }, volume: { metric: 'volume' } } },
  weather: null,
  mape: null,
};

/** The memory adapter fixtures of the risk backend: the druid-style datasource and the risk calls' rows (ISO dates). */
export function riskMemoryFixtures(): { datasources: Record<string, { metadata: DatasourceMetadata; rows: MemoryRow[] }>; risk: Record<string, { rows: QueryRow[] }>; configs: ConfigItem[] } {
  const rows = riskFixtureRows();
  return {
    datasources: { risk_positions: { metadata: RISK_FIXTURE_METADATA, rows } },
    risk: { risk_positions: { rows: rows.map((r) => ({ ...r, __time: new Date(Number(r.__time)).toISOString() })) } },
    configs: [RISK_FIXTURE_CONFIG],
  };
}
