import { productsForMods, type ConfigItem, type DashboardCategory } from '@loadline/core';
import type { Database } from '../db/database';
import { MARKET_LABELS, MARKETS, STATIONS } from '../seed/markets';
import { commoditiesOfOrg, gasConfigItems } from './gasConfigItems';
import { ERCOT_FORECAST_MAPE, ERCOT_LOAD, METER_CLUSTERS, METERS, RISK_POSITIONS, SCENARIO_ANALYSIS } from './datasources';
import type { DatasourceMeta } from './registry';

/**
 * A config item of GET user/v1/user/config/dashboards (spec part 1 section 3 "Config item"):
 * the core `ConfigItem` fields (timeInterval in minutes: 60 hourly, 43200 monthly as the spec's
 * grouping labels count a month) plus the ISO 8601 granularity code of spec part 2 section 9
 * (PT1H short-term, P1M long-term), the markets offered and, for scenario dashboards, the
 * scenario config.
 */
export type LoadlineConfigItem = ConfigItem & {
  granularity: 'PT1H' | 'P1M' | 'P1D';
  markets: { id: string; label: string }[];
  scenarioConfig?: { valueTypeColumn: string; valueColumn: string; meterIdColumn?: string; hasMeterMap: boolean };
};

const POWER = { name: 'power' as const, label: 'Power' };
const WEATHER_STATIONS = STATIONS.map((s) => ({ id: s.id, label: s.name }));
const MARKET_OPTIONS = MARKETS.map((m) => ({ id: m, label: MARKET_LABELS[m] }));

const CATEGORY_LABELS: Record<DashboardCategory, string> = {
  shortTermForecast: 'Short Term Forecast',
  longTermForecast: 'Long Term Forecast',
  shortTermPerformance: 'Short Term Performance',
  scenarioAnalysis: 'Scenario Analysis',
  dataInsights: 'Data Insights',
  loadDisagg: 'Load Disaggregation',
  clusterAnalysis: 'Cluster Analysis',
  nop: 'Net Open Position',
  supplyAndMarkToMarket: 'Supply And Mark To Market',
};

function item(
  configId: string,
  type: string,
  category: DashboardCategory,
  level: { name: string; label: string },
  ds: DatasourceMeta,
  extra: Partial<LoadlineConfigItem> & { granularity: LoadlineConfigItem['granularity']; filterColumns?: readonly string[] },
): LoadlineConfigItem {
  const { filterColumns, ...rest } = extra;
  const filters = ds.dimensions
    .filter((d) => d.name !== ds.meterIdColumn && (!filterColumns || filterColumns.includes(d.name)))
    .map((d) => ({ name: d.name, title: d.title }));
  const rangeFilters = ds.metrics.filter((m) => m.rangeFilter).map((m) => ({ name: m.name, title: m.title }));
  return {
    configId,
    type,
    commodity: POWER,
    category: { name: category, label: CATEGORY_LABELS[category] },
    level,
    datasource: ds.name,
    isSettled: false,
    filters,
    rangeFilters,
    weatherStations: WEATHER_STATIONS,
    ...(ds.meterIdColumn ? { dynamicColumnsConfig: { meterIdColumn: ds.meterIdColumn } } : {}),
    timeInterval: rest.granularity === 'P1M' ? 43_200 : rest.granularity === 'P1D' ? 1440 : ds.timeIntervalMinutes,
    markets: MARKET_OPTIONS,
    ...rest,
  };
}

const ZONES = { name: 'weatherZone', label: 'Weather Zone' };
const METER = { name: 'meter', label: 'Meter' };
const LOAD_ZONE = { name: 'loadZone', label: 'Load Zone' };

/**
 * Config items of every dashboard type the seeded API serves: ERCOT power load forecasting
 * (short-term PT1H, long-term P1M, short-term performance, scenario analysis) with markets = the 8
 * weather zones and the ERCOT total; demand analytics (meter-level, cluster analysis); data
 * insights (meters); risk (nop, supplyAndMarkToMarket); gas (gasConfigItems.ts). Plain objects, fresh on each call.
 *
 * @param viewer - who is asking: only the commodities their organisation is offered
 *   (`commoditiesOfOrg`: gas for Lone Star Gas, never for Gulf Coast Power). Absent: every item.
 */
