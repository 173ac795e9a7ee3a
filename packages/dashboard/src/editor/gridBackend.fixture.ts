import { configItemSchema, type ConfigItem, type DatasourceMetadata } from '@loadline/core';
import { createMemoryAdapter, ercotLoadRows, type MemoryRow } from '@loadline/core/testing';
import { rewoundBoundaries, type MapBoundaries } from '../card/meterMap/boundaries';
import { createMeterMapVisualization } from '../card/meterMap/MeterMapCard';
import type { DashboardDataMapping } from '../model/dataMapping';

/**
 * A distribution grid's backend, shaped unlike the reference API, for the story and e2e of a host
 * that brings its own mapping, card type and map boundaries (not exported from the package):
 * `grid_feeders` holds 15-minute average demand in kW (`kw`) of three feeders (`feeder_id`
 * F-101, F-102, F-103) of the service area 'Lakeside' (`area`), the measurement kind in `kind`
 * ('M' for measured), and each feeder's position in `lat` / `lon`. The places and districts are
 * made up. The demand is the fixtures' real ERCOT COAST load of July 2019, shared 50 / 30 / 20 %
 * between the feeders: each hour's energy E MWh becomes four quarter-hours whose kW over the three
 * feeders sum to E x 1000, so the area's hourly energy in kWh is E x 1000.
 *
 * @module
 */

const QUARTER_MS = 15 * 60_000;

/** The feeders: id, share of the area's demand, made-up position (degrees). */
export const GRID_FEEDERS = [
  { id: 'F-101', share: 0.5, lat: 45.2, lon: 9.8 },
  { id: 'F-102', share: 0.3, lat: 45.2, lon: 10.2 },
  { id: 'F-103', share: 0.2, lat: 44.8, lon: 10.0 },
] as const;

/** Metadata of `grid_feeders`: 15-minute kW per feeder. */
export const GRID_METADATA: DatasourceMetadata = {
  name: 'grid_feeders',
  description: 'Feeder demand of the Lakeside service area, 15-minute average kW (ERCOT COAST native load of July 2019 shared between three made-up feeders)',
  timeIntervalMinutes: 15,
  dimensions: [{ name: 'area', title: 'Service area' }, { name: 'kind', title: 'Kind' }, { name: 'feeder_id', title: 'Feeder' }],
  metrics: [
    { name: 'kw', title: 'Demand', unit: 'kW', unitType: 'power load' },
    { name: 'lat', title: 'Latitude', unit: 'deg', unitType: 'custom' },
    { name: 'lon', title: 'Longitude', unit: 'deg', unitType: 'custom' },
  ],
};

/** Rows of `grid_feeders`. */
export function gridRows(): MemoryRow[] {
  const rows: MemoryRow[] = [];
  for (const r of ercotLoadRows()) {
    if (r.market !== 'COAST' || r.series !== 'actual' || typeof r.load !== 'number') continue;
    for (let q = 0; q < 4; q += 1) {
      for (const f of GRID_FEEDERS) rows.push({ __time: r.__time + q * QUARTER_MS, area: 'Lakeside', kind: 'M', feeder_id: f.id, kw: r.load * 1000 * f.share, lat: f.lat, lon: f.lon });
    }
  }
  return rows;
}

/** The config item of a grid dashboard: 15-minute data, the service area filter, no weather stations, no meter id column of its own. */
export const GRID_CONFIG: ConfigItem = configItemSchema.parse({
  configId: 'grid-feeders',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term Forecast' },
  level: { name: 'feeder', label: 'Feeder' },
  datasource: 'grid_feeders',
  filters: [{ name: 'area', title: 'Service area' }],
  rangeFilters: [],
  weatherStations: [],
  timeInterval: 15,
});

/** How the grid backend holds its series: the meter id column and the feeders' positions are the mapping's. */
export const GRID_MAPPING: DashboardDataMapping = {
  load: { metric: 'kw', kinds: { column: 'kind', values: { actual: 'M' } } },
  weather: null,
  mape: null,
  marketColumn: 'area',
  meterIdColumn: 'feeder_id',
  meterMap: { latitudeColumn: 'lat', longitudeColumn: 'lon' },
};

const district = (name: string, west: number, south: number, east: number, north: number) => ({
  type: 'Feature' as const,
  properties: { name },
  geometry: { type: 'Polygon' as const, coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] },
});

/** The host's map boundaries: two made-up districts of the service area (GeoJSON, RFC 7946 winding). */
export function gridBoundaries(): MapBoundaries {
  return rewoundBoundaries({
    type: 'FeatureCollection',
    features: [district('North district', 9.6, 45, 10.4, 45.4), district('South district', 9.6, 44.6, 10.4, 45)],
  });
}

/** The Meter Map of the grid host, drawing {@link gridBoundaries}. */
export const gridMeterMap = createMeterMapVisualization({ loadBoundaries: () => Promise.resolve(gridBoundaries()), boundariesAttribution: 'Districts: made up for the stories.' });

/** A memory adapter serving only the grid backend. */
export function createGridAdapter() {
  return createMemoryAdapter({ configs: [GRID_CONFIG], datasources: { grid_feeders: { metadata: GRID_METADATA, rows: gridRows() } } });
}
