import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';

/** Route of the Import data screen. */
export const IMPORT_PATH = '/demand/load-forecast/import';

/** The kinds of data the Import data screen sends (the API's `kind`). */
export type ImportKind = 'load' | 'weather' | 'meter' | 'forecast';

/**
 * Texts of the Import data screen: the spec's CSV import words where it has them (part 2 §5 and
 * §8, which the API answers with), the portal's own otherwise.
 */
export const IMPORT_TEXTS = {
  /** Top bar link and the screen's heading. */
  title: 'Import data',
  intro: "Bring your organisation's own hourly data into Loadline while it runs. A file with any bad line imports nothing: its lines are listed here by number (the header is line 1).",
  kindLabel: 'Kind of data',
  kinds: {
    load: 'Load (MWh per market)',
    weather: 'Weather (per station)',
    meter: 'Meter readings (kWh)',
    forecast: 'Forecast runs (MWh per market)',
  } satisfies Record<ImportKind, string>,
  /** The columns each kind's file carries (apps/api/README.md, "Import your own data"). */
  columns: {
    load: 'date and hour (or timestamp), market, load_mwh',
    weather: 'date and hour (or timestamp), station, temperature_degf; optional dew_point_degf, relative_humidity_pct, ghi_wm2, wind_speed_ms',
    meter: 'date and hour (or timestamp), meter_id, kwh; market (needed for a new meter), optional profile',
    forecast: 'market, process_time (with Z or an offset), date and hour (or timestamp), load_mwh; optional backcast_mwh',
  } satisfies Record<ImportKind, string>,
  columnsLabel: 'Columns',
  sourceLabel: 'Source label',
  sourceHint: 'Re-importing under the same label replaces those hours.',
  zoneLabel: 'Time zone of dates and hours',
  fileLabel: 'Choose a CSV file',
  noFile: 'No file chosen',
  submit: 'Import',
  uploading: 'Uploading the file…',
  checking: (done: number, total: number) => `Checking rows: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  queued: 'Rows checked: waiting for the import before it to finish…',
  writing: (done: number, total: number) => `Writing rows: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  progressLabel: 'Import progress',
  done: (rows: number, kind: string, file: string) => `Imported ${rows.toLocaleString('en-US')} ${kind} rows from ${file}.`,
  rejectedTitle: 'Nothing was imported',
  lineHeader: 'Line',
  reasonHeader: 'Problem',
  moreLines: (n: number) => `… and ${n.toLocaleString('en-US')} more lines`,
  failed: TEXT_SOMETHING_WENT_WRONG,
  noKinds: 'Your modules do not include the products this data is for.',
} as const;
