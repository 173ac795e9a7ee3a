import { cardSchema, type Card, type CardInput, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import {
  FIXTURE_METADATA,
  FIXTURE_STATION,
  FIXTURE_TIME_ZONE,
  createMemoryAdapter,
  ercotLoadRows,
  houstonWeatherRows,
  type MemoryAdapterOptions,
  type MemoryRow,
} from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';
import { WEATHER_DATASOURCE, loadSeries, weatherSeries, type CardQueryContext } from '../model/seriesCatalog';

/**
 * Data of the card's stories and tests: the real ERCOT load (MWh) and Houston temperature (degF)
 * of July 2019 from `@loadline/core/testing`, laid out as the reference API's datasources are
 * queried by the series catalogue (`ercot_load` with a `series` column, 'actual' for measured
 * load; `weather` with `station` and `series`). Not exported from the package.
 *
 * @module
 */

/** Houston weather station of the fixtures. */
export const HOUSTON = { id: FIXTURE_STATION, label: 'Houston' };

const withSeries = (rows: readonly MemoryRow[]) => rows.map((r) => ({ ...r, series: 'actual' }));

/** Memory datasources as the card queries them. */
export function cardDatasources(): NonNullable<Parameters<typeof createMemoryAdapter>[0]>['datasources'] {
  return {
    ercot_load: {
      metadata: { ...FIXTURE_METADATA.load, dimensions: [...FIXTURE_METADATA.load.dimensions, { name: 'series', title: 'Series' }] },
      rows: withSeries(ercotLoadRows()),
    },
    [WEATHER_DATASOURCE]: {
      metadata: {
        ...FIXTURE_METADATA.weather,
        name: WEATHER_DATASOURCE,
        dimensions: [...FIXTURE_METADATA.weather.dimensions, { name: 'series', title: 'Series' }],
      },
      rows: withSeries(houstonWeatherRows()),
    },
  };
}

/** A memory adapter over {@link cardDatasources}. */
export function createCardAdapter(options: MemoryAdapterOptions = {}): DataAdapter {
  return createMemoryAdapter({ datasources: cardDatasources() }, options);
}

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/** The dashboard context of the fixtures: July 1-7 2019, America/Chicago, hour ending, COAST weather zone. */
export const JULY_CONTEXT: CardQueryContext = {
  timezone: FIXTURE_TIME_ZONE,
  isHourEndingSelected: true,
  from: fixed('2019-07-01'),
  to: fixed('2019-07-07'),
  filters: [{
    name: 'zone',
    title: 'Weather zone',
    items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false }],
  }],
  rangeFilters: [],
  timeFilters: {},
  dataMin: null,
  dataMax: null,
  config: { datasource: 'ercot_load', timeInterval: 60, level: { name: 'zone', label: 'Weather zone' } },
};

/** Stitched Actual load (MWh, summed) of the COAST zone. */
export const LOAD = loadSeries('actual');
/** Houston actual temperature (degF, averaged). */
export const TEMPERATURE = weatherSeries(HOUSTON, 'Actual');

/** A card with the given fields (spec defaults for the rest), hourly. */
export function fixtureCard(input: Partial<CardInput> = {}): Card {
  return cardSchema.parse({ id: 'card-1', title: 'COAST load', group: 'Hourly', dataSeries: [LOAD], ...input });
}

/** A memory adapter provider made once per mount. */
export function CardFixtureProvider({ children, options, adapt }: {
  children: ReactNode;
  options?: MemoryAdapterOptions;
  adapt?: (adapter: DataAdapter) => Partial<DataAdapter>;
}) {
  const [adapter] = useState(() => {
    const memory = createCardAdapter(options);
    return adapt ? adapt(memory) : memory;
  });
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}