export function configItems(viewer?: { orgId: string } | null): LoadlineConfigItem[] {
  const all = allConfigItems();
  if (!viewer) return all;
  const offered = commoditiesOfOrg(viewer.orgId);
  return all.filter((c) => offered.includes(c.commodity.name));
}

function allConfigItems(): LoadlineConfigItem[] {
  return [
    // The series panel picks series, source, process time and horizon; the filter bar filters markets.
    item('ercot-power-short-term', 'prod_load_forecast', 'shortTermForecast', ZONES, ERCOT_LOAD, { granularity: 'PT1H', filterColumns: ['market'] }),
    item('ercot-power-long-term', 'prod_load_forecast', 'longTermForecast', ZONES, ERCOT_LOAD, { granularity: 'P1M', filterColumns: ['market'] }),
    item('ercot-power-short-term-performance', 'prod_load_forecast', 'shortTermPerformance', ZONES, ERCOT_FORECAST_MAPE, { granularity: 'P1D' }),
    item('ercot-power-scenarios', 'prod_load_forecast', 'scenarioAnalysis', ZONES, SCENARIO_ANALYSIS, {
      granularity: 'PT1H',
      scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: false },
    }),
    item('ercot-demand-meters', 'prod_demand_analytics', 'loadDisagg', METER, METERS, { granularity: 'PT1H' }),
    item('ercot-demand-clusters', 'prod_demand_analytics', 'clusterAnalysis', METER, METER_CLUSTERS, { granularity: 'PT1H' }),
    item('ercot-meter-insights', 'prod_data_insights', 'dataInsights', METER, METERS, { granularity: 'PT1H' }),
    item('ercot-risk-nop', 'prod_risk_management', 'nop', LOAD_ZONE, RISK_POSITIONS, {
      granularity: 'PT1H',
      markets: ['LZ_HOUSTON', 'LZ_NORTH', 'LZ_SOUTH', 'LZ_WEST'].map((id) => ({ id, label: id })),
    }),
    item('ercot-risk-supply-mtm', 'prod_risk_management', 'supplyAndMarkToMarket', LOAD_ZONE, RISK_POSITIONS, {
      granularity: 'PT1H',
      markets: ['LZ_HOUSTON', 'LZ_NORTH', 'LZ_SOUTH', 'LZ_WEST'].map((id) => ({ id, label: id })),
    }),
    ...gasConfigItems<LoadlineConfigItem>(item),
  ];
}

/**
 * {@link configItems} as one user sees them: only those of the products their mods grant (spec part 2 section 6; a user without
 * `mod_risk` is not offered the risk configurations, whose dashboards the API refuses to create with 403), the commodities their
 * organisation is offered, and the config items reading `ercot_load` or
 * `ercot_forecast_mape` (short- and long-term forecasting, performance) also offer the markets the user's organisation imported (`pnpm
 * import-data --org`, actuals or forecast runs), labelled with their code, after the ERCOT markets.
 * Another organisation's imported markets are never listed.
 */
export async function configItemsForViewer({
  viewer,
  db,
}: {
  viewer: { orgId: string; mods: readonly string[] };
  db: Database;
}): Promise<LoadlineConfigItem[]> {
  const granted = productsForMods(viewer.mods) as ReadonlySet<string>;
  const items = configItems(viewer).filter((c) => granted.has(c.type));
  const known = new Set<string>(MARKETS);
  let imported: { market: string }[] = [];
  try {
    imported = await db.all<{ market: string }>(
      `SELECT DISTINCT market FROM ${ERCOT_LOAD.table} WHERE ${ERCOT_LOAD.orgColumn ?? 'orgId'} = ? ORDER BY market`,
      [viewer.orgId],
    );
  } catch {
    return items; // No seeded table yet.
  }
  const extra = imported.map((r) => r.market).filter((m) => !known.has(m)).map((id) => ({ id, label: id }));
  if (!extra.length) return items;
  const reading = new Set([ERCOT_LOAD.name, ERCOT_FORECAST_MAPE.name]);
  return items.map((item) => (item.datasource && reading.has(item.datasource) ? { ...item, markets: [...item.markets, ...extra] } : item));
}
