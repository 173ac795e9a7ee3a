import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../testing/createMemoryAdapter';
import { FIXTURE_DATA_MAPPING } from '../testing/defaultFixtures';
import { mapeHoursText, mapeRequest, mapeScores, type MapeSource } from './mape';

const SOURCE: MapeSource = FIXTURE_DATA_MAPPING.mape;
const COAST = { market: 'COAST', processTime: '2021-12-23T12:00:00Z' };
const ERCOT = { market: 'ERCOT', processTime: '2021-12-19T12:00:00Z' };
const ask = async (source: MapeSource, request: ReturnType<typeof mapeRequest>) => createMemoryAdapter().query.query(source.datasource, request!);

describe('the stored MAPE of forecast runs (one rule for the sidebar, the performance panel and the forecast cards)', () => {
  it('reads a run\'s day-ahead forecast and backcast scores, their hours and the full run\'s', async () => {
    const request = mapeRequest(SOURCE, [COAST], { horizon: 'short_term' });
    expect(request?.filters).toEqual([
      { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
      { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-12-23T12:00:00Z'] },
      { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] },
    ]);
    expect(request?.timeFilter).toEqual({ columnName: '__time', dateRange: { fromDate: '2021-12-23T12:00:00.000Z', toDate: '2021-12-24T12:00:00.000Z' } });
    const scores = mapeScores(SOURCE, await ask(SOURCE, request));
    const forecast = scores.find((s) => s.type === 'forecast');
    expect(scores).toHaveLength(2);
    expect(forecast).toEqual({
      run: null, type: 'forecast', mape: expect.closeTo(3.744913840561316, 9), scope: 'day_ahead', hours: 24,
      scoredFrom: Date.parse('2021-12-24T06:00:00Z'), scoredTo: Date.parse('2021-12-25T06:00:00Z'),
      fullHorizon: { mape: expect.closeTo(7.965546322201216, 9), hours: 168 },
    });
    expect(scores.find((s) => s.type === 'backcast')?.mape).toBeCloseTo(4.3376, 3);
  });

  it('asks once for several runs split by run, forecast rows only; a run stating no scope reads as the whole run', async () => {
    const request = mapeRequest(SOURCE, [COAST, ERCOT], { type: 'forecast', byRun: true });
    expect(request?.splits?.slice(0, 3).map((s) => ('columnName' in s ? s.columnName : null))).toEqual(['market', 'processTime', 'mapeType']);
    const scores = mapeScores(SOURCE, await ask(SOURCE, request));
    // Markets x process times: the two runs and the two other pairs.
    expect(scores).toHaveLength(4);
    expect(scores.every((s) => s.type === 'forecast')).toBe(true);
    expect(scores.find((s) => s.run?.market === 'COAST' && s.run.processTime === COAST.processTime)?.scope).toBe('day_ahead');
    expect(scores.find((s) => s.run?.market === 'ERCOT' && s.run.processTime === ERCOT.processTime)).toEqual({
      run: ERCOT, type: 'forecast', mape: expect.closeTo(8.324071097573386, 9), scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null,
    });
  });

  it('asks only for the MAPE when the source names no scope columns, and reads every score as the whole run\'s', async () => {
    const { scope: _scope, ...noScope } = SOURCE;
    const request = mapeRequest(noScope, [COAST]);
    expect(request?.selectedMeasures).toHaveLength(1);
    expect(request?.splits).toEqual([{ type: 'dimension', columnName: 'mapeType' }]);
    expect(mapeScores(noScope, await ask(noScope, request)).map((s) => [s.type, s.scope, s.fullHorizon])).toEqual(
      expect.arrayContaining([['forecast', 'whole_run', null], ['backcast', 'whole_run', null]]),
    );
  });

  it('reads the type by the source\'s own type values', () => {
    const source = { ...SOURCE, typeValues: { forecast: 'F', backcast: 'B' } };
    const answer = { data: [{ mapeType: 'F', mape: 2 }, { mapeType: 'forecast', mape: 3 }, { mapeType: 'B', mape: Number.NaN }] };
    expect(mapeScores(source, answer).map((s) => [s.type, s.mape])).toEqual([['forecast', 2]]);
    expect(mapeRequest(source, [COAST], { type: 'backcast' })?.filters?.at(-1)).toEqual({ columnName: 'mapeType', filterType: 'Include', filterValues: ['B'] });
  });

  it('asks nothing with no run or no readable process time', () => {
    expect(mapeRequest(SOURCE, [])).toBeNull();
    expect(mapeRequest(SOURCE, [{ market: 'COAST', processTime: 'yesterday' }])).toBeNull();
  });

  it('states the hours in the zone and hour convention given', () => {
    const from = Date.parse('2021-12-24T06:00:00Z');
    expect(mapeHoursText(from, from + 24 * 3_600_000, 'America/Chicago', true)).toBe('2021-12-24 HE1–HE24');
    expect(mapeHoursText(from, from + 24 * 3_600_000, 'America/Chicago', false)).toBe('2021-12-24 00:00–24:00');
    expect(mapeHoursText(from, from + 24 * 3_600_000, 'UTC', false)).toBe('2021-12-24 06:00 – 2021-12-25 06:00');
    expect(mapeHoursText(from, from + 7 * 24 * 3_600_000, 'America/Chicago', true)).toBe('2021-12-24 HE1 – 2021-12-30 HE24');
  });
});
