import { cardSchema, type Card, type CardInput, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import {
  FIXTURE_DATA_MAPPING,
  FIXTURE_LOAD_FORECAST_CONFIG,
  FIXTURE_TIME_ZONE,
  FIXTURE_WEATHER_STATIONS,
  createMemoryAdapter,
  type MemoryAdapterOptions,
} from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';
import { loadSeries, weatherSeries, type CardQueryContext } from '../model/seriesCatalog';

/**
 * Cards and a dashboard context for the dashboard's stories and tests, over the memory adapter's
 * default real-data fixtures (`@loadline/core/testing`: ERCOT load of July 2019 in `ercot_load`,
 * Houston temperature in `weather`, both shaped like the reference API's). Not exported from the
 * package.
 *
 * @module
 */

/** Houston weather station of the fixtures (`HOU`, the reference API's id and short name). */
export const HOUSTON = FIXTURE_WEATHER_STATIONS[0] as { id: string; label: string };

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/** The dashboard context of the fixtures: July 1-7 2019, America/Chicago, hour ending, market COAST, the load forecast config. */
export const JULY_CONTEXT: CardQueryContext = {
  timezone: FIXTURE_TIME_ZONE,
  isHourEndingSelected: true,
  from: fixed('2019-07-01'),
  to: fixed('2019-07-07'),
  filters: [{
    name: 'market',
    title: 'Market',
    items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false }],
  }],
  rangeFilters: [],
  timeFilters: {},
  dataMin: null,
  dataMax: null,
  config: FIXTURE_LOAD_FORECAST_CONFIG,
  mapping: FIXTURE_DATA_MAPPING,
};

/** Stitched Actual load (MWh, summed). */
export const LOAD = loadSeries('actual');
/** Houston actual temperature (degF, averaged). */
export const TEMPERATURE = weatherSeries(HOUSTON, 'Actual');

/** A card with the given fields (spec defaults for the rest), hourly. */
export function fixtureCard(input: Partial<CardInput> = {}): Card {
  return cardSchema.parse({ id: 'card-1', title: 'COAST load', group: 'Hourly', dataSeries: [LOAD], ...input });
}

/** A memory adapter (default fixtures) provider made once per mount. */
export function CardFixtureProvider({ children, options, adapt }: {
  children: ReactNode;
  options?: MemoryAdapterOptions;
  adapt?: (adapter: DataAdapter) => Partial<DataAdapter>;
}) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter(undefined, options);
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}
