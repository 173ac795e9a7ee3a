/**
 * CSV formats of the utility data import (spec part 2 §5, CSV import): the columns each kind of
 * file carries, their units and the bounds a value must fall within.
 */

/**
 * Kinds of file the import accepts: hourly load per market, hourly weather per station, hourly
 * meter readings, and forecast runs (hourly forecast load per market and process time).
 */
export type ImportKind = 'load' | 'weather' | 'meter' | 'forecast';
/** Every import kind. */
export const IMPORT_KINDS: readonly ImportKind[] = ['load', 'weather', 'meter', 'forecast'];

/**
 * How an hour is labelled: `ending` (hour ending, HE 1..24, ERCOT's convention; a timestamp marks
 * the end of its hour) or `beginning` (hour beginning, 0..23; a timestamp marks the start).
 */
export type HourConvention = 'ending' | 'beginning';

/** One numeric column of a format: header, the stored column, unit and inclusive bounds. */
export interface ValueColumn {
  /** CSV header (lower case). */
  header: string;
  /** Column of the target table. */
  column: string;
  /** Unit, e.g. MWh, degF. */
  unit: string;
  min: number;
  max: number;
  /** A row must give it (otherwise an empty cell is stored as NULL). */
  required: boolean;
}

/** One import format: identifier column, value columns, optional text columns. */
export interface ImportFormat {
  kind: ImportKind;
  /** Target table. */
  table: string;
  /** CSV header of the identifier (market, station, meter id). */
  idHeader: string;
  /** Column of the target table holding the identifier. */
  idColumn: string;
  /** Identifier rule, with the wording used in a rejection. */
  idPattern: RegExp;
  idRule: string;
  values: readonly ValueColumn[];
  /** Optional text columns (meters: market, profile), validated with {@link SAFE_CODE}. */
  texts: readonly string[];
  /**
   * Required columns holding an exact instant (`2024-07-01T06:00:00-05:00` or `...Z`), stored as
   * ISO UTC `YYYY-MM-DDTHH:MM:SSZ` in `texts` after the text columns (forecasts: process_time).
   */
  instants?: readonly string[];
}

/** Market, station and profile codes: letters, digits, `_`, `-`, `.`, starting with a letter or digit, at most 40 characters. */
export const SAFE_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
/** Meter ids: letters and digits only, at most 40 characters. */
export const METER_ID = /^[A-Za-z0-9]{1,40}$/;

/** Headers naming the hour of a row: either `timestamp`, or `date` and `hour`. */
export const TIME_HEADERS = ['timestamp', 'date', 'hour'] as const;

/** The formats, by kind. Bounds are sanity limits, not physical ones: they catch unit and column mix-ups. */
export const IMPORT_FORMATS: Readonly<Record<ImportKind, ImportFormat>> = {
  load: {
    kind: 'load',
    table: 'ercot_load',
    idHeader: 'market',
    idColumn: 'market',
    idPattern: SAFE_CODE,
    idRule: 'letters, digits, _ - . (at most 40)',
    // Hourly energy of a market; the largest US ISO peaks near 160 GW.
    values: [{ header: 'load_mwh', column: 'load', unit: 'MWh', min: 0, max: 200_000, required: true }],
    texts: [],
  },
  weather: {
    kind: 'weather',
    table: 'weather_hourly',
    idHeader: 'station',
    idColumn: 'station',
    idPattern: SAFE_CODE,
    idRule: 'letters, digits, _ - . (at most 40)',
    values: [
      { header: 'temperature_degf', column: 'temperature', unit: 'degF', min: -80, max: 140, required: true },
      { header: 'dew_point_degf', column: 'dewPoint', unit: 'degF', min: -100, max: 100, required: false },
      { header: 'relative_humidity_pct', column: 'relativeHumidity', unit: '%', min: 0, max: 100, required: false },
      { header: 'ghi_wm2', column: 'ghi', unit: 'W/m2', min: 0, max: 1_500, required: false },
      { header: 'wind_speed_ms', column: 'windSpeed', unit: 'm/s', min: 0, max: 100, required: false },
    ],
    texts: [],
  },
  meter: {
    kind: 'meter',
    table: 'meters',
    idHeader: 'meter_id',
    idColumn: 'meterId',
    idPattern: METER_ID,
    idRule: 'letters and digits only (at most 40)',
    // Hourly energy of one meter; 100 MWh in an hour is beyond any single service point.
    values: [{ header: 'kwh', column: 'load', unit: 'kWh', min: 0, max: 100_000, required: true }],
    texts: ['market', 'profile'],
  },
  // A vendor's (or the utility's own) forecast runs: one run per market and process time, hourly
  // values after it; the process time is a dimension like any other (a vintage).
  forecast: {
    kind: 'forecast',
    table: 'ercot_load',
    idHeader: 'market',
    idColumn: 'market',
    idPattern: SAFE_CODE,
    idRule: 'letters, digits, _ - . (at most 40)',
    values: [
      { header: 'load_mwh', column: 'load', unit: 'MWh', min: 0, max: 200_000, required: true },
      { header: 'backcast_mwh', column: 'backcast', unit: 'MWh', min: 0, max: 200_000, required: false },
    ],
    texts: [],
    instants: ['process_time'],
  },
};

/**
 * A forecast run whose last hour is more than this many days after its process time is a
 * long-term run (horizon `long_term`), else a short-term one (`short_term`), as the reference
 * forecaster's 7-day and 12-month runs.
 */
export const LONG_TERM_AFTER_DAYS = 31;

/** Default cap on the file size, in bytes: 3 MiB (spec part 2 §5, CSV import); `--max-mb` raises it. */
export const DEFAULT_MAX_BYTES = 3 * 1024 * 1024;
