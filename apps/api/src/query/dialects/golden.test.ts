import type { QueryRequest } from '@loadline/core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDistinct, compileMinMax, compileTimeBounds } from '../compileCalls';
import { compileQuery } from '../compileQuery';
import type { Dialect, QueryIR } from '../ir';
import { fixtureMeta } from '../testFixture';
import { clickhouseDialect } from './clickhouse';
import { duckdbDialect } from './duckdb';

/**
 * Golden SQL: each case's SQL text and bound parameters, per dialect, are compared with the
 * files under __golden__/ (`<case>.<dialect>.sql`). After an intended change to a dialect, run
 * with UPDATE_GOLDEN=1 to rewrite them, and review the diff. A new case's missing file is written
 * on a developer's machine, but fails the run in CI (`CI` set, as `npm test` does) or with
 * GOLDEN_STRICT=1: a golden file that CI writes itself compares the SQL with nothing.
 */
const dir = join(import.meta.dirname, '__golden__');

/** What to do with one golden file: write it (then compare), compare it, or fail because it is missing. */
function goldenAction(exists: boolean, env: Readonly<Record<string, string | undefined>>): 'write' | 'compare' | 'missing' {
  if (env.UPDATE_GOLDEN === '1') return 'write';
  if (exists) return 'compare';
  const strict = env.GOLDEN_STRICT === '1' || (!!env.CI && env.CI !== '0' && env.CI !== 'false');
  return strict ? 'missing' : 'write';
}

const q = (over: Partial<QueryRequest>): QueryRequest => ({
  selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
  filters: [],
  splits: [],
  timezone: 'America/Chicago',
  rangeFilters: [],
  timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-03-10', toDate: '2019-03-11' } },
  ...over,
});

const cases: Record<string, QueryIR> = {
  'hourly-sum-dst-day': compileQuery(q({ splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }] }), fixtureMeta).ir,
  'daily-by-feeder-filtered': compileQuery(
    q({
      splits: [{ type: 'time', columnName: '__time', granularity: 'P1D' }, { type: 'dimension', columnName: 'feeder' }],
      filters: [{ columnName: 'meter_id', filterType: 'Exclude', filterValues: ['M-002', null] }],
      rangeFilters: [{ columnName: 'temperature', min: 32, max: 90 }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-11-01', toDate: '2019-12-01' }, timePartFilter: { dayType: ['Weekday'], hourOfDay: [7, 8] } },
    }),
    fixtureMeta,
  ).ir,
  'monthly-measures-paged': compileQuery(
    q({
      timezone: 'Europe/Berlin',
      selectedMeasures: [
        { columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avg' },
        { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' },
        { customAggregation: { function: 'WeightedAvg', columnName: 'temperature', weightColumnName: 'kwh' }, preferredColumnName: 'wTemp' },
        { customAggregation: { function: 'First', columnName: 'kwh' }, preferredColumnName: 'firstKwh' },
      ],
      splits: [{ type: 'time', columnName: '__time', granularity: 'P1M' }, { type: 'timePart', columnName: '__time', part: 'dayType' }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2020-01-01' } },
      limit: 25,
      skip: 50,
    }),
    fixtureMeta,
  ).ir,
  'quarter-hourly-include': compileQuery(
    q({ timezone: 'UTC', splits: [{ type: 'time', columnName: '__time', granularity: 'PT15M' }], filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-1'] }] }),
    fixtureMeta,
  ).ir,
  distinct: compileDistinct({ distinctDimension: { columnName: 'feeder' }, sortType: 'count', filters: [{ columnName: 'rate_class', filterType: 'Include', filterValues: ['residential'] }], direction: 'desc', limit: 100 }, fixtureMeta).ir,
  'min-max': compileMinMax({ dimensions: ['kwh', 'temperature'], filters: [] }, fixtureMeta).ir,
  'max-time': compileTimeBounds({ filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M-001'] }] }, fixtureMeta),
};

function golden(name: string, dialect: Dialect): string {
  const { sql, params } = dialect.render(cases[name] as QueryIR);
  return `${sql}\n-- params: ${JSON.stringify(params)}\n`;
}

describe('golden files', () => {
  it('are compared when present, written in update mode, and a missing one fails in CI or strict mode', () => {
    expect(goldenAction(true, {})).toBe('compare');
    expect(goldenAction(true, { CI: '1' })).toBe('compare');
    expect(goldenAction(false, {})).toBe('write');
    expect(goldenAction(false, { CI: '1' })).toBe('missing');
    expect(goldenAction(false, { CI: 'true' })).toBe('missing');
    expect(goldenAction(false, { CI: 'false' })).toBe('write');
    expect(goldenAction(false, { GOLDEN_STRICT: '1' })).toBe('missing');
    expect(goldenAction(false, { CI: '1', UPDATE_GOLDEN: '1' })).toBe('write');
    expect(goldenAction(true, { UPDATE_GOLDEN: '1' })).toBe('write');
  });
});

describe.each([clickhouseDialect, duckdbDialect])('golden SQL of the $name dialect', (dialect) => {
  it.each(Object.keys(cases))('%s', (name) => {
    const file = join(dir, `${name}.${dialect.name}.sql`);
    const actual = golden(name, dialect);
    const action = goldenAction(existsSync(file), process.env);
    if (action === 'missing') {
      throw new Error(`golden file ${name}.${dialect.name}.sql is missing: run UPDATE_GOLDEN=1 pnpm vitest run apps/api/src/query/dialects/golden.test.ts, review and commit it`);
    }
    if (action === 'write') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, actual);
    }
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });

  it('binds as many values as the SQL has placeholders', () => {
    for (const name of Object.keys(cases)) {
      const { sql, params } = dialect.render(cases[name] as QueryIR);
      const slots = Math.max(0, ...[...sql.matchAll(dialect.name === 'clickhouse' ? /\{p(\d+):/g : /\$(\d+)/g)].map((m) => Number(m[1])));
      expect(slots, name).toBe(params.length);
    }
  });
});
