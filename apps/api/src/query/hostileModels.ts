import fc from 'fast-check';
import { fixtureMeta } from './testFixture';

/**
 * Generators of hostile query models for the engine's property tests: column names, values,
 * zones, grains and dates drawn partly from the fixture's metadata (so many models are valid and
 * really run) and partly from SQL-injection payloads, Unicode, huge numbers and NaN strings.
 */

/** Payloads that must never reach SQL text. */
export const hostileStrings = [
  "'",
  "''; DROP TABLE meter_load_test; --",
  '"; SELECT 1; --',
  "read_csv('/etc/passwd')",
  "read_csv(",
  "COPY meter_load_test TO '/tmp/x.csv'",
  'INSTALL httpfs; LOAD httpfs;',
  "ATTACH '/tmp/evil.duckdb' AS e",
  "'||(SELECT current_setting('threads'))||'",
  'kwh"; --',
  'meter_id --',
  '1; PRAGMA database_list',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '$1',
  '?',
  '\\',
  '\u0000',
  '\n;\n',
  'ß\u0301',
  '😀💥',
  '\uD800',
  'Ｓｅｌｅｃｔ',
  'America/Chicago; DROP',
  "2019-03-10'; --",
];

const metaNames = ['__time', ...fixtureMeta.dimensions.map((d) => d.name), ...fixtureMeta.metrics.map((m) => m.name)];

/** A hostile or random string. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 8 })).map(([a, b]) => `${b}${a}${b}`) },
);
/** A column name: from the metadata or hostile. */
const column = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...metaNames) }, { weight: 1, arbitrary: hostileString });
/** A number, hostile or not, or a number-looking string. */
const number = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, -0, 0.1),
  fc.constantFrom('NaN', 'Infinity', '1e999', '12'),
);
/** A range bound: mostly a finite number, sometimes hostile. */
const bound = fc.oneof({ weight: 8, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) }, { weight: 1, arbitrary: number });
const value = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('M-001', 'F-1', 'residential', `O'Brien "; DROP TABLE x; --`) }, { weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: number }, { weight: 1, arbitrary: fc.constantFrom(true, null) });
const oneOf = <T>(good: readonly T[]) => fc.oneof({ weight: 15, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: hostileString });
const date = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('2019-02-30', '2019-03-10T01:30', '2019-11-03T01:30:00-05:00') },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
);
/** Mostly real ranges (both DST days of 2019 in America/Chicago among them), sometimes hostile. */
const dateRange = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(['2019-03-10', '2019-03-11'], ['2019-11-03', '2019-11-04'], ['2019-06-01', '2019-07-01'], ['2019-01-01', '2020-01-01'], ['2019-03-09T12:00', '2019-03-10T12:00:00Z']).map(([fromDate, toDate]) => ({ fromDate, toDate })) },
  { weight: 1, arbitrary: fc.record({ fromDate: date, toDate: date }) },
);
const intList = (min: number, max: number) =>
  fc.oneof({ weight: 12, arbitrary: fc.array(fc.integer({ min, max }), { minLength: 1, maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(number, { maxLength: 3 }) });

const split = fc.oneof(
  fc.record({ type: fc.constant('time'), columnName: fc.constant('__time'), granularity: oneOf(['P1Y', 'P1M', 'P1D', 'PT1H', 'PT30M', 'PT15M']) }),
  fc.record({ type: fc.constant('timePart'), part: oneOf(['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType', 'year']) }),
  fc.record({ type: oneOf(['dimension']), columnName: column }),
);
const measure = fc.oneof(
  { weight: 4, arbitrary: fc.record({ columnName: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('kwh', 'temperature') }, { weight: 1, arbitrary: column }), aggregation: oneOf(['Sum', 'Avg', 'Min', 'Max', 'CountDistinct']), preferredColumnName: fc.option(hostileString.filter((x) => x.length > 0 && x.length <= 128), { nil: undefined }) }, { requiredKeys: ['columnName', 'aggregation'] }) },
  { weight: 1, arbitrary: fc.record({ customAggregation: fc.record({ function: oneOf(['First', 'Last', 'WeightedAvg']), columnName: column, weightColumnName: column }), preferredColumnName: hostileString }) },
);
const filter = fc.record({ columnName: column, filterType: oneOf(['Include', 'Exclude']), filterValues: fc.array(value, { maxLength: 4 }) });

/** A query model (POST .../query), possibly invalid, often hostile. */
export const hostileQuery = fc.record(
  {
    selectedMeasures: fc.array(measure, { minLength: 1, maxLength: 3 }),
    filters: fc.array(filter, { maxLength: 2 }),
    timeFilter: fc.record(
      {
        columnName: fc.constant('__time'),
        dateRange,
        timePartFilter: fc.record(
          { hourOfDay: intList(0, 23), dayOfWeek: intList(1, 7), monthOfYear: intList(1, 12), dayType: fc.array(oneOf(['Weekday', 'Weekend']), { minLength: 1, maxLength: 2 }), year: intList(2018, 2020) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['dateRange'] },
    ),
    splits: fc.array(split, { maxLength: 2 }),
    timezone: oneOf(['UTC', 'America/Chicago', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Calcutta', 'Australia/Lord_Howe']),
    rangeFilters: fc.array(fc.record({ columnName: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('kwh', 'temperature') }, { weight: 1, arbitrary: column }), min: bound, max: bound }, { requiredKeys: ['columnName'] }), { maxLength: 2 }),
    orderBy: fc.array(fc.record({ columnName: fc.constantFrom('__time', 'kwh', 'hourOfDay'), direction: oneOf(['asc', 'desc']) }), { maxLength: 1 }),
    limit: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 500 }) }, { weight: 1, arbitrary: number }),
    skip: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 500 }) }, { weight: 1, arbitrary: number }),
    queryId: hostileString,
  },
  { requiredKeys: ['selectedMeasures', 'timeFilter'] },
);

/** A distinct, multi-distinct / min-max or min/max-time body, possibly invalid, often hostile. */
export const hostileCall = fc.oneof(
  fc.record({ kind: fc.constant('distinct' as const), body: fc.record({ distinctDimension: fc.record({ columnName: column }), sortType: oneOf(['value', 'count']), filters: fc.array(filter, { maxLength: 2 }), limit: number, direction: oneOf(['asc', 'desc']) }, { requiredKeys: ['distinctDimension'] }) }),
  fc.record({ kind: fc.constantFrom('multi-distinct' as const, 'min-max' as const), body: fc.record({ dimensions: fc.array(column, { maxLength: 3 }), filters: fc.array(filter, { maxLength: 2 }) }) }),
  fc.record({ kind: fc.constantFrom('max-time' as const, 'min-time' as const), body: fc.record({ filters: fc.array(filter, { maxLength: 3 }) }) }),
);

/** Every string inside a generated model (keys excluded). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}
