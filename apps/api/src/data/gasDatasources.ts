import {
  CET_STATION, GAS_DAY_START_HOUR, GAS_DAY_TZ, GB_LDZ_NAMES, HDD_BASE_C, TEXAS_NEW_VINTAGE_FROM, THERMS_PER_GWH,
} from '../seed/gas';
import type { DatasourceMeta, DimensionMeta } from './registry';

/**
 * The gas datasources of the seed (tables written by `seedGas`, apps/api/src/seed/gas.ts, from
 * the Parquet files of apps/api/scripts/convert-gas.ts). Public market and weather data, like the
 * ERCOT series: every signed-in user may read them; which organisations are OFFERED gas
 * dashboards is the config items' business (apps/api/src/data/configItems.ts).
 */

const dim = (name: string, title: string): DimensionMeta => ({ name, title });
const NATIONAL_GAS = 'National Gas Transmission data portal ("NTS Energy Offtaken, LDZ Offtake Total"), via benmcwilliams/gas-demand (no licence file)';
/** Unit text of the heating degree days: a custom unit (a degree-day is not a temperature to convert). */
export const HDD_UNIT = `degC-days, base ${HDD_BASE_C}`;

/** GB daily gas sendout to the 13 Local Distribution Zones, therm per gas day. */
export const GAS_UK_LDZ: DatasourceMeta = {
  name: 'gas_uk_ldz',
  table: 'gas_uk_ldz',
  description:
    `UK (Great Britain) gas handed from the National Transmission System to the 13 Local Distribution Zones ` +
    `(${GB_LDZ_NAMES.join(', ')}), as their published total (market GB_LDZ; no zone is published alone in this source): ` +
    `the city-gate sendout of the distribution networks, therm per gas day. A GB gas day runs ${String(GAS_DAY_START_HOUR).padStart(2, '0')}:00 to ` +
    `${String(GAS_DAY_START_HOUR).padStart(2, '0')}:00 ${GAS_DAY_TZ}; __time is its start (choose the ${GAS_DAY_TZ} time zone to date gas days as published). ` +
    'series: actual; quality: A actual/validated, L late/provisional. 2020-01-19 .. 2026-01-11.',
  timeIntervalMinutes: 1440,
  dimensions: [dim('market', 'Market'), dim('series', 'Series'), dim('quality', 'Quality')],
  metrics: [{ name: 'load', title: 'Load', unit: 'therm', unitType: 'gas load', rangeFilter: true }],
  provenance: {
    kind: 'measured',
    source: `${NATIONAL_GAS}; published in GWh per gas day, stored as therm = GWh x ${THERMS_PER_GWH.toFixed(3)} (therm = 100,000 BTU_IT)`,
  },
};

/** Central England daily mean temperature with heating degree days, the weather of the GB gas load. */
export const GAS_UK_WEATHER: DatasourceMeta = {
  name: 'gas_uk_weather',
  table: 'gas_uk_weather',
  description:
    `UK daily weather for the GB gas load: station ${CET_STATION.id} = ${CET_STATION.label}, the Met Office daily mean Central England Temperature ` +
    `(degC; a national proxy, not demand-weighted), and heating degree days hdd = max(0, ${HDD_BASE_C} - mean) degC-days: ${HDD_BASE_C} degC is the ` +
    `UK gas industry's usual HDD base. __time = midnight ${GAS_DAY_TZ} of the calendar day; each day pairs with the gas day that starts on it. ` +
    'series: actual. 2016-01-01 .. 2026-08-21.',
  timeIntervalMinutes: 1440,
  dimensions: [dim('station', 'Weather Station'), dim('series', 'Series')],
  metrics: [
    { name: 'temperature', title: 'Temperature', unit: 'degC', unitType: 'temperature', rangeFilter: true },
    { name: 'hdd', title: 'Heating Degree Days', unit: HDD_UNIT, unitType: 'custom', rangeFilter: true },
  ],
  provenance: {
    kind: 'derived',
    source: 'Met Office HadCET daily mean (Crown copyright, Open Government Licence), via xdityx/xoserve-uk-gas-demand-forecasting (no licence file)',
    method: `temperature as published; hdd = max(0, ${HDD_BASE_C} - temperature), rounded to 0.01.`,
  },
};

/** Texas monthly natural gas consumption by end use (EIA), MCF per month. */
export const GAS_TX_MONTHLY: DatasourceMeta = {
  name: 'gas_tx_monthly',
  table: 'gas_tx_monthly',
  description:
    'Texas natural gas consumption by end use, MCF (thousand cubic feet) per calendar month, U.S. EIA: markets TX_RESIDENTIAL, TX_COMMERCIAL ' +
    '(1989-01 ..), TX_INDUSTRIAL, TX_ELECTRIC_POWER, TX_DELIVERED (delivered to consumers, the total of the end uses; 2001-01 ..), TX_VEHICLE_FUEL ' +
    '(2010-01 ..), to 2024-01. __time = midnight America/Chicago of the month\'s first day. Volumes: a card shows therms with the spec\'s ' +
    'MCF = 10 CCF = 10/0.98039 therm (EIA\'s Texas heat content is about 10.3-10.4 therm per Mcf).',
  timeIntervalMinutes: 43_200,
  dimensions: [dim('market', 'End Use'), dim('series', 'Series')],
  metrics: [{ name: 'load', title: 'Consumption', unit: 'MCF', unitType: 'gas load', rangeFilter: true }],
  provenance: {
    kind: 'measured',
    source:
      `U.S. EIA natural-gas/cons/sum (public domain), MMcf x 1000 = MCF: months before ${TEXAS_NEW_VINTAGE_FROM} via RamiKrispin/USgas (MIT), ` +
      `from ${TEXAS_NEW_VINTAGE_FROM} EIA's newer vintage via shAd0re/gas-consumption-analysis (no licence file)`,
  },
};

/** Henry Hub natural gas spot price, $/MMBtu per trading day. */
export const GAS_HENRY_HUB: DatasourceMeta = {
  name: 'gas_henry_hub',
  table: 'gas_henry_hub',
  description: 'Henry Hub natural gas spot price, $/MMBtu, trading days 1997-01-07 .. 2022-03-08 (market HENRY_HUB); __time = midnight America/Chicago of the trading day.',
  timeIntervalMinutes: 1440,
  dimensions: [dim('market', 'Market')],
  metrics: [{ name: 'price', title: 'Price', unit: '$/MMBtu', unitType: 'custom', rangeFilter: true }],
  provenance: { kind: 'measured', source: 'U.S. EIA series NG.RNGWHHD.D (public domain), via TAMUparametric/energiapy (MIT)' },
};

/** Every gas datasource of the seed. */
export const GAS_DATASOURCES: DatasourceMeta[] = [GAS_UK_LDZ, GAS_UK_WEATHER, GAS_TX_MONTHLY, GAS_HENRY_HUB];
