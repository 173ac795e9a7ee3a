import type { ConfigItem, DataAdapter, DatasourceMetadata } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, ercotLoadRows, fixtureDatasources, type MemoryRow } from '@loadline/core/testing';
import { useState, type ReactNode } from 'react';
import type { DashboardDataMapping } from '../model/dataMapping';
import type { CardQueryContext } from '../model/seriesCatalog';
import { CardRegistryProvider, defaultCardRegistry } from './cardRegistry';
import { rewoundBoundaries, type MapBoundaries } from './meterMap/boundaries';
import { createMeterMapVisualization } from './meterMap/MeterMapCard';
import { meterTableVisualization } from './meterTable/MeterTableCard';

/**
 * Meter-level fixtures of stories: two stand-in meters carrying real hourly load, July 2019 —
 * 'COAST' with ERCOT's COAST native load and 'ERCOT' with ERCOT's total (the core fixture, MWh per
 * hour, so far above a household's kWh) — placed at Houston (29.76, -95.36) and Austin (30.27,
 * -97.74), in a `fixture_meters` datasource with a `meterId` column.
 *
 * @module
 */

const PLACES: Record<string, [number, number]> = { COAST: [29.76, -95.36], ERCOT: [30.27, -97.74] };

function meterRows(): MemoryRow[] {
  return ercotLoadRows()
    .filter((r) => r.series === 'actual')
    .map((r) => {
      const [latitude, longitude] = PLACES[String(r.market)] ?? [0, 0];
      return { __time: r.__time, meterId: String(r.market), profile: 'RESHIWR', load: Number(r.load), latitude, longitude };
    });
}

const METADATA: DatasourceMetadata = {
  name: 'fixture_meters',
  timeIntervalMinutes: 60,
  description: 'Two stand-in meters: ERCOT COAST and ERCOT total native load of July 2019 (MWh), at Houston and Austin.',
  dimensions: [{ name: 'meterId', title: 'Meter' }, { name: 'profile', title: 'Load Profile' }],
  metrics: [
    { name: 'load', title: 'Load', unit: 'MWh', unitType: 'power load' },
    { name: 'latitude', title: 'Latitude', unit: 'deg', unitType: 'custom' },
    { name: 'longitude', title: 'Longitude', unit: 'deg', unitType: 'custom' },
  ],
} as DatasourceMetadata;

/** The config item of the meter stories (meter id column `meterId`). */
export const METER_FIXTURE_CONFIG: ConfigItem = {
  configId: 'fixture-meters',
  type: 'prod_data_insights',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'dataInsights', label: 'Data Insights' },
  level: { name: 'meter', label: 'Meter' },
  datasource: 'fixture_meters',
  isSettled: false,
  filters: [{ name: 'profile', title: 'Load Profile' }],
  rangeFilters: [],
  weatherStations: [],
  dynamicColumnsConfig: { meterIdColumn: 'meterId' },
  timeInterval: 60,
} as ConfigItem;

const MAPPING: DashboardDataMapping = { load: { metric: 'load' }, weather: null, mape: null, meterMap: { latitudeColumn: 'latitude', longitudeColumn: 'longitude' } };

const box = (name: string, west: number, south: number, east: number, north: number) => ({
  type: 'Feature' as const,
  properties: { name },
  geometry: { type: 'Polygon' as const, coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] },
});

/** Two made-up regions around the stand-in meters, the Meter Map's boundaries of the stories and tests (not real borders). */
export const FIXTURE_BOUNDARIES: MapBoundaries = rewoundBoundaries({
  type: 'FeatureCollection',
  features: [box('East region', -96.5, 28.8, -94.2, 31), box('West region', -98.8, 29.4, -96.5, 31.4)],
});

/** The Meter Map of the meter fixtures, drawing {@link FIXTURE_BOUNDARIES}. */
export const fixtureMeterMap = createMeterMapVisualization({ loadBoundaries: () => Promise.resolve(FIXTURE_BOUNDARIES), boundariesAttribution: 'Regions: made up for the fixtures.' });
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/** July 1-2 2019, America/Chicago, hour beginning, on the meter fixtures. */
export const METER_CONTEXT: CardQueryContext = {
  timezone: 'America/Chicago',
  isHourEndingSelected: false,
  from: fixed('2019-07-01'),
  to: fixed('2019-07-02'),
  filters: [],
  rangeFilters: [],
  timeFilters: {},
  dataMin: null,
  dataMax: null,
  config: METER_FIXTURE_CONFIG,
  mapping: MAPPING,
};

/**
 * The memory adapter over the meter fixtures and a card registry with the Meter Table and Meter Map.
 * `adapt` wraps the adapter once per mount (e.g. a spy on its query calls).
 */
export function MeterFixtureProvider({ children, adapt }: { children: ReactNode; adapt?: (adapter: DataAdapter) => DataAdapter }) {
  const [adapter] = useState(() => {
    const memory = createMemoryAdapter({ datasources: { ...fixtureDatasources(), fixture_meters: { metadata: METADATA, rows: meterRows() } }, configs: [METER_FIXTURE_CONFIG] });
    return adapt ? adapt(memory) : memory;
  });
  const [registry] = useState(() => defaultCardRegistry.with(meterTableVisualization, fixtureMeterMap));
  return (
    <LoadlineProvider adapter={adapter}>
      <CardRegistryProvider registry={registry}>{children}</CardRegistryProvider>
    </LoadlineProvider>
  );
}
