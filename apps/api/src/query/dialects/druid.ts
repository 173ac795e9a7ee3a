import type { Dialect } from '../ir';
import { type DialectParts, quoteDouble, renderSql } from './renderSql';

const extractUnit = { hourOfDay: 'HOUR', dayOfWeek: 'DOW', monthOfYear: 'MONTH', year: 'YEAR' } as const;

const wallFormat = 'yyyy-MM-dd HH:mm:ss';

const parts: DialectParts = {
  quote: quoteDouble,
  numberedParams: false,
  timeColumn: '"__time"',
  // TIME_FLOOR(timestamp, period, origin, timezone): period from the grain enum, zone bound.
  timeBucket(grain, zone, wallClock, p) {
    const floor = `TIME_FLOOR("__time", '${grain}', NULL, ${p.bind(zone)})`;
    // Wall clock: format the bucket start in the zone, then read the text back as UTC.
    return wallClock ? `TIME_PARSE(TIME_FORMAT(${floor}, '${wallFormat}', ${p.bind(zone)}), '${wallFormat}')` : floor;
  },
  firstLast: (fn, arg, by) => `${fn === 'first' ? 'EARLIEST_BY' : 'LATEST_BY'}(${arg}, ${by})`,
  // TIME_EXTRACT(timestamp, unit, timezone): DOW is ISO (Monday = 1).
  timePart: (part, zone, p) => `TIME_EXTRACT("__time", '${extractUnit[part]}', ${p.bind(zone)})`,
  toMillis: (sql) => `TIMESTAMP_TO_MILLIS(${sql})`,
  timeRange: (from, to, p) => `"__time" >= TIME_PARSE(${p.bind(from)}) AND "__time" < TIME_PARSE(${p.bind(to)})`,
};

/**
 * The Druid SQL dialect, the scale-out path (the original product ran on Apache Druid). It renders
 * Druid's parameterised SQL: dynamic parameters `?` bound in order (Druid SQL API `parameters`),
 * `__time` as Druid's primary timestamp, TIME_FLOOR with ISO 8601 periods and the bound zone for
 * buckets, TIME_EXTRACT for time parts, TIME_PARSE for the date range. Kept honest by golden SQL
 * tests; not executed here. COUNT(DISTINCT) is approximate on Druid by default.
 */
export const druidDialect: Dialect = {
  name: 'druid',
  quote: quoteDouble,
  render: (ir) => renderSql(parts, ir),
};
