import type { ConfigItem } from '@loadline/core';
import type { DashboardDataMapping } from '@loadline/dashboard';

/**
 * How the reference API holds the gas series (apps/api/src/data/gasDatasources.ts), for the
 * dashboard SDK:
 * - `gas_uk_ldz`: UK (GB) daily sendout to the 13 Local Distribution Zones, therm per gas day
 *   (05:00-05:00 Europe/London), actual only (`series` = 'actual'); its weather is
 *   `gas_uk_weather`, the Central England Temperature's heating degree days (`hdd`, degC-days at
 *   the UK gas industry's usual 15.5 degC base), a custom-unit series summed over the grouping.
 * - `gas_tx_monthly`: Texas monthly consumption by end use, MCF (a card converts to therm with
 *   the spec's MCF = 10/0.98039 therm); `TX_DELIVERED` is the total of the end uses, so with no
 *   end use chosen it is read alone. Its weather is the Texas stations' temperature.
 * Units come from the datasources' metadata (therm, MCF, degC-days). Both offer Henry Hub's gas
 * price (`gas_henry_hub`) in their series menu.
 */
const GB_HDD_WEATHER: NonNullable<DashboardDataMapping['weather']> = {
  datasource: 'gas_uk_weather',
  metric: 'hdd',
  stationColumn: 'station',
  kinds: { column: 'series', values: { Actual: 'actual' } },
  timeIntervalMinutes: 1440,
  measure: { label: 'Heating Degree Days', unit: 'degC-days, base 15.5' },
};

/**
 * Henry Hub's natural gas spot price (`gas_henry_hub`: $/MMBtu per trading day, market
 * HENRY_HUB), offered on the gas dashboards' series menu beside their load: the US benchmark a gas
 * utility buys against (Feb 2021's high of $23.86 in Winter Storm Uri).
 */
const HENRY_HUB: NonNullable<DashboardDataMapping['marketSeries']>[number] = {
  id: 'henry_hub',
  label: 'Henry Hub Price',
  datasource: 'gas_henry_hub',
  metric: 'price',
  unit: '$/MMBtu',
  filters: { market: 'HENRY_HUB' },
  timeIntervalMinutes: 1440,
};

/**
 * The mapping of a gas config item of the reference API, or null when `config` is not one of
 * them. `texasWeather` is the weather mapping of the Texas stations (the power items' one).
 */
export function gasDataMapping(config: Pick<ConfigItem, 'datasource'>, texasWeather: DashboardDataMapping['weather']): DashboardDataMapping | null {
  if (config.datasource === 'gas_uk_ldz') {
    return { load: { metric: 'load', kinds: { column: 'series', values: { actual: 'actual' } } }, weather: GB_HDD_WEATHER, marketColumn: 'market', clientTimeFilter: true, marketSeries: [HENRY_HUB] };
  }
  if (config.datasource === 'gas_tx_monthly') {
    return {
      load: { metric: 'load', kinds: { column: 'series', values: { actual: 'actual' } } },
      weather: texasWeather ?? null,
      marketColumn: 'market',
      totalMarkets: ['TX_DELIVERED'],
      marketSeries: [HENRY_HUB],
      clientTimeFilter: true,
    };
  }
  return null;
}
