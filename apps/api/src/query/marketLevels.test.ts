import type { QueryRequest } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { ERCOT_LOAD, SCENARIO_ANALYSIS } from '../data/datasources';
import { compileQuery } from './compileQuery';
import { QueryError } from './errors';
import { MARKET_LEVELS_MESSAGE } from './marketLevels';

/**
 * Markets of different levels never sum (issue #32): the ERCOT total, its weather zones and a
 * utility's imported markets summed together gave 8,411,804.635 MWh on 2019-08-12 against
 * ERCOT's 1,447,721.32.
 */

const base = (filters: QueryRequest['filters'], splits: QueryRequest['splits'] = [], aggregation: 'Sum' | 'Avg' | 'Max' = 'Sum'): QueryRequest =>
  ({
    selectedMeasures: [{ columnName: 'load', aggregation }],
    splits,
    filters,
    rangeFilters: [],
    timezone: 'America/Chicago',
    timeFilter: { dateRange: { fromDate: '2019-08-12', toDate: '2019-08-13' } },
  }) as unknown as QueryRequest;
const market = (values: string[], filterType: 'Include' | 'Exclude' = 'Include') => ({ columnName: 'market', filterType, filterValues: values });

function refusal(req: QueryRequest, meta = ERCOT_LOAD): string | null {
  try {
    compileQuery(req, meta);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(QueryError);
    expect((err as QueryError).statusCode).toBe(400);
    return (err as Error).message;
  }
}

describe('market levels of ercot_load', () => {
  it('declares the ERCOT total as the ISO level and the eight weather zones as zones', () => {
    expect(ERCOT_LOAD.marketLevels?.levels).toMatchObject({ ERCOT: 'iso', COAST: 'weather zone', FWEST: 'weather zone' });
  });

  it('refuses a sum or mean of load with no market filter, or one that mixes levels, with a 400 naming the way out', () => {
    expect(refusal(base([]))).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(base([market(['ERCOT', 'COAST'])]))).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(base([market(['COAST', 'COAST_OWN'])]))).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(base([market(['ERCOT'], 'Exclude')]))).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(base([], [], 'Avg'))).toBe(MARKET_LEVELS_MESSAGE);
    expect(MARKET_LEVELS_MESSAGE).toContain('split by market');
  });

  it('answers one market, zones of one level together, a split by market, and a max across markets', () => {
    expect(refusal(base([market(['ERCOT'])]))).toBeNull();
    expect(refusal(base([market(['COAST', 'EAST', 'WEST'])]))).toBeNull();
    expect(refusal(base([market(['COAST_OWN'])]))).toBeNull();
    expect(refusal(base([], [{ type: 'dimension', columnName: 'market' }]))).toBeNull();
    expect(refusal(base([], [], 'Max'))).toBeNull();
  });
});

describe('market levels of scenario_analysis', () => {
  // Each market's long-term model, the ERCOT total's too, is run on its own: the total beside its zones.
  const scenario = (filters: QueryRequest['filters'], splits: QueryRequest['splits'] = []): QueryRequest =>
    ({ ...base(filters, splits), selectedMeasures: [{ columnName: 'value', aggregation: 'Sum' }] }) as unknown as QueryRequest;
  const item = { columnName: 'Item', filterType: 'Include' as const, filterValues: ['Load'] };

  it('declares the ERCOT total as the ISO level and the weather zones as zones', () => {
    expect(SCENARIO_ANALYSIS.marketLevels).toEqual({ column: 'market', levels: expect.objectContaining({ ERCOT: 'iso', COAST: 'weather zone', FWEST: 'weather zone' }) });
  });

  it('refuses a sum over the total and its zones, and answers one level or a split by market', () => {
    expect(refusal(scenario([item]), SCENARIO_ANALYSIS)).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(scenario([item, market(['ERCOT', 'COAST'])]), SCENARIO_ANALYSIS)).toBe(MARKET_LEVELS_MESSAGE);
    expect(refusal(scenario([item, market(['ERCOT'])]), SCENARIO_ANALYSIS)).toBeNull();
    expect(refusal(scenario([item, market(['COAST', 'EAST'])]), SCENARIO_ANALYSIS)).toBeNull();
    expect(refusal(scenario([item], [{ type: 'dimension', columnName: 'market' }]), SCENARIO_ANALYSIS)).toBeNull();
  });
});
