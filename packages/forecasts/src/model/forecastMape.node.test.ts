import { createMemoryAdapter, FIXTURE_DATASOURCES } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { itemKey } from './forecastList';
import { forecastMapeRequest, readForecastMapes, type ForecastMapeSource } from './forecastMape';

const SOURCE: ForecastMapeSource = {
  datasource: FIXTURE_DATASOURCES.mape, metric: 'mape', marketColumn: 'market', processTimeColumn: 'processTime', typeColumn: 'mapeType',
  scope: { scopeColumn: 'mapeScope', scoredFromColumn: 'scoredFrom', scoredToColumn: 'scoredTo', hoursMetric: 'hours', fullHorizonMetric: 'mapeFullHorizon', fullHorizonHoursMetric: 'hoursFullHorizon' },
};
const COAST = { market: 'COAST', processTime: '2021-12-23T12:00:00Z' };
const ERCOT = { market: 'ERCOT', processTime: '2021-12-19T12:00:00Z' };

describe('forecast MAPE of the listed runs (issue 36)', () => {
  it('asks once for every card and reads each run\'s day-ahead score, its hours and the full run\'s; a run stating no scope reads as the whole run', async () => {
    const request = forecastMapeRequest(SOURCE, [COAST, ERCOT]);
    expect(request).not.toBeNull();
    const answer = await createMemoryAdapter().query.query(SOURCE.datasource, request!);
    const mapes = readForecastMapes(SOURCE, answer);
    // Markets x process times: the two cards' runs and the two other pairs, read by card.
    expect(mapes.size).toBe(4);
    expect(mapes.get(itemKey(COAST))).toEqual({
      mape: expect.closeTo(3.744913840561316, 9), scope: 'day_ahead', hours: 24,
      scoredFrom: Date.parse('2021-12-24T06:00:00Z'), scoredTo: Date.parse('2021-12-25T06:00:00Z'),
      fullHorizon: { mape: expect.closeTo(7.965546322201216, 9), hours: 168 },
    });
    expect(mapes.get(itemKey(ERCOT))).toEqual({ mape: expect.closeTo(8.324071097573386, 9), scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null });
  });

  it('asks nothing with no card', () => {
    expect(forecastMapeRequest(SOURCE, [])).toBeNull();
  });
});
