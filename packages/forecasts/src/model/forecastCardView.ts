import type { ForecastSummary } from '@loadline/core';

/** What the forecast summary card shows, as text (spec part 1 §2 "Forecast summary card"). */
export interface ForecastCardView {
  /** Date-time of the process time in the card's time zone, e.g. 'Jul 5, 2019, 12:00 AM'. */
  generatedOn: string;
  /** Market badge. */
  market: string;
  /** The weather the run used, from the summary's source label ({@link weatherOfSource}); null when it says none. */
  weather: string | null;
  /** First and last forecast day, e.g. 'Jul 6, 2019'. */
  from: string;
  to: string;
  /** Smallest and largest forecast value (kWh as the datasource holds it) rounded to 2 decimals, '-' when none. */
  min: string;
  max: string;
  /** Number of forecast days. */
  days: string;
  /** Number of forecast values (the summary's `count`). */
  total: string;
  /** Sparkline points: interval starts (epoch ms UTC) and values (`null` a gap). */
  x: number[];
  y: (number | null)[];
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dateTimeFormats.get(timeZone);
  if (!f) dateTimeFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })));
  return f;
}

/**
 * A value rounded to 2 decimals with thousands separators (spec part 1 §2: min and max rounded
 * to 2 decimals); '-' for `null` or a non-finite number.
 * @example formatForecastValue(41250.567) // '41,250.57'
 */
export function formatForecastValue(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : twoDecimals.format(value);
}

/**
 * A process time (ISO 8601 instant) as a date-time in an IANA time zone; the input itself when
 * it is not a date.
 * @example formatProcessTime('2019-07-05T05:00:00.000Z', 'America/Chicago') // 'Jul 5, 2019, 12:00 AM'
 */
export function formatProcessTime(processTime: string, timeZone: string): string {
  const t = Date.parse(processTime);
  return Number.isNaN(t) ? processTime : dateTimeFormat(timeZone).format(t);
}

/**
 * A forecast day (`YYYY-MM-DD`, or the date part of an ISO date-time) as 'Jul 6, 2019'; the
 * input itself when it is not a date. The calendar day is kept as written (no zone shift).
 * @example formatForecastDay('2019-07-06') // 'Jul 6, 2019'
 */
export function formatForecastDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? day : dayFormat.format(t);
}

/**
 * The weather part of a run's source label: the text after "weather:" (case-insensitive), trimmed;
 * null when the label has none (or there is no label).
 * @example weatherOfSource('Loadline v2, weather: observed station HOU + SJT daily max') // 'observed station HOU + SJT daily max'
 */
export function weatherOfSource(source: string | null | undefined): string | null {
  const m = /weather:\s*(.+)$/i.exec(source ?? '');
  return m?.[1]?.trim() || null;
}

/**
 * The card's texts and sparkline points of a forecast summary.
 *
 * @param timeZone IANA zone of the 'Generated on' date-time (default: the runtime's local zone,
 *   spec part 1 §9 "Default timezone: the local zone").
 * @example forecastCardView(summary, 'America/Chicago').min // '28,904.00'
 */
export function forecastCardView(summary: ForecastSummary, timeZone?: string): ForecastCardView {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const x: number[] = [];
  const y: (number | null)[] = [];
  for (const p of summary.forecast) {
    const t = Date.parse(p.timestamp);
    if (Number.isNaN(t)) continue;
    x.push(t);
    y.push(p.forecast);
  }
  return {
    generatedOn: formatProcessTime(summary.processTime, zone),
    market: summary.market,
    weather: weatherOfSource(summary.source),
    from: formatForecastDay(summary.from),
    to: formatForecastDay(summary.to),
    min: formatForecastValue(summary.min),
    max: formatForecastValue(summary.max),
    days: integer.format(summary.dayCount),
    total: integer.format(summary.count),
    x,
    y,
  };
}
