/**
 * ERCOT markets (weather zones and the system total), their stations and places, shared by the
 * converter, the seeder, the forecaster and the datasource definitions.
 */

/** The 8 ERCOT weather zones, in ERCOT's column order, then the system total. */
export const MARKETS = ['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT'] as const;

/** A market id: an ERCOT weather zone or `ERCOT` (system total). */
export type Market = (typeof MARKETS)[number];

/** Display names of the markets. */
export const MARKET_LABELS: Record<Market, string> = {
  COAST: 'Coast (Houston)',
  EAST: 'East',
  FWEST: 'Far West',
  NORTH: 'North',
  NCENT: 'North Central (Dallas-Fort Worth)',
  SOUTH: 'Southern',
  SCENT: 'South Central (Austin-San Antonio)',
  WEST: 'West',
  ERCOT: 'ERCOT total',
};

/**
 * Principal city of each weather zone (degrees), used to place meter points and to choose the
 * nearest weather station.
 */
export const ZONE_ANCHORS: Record<Exclude<Market, 'ERCOT'>, { city: string; lat: number; lon: number }> = {
  COAST: { city: 'Houston', lat: 29.76, lon: -95.36 },
  EAST: { city: 'Tyler', lat: 32.35, lon: -95.3 },
  FWEST: { city: 'Midland', lat: 32.0, lon: -102.08 },
  NORTH: { city: 'Wichita Falls', lat: 33.91, lon: -98.49 },
  NCENT: { city: 'Dallas', lat: 32.78, lon: -96.8 },
  SOUTH: { city: 'Corpus Christi', lat: 27.8, lon: -97.4 },
  SCENT: { city: 'Austin', lat: 30.27, lon: -97.74 },
  WEST: { city: 'Abilene', lat: 32.45, lon: -99.73 },
};

/** A weather station of the seed. */
export interface Station {
  id: string;
  /** Name shown in the weather station picker and series labels, e.g. 'Houston'. */
  name: string;
  /** Name with the record's provenance, e.g. 'Houston (NSRDB Harris County 2016-2020, ISD 2021)'. */
  label: string;
  lat: number;
  lon: number;
  /** Hourly record span (UTC, inclusive years) or null for daily-only stations. */
  hourlyYears: [number, number] | null;
}

/** Weather stations of the seed (ids used in the weather tables and config items). */
export const STATIONS: Station[] = [
  { id: 'HOU', name: 'Houston', label: 'Houston (NSRDB Harris County 2016-2020, ISD 2021)', lat: 29.98, lon: -95.36, hourlyYears: [2016, 2021] },
  { id: 'DFW', name: 'Dallas-Fort Worth', label: 'Dallas-Fort Worth (ISD 2021)', lat: 32.9, lon: -97.02, hourlyYears: [2021, 2021] },
  { id: 'AUS', name: 'Austin-Bergstrom', label: 'Austin-Bergstrom (ISD 2021)', lat: 30.19, lon: -97.67, hourlyYears: [2021, 2021] },
  { id: 'SJT', name: 'San Angelo', label: 'San Angelo (GHCN daily Tmax)', lat: 31.37, lon: -100.49, hourlyYears: null },
  { id: 'ABI', name: 'Abilene', label: 'Abilene (GHCN daily Tavg)', lat: 32.41, lon: -99.68, hourlyYears: null },
];
