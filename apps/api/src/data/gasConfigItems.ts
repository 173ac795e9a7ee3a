import type { ConfigItem, DashboardCategory } from '@loadline/core';
import { CET_STATION, GB_LDZ_LABEL, GB_LDZ_MARKET, TEXAS_END_USES } from '../seed/gas';
import { STATIONS } from '../seed/markets';
import { GAS_TX_MONTHLY, GAS_UK_LDZ } from './gasDatasources';
import type { DatasourceMeta } from './registry';

/** A commodity of spec part 1 §3 ("commodity (name: power or gas)"). */
export type Commodity = ConfigItem['commodity']['name'];

/** The gas commodity as config items carry it. */
export const GAS = { name: 'gas' as const, label: 'Gas' };

/**
 * Commodities each seeded organisation is offered dashboards of. Gulf Coast Power, a power
 * utility, is offered power only (the spec names no gas offer for it); Lone Star Gas, a Texas gas
 * utility, is offered gas and keeps the power dashboards it had. Any other organisation: power.
 */
export const ORG_COMMODITIES: Readonly<Record<string, readonly Commodity[]>> = {
  'org-gulfcoast-power': ['power'],
  'org-lonestar-gas': ['power', 'gas'],
};

/**
 * Commodities an organisation is offered (see {@link ORG_COMMODITIES}).
 *
 * @example commoditiesOfOrg('org-lonestar-gas') // ['power', 'gas']
 */
export function commoditiesOfOrg(orgId: string): readonly Commodity[] {
  return ORG_COMMODITIES[orgId] ?? ['power'];
}

/** What {@link gasConfigItems} needs from configItems.ts: its config item builder. */
export type ConfigItemBuilder<T> = (
  configId: string,
  type: string,
  category: DashboardCategory,
  level: { name: string; label: string },
  ds: DatasourceMeta,
  extra: Partial<ConfigItem> & { granularity: 'PT1H' | 'P1M' | 'P1D'; filterColumns?: readonly string[] },
) => T;

/**
 * The gas config items (commodity gas, spec part 1 §3):
 * - `gas-uk-ldz-daily` (short term, P1D): UK (GB) daily sendout to the 13 Local Distribution
 *   Zones (their published total), therm per gas day (05:00-05:00 London), with the Central
 *   England Temperature's heating degree days as its weather;
 * - `gas-tx-monthly` (long term, P1M): Texas monthly consumption by end use (EIA), MCF, with the
 *   Texas weather stations of the power items.
 * Henry Hub prices are a datasource (`gas_henry_hub`), not a load dashboard.
 */
export function gasConfigItems<T>(item: ConfigItemBuilder<T>): T[] {
  return [
    item('gas-uk-ldz-daily', 'prod_load_forecast', 'shortTermForecast', { name: 'distributionZone', label: 'Distribution Zone (UK)' }, GAS_UK_LDZ, {
      granularity: 'P1D',
      filterColumns: ['market'],
      commodity: GAS,
      markets: [{ id: GB_LDZ_MARKET, label: GB_LDZ_LABEL }],
      weatherStations: [{ ...CET_STATION }],
    }),
    item('gas-tx-monthly', 'prod_load_forecast', 'longTermForecast', { name: 'endUse', label: 'End Use (Texas)' }, GAS_TX_MONTHLY, {
      granularity: 'P1M',
      filterColumns: ['market'],
      commodity: GAS,
      markets: TEXAS_END_USES.map((u) => ({ id: u.id, label: u.label })),
      weatherStations: STATIONS.map((s) => ({ id: s.id, label: s.name })),
    }),
  ];
}
