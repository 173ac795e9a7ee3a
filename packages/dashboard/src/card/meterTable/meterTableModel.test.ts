import { dataSeriesSchema, validateQueryRequest, type ValidQueryRequest } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import type { CardPlan } from '../../model/queryPlan';
import { METER_TABLE_PAGE_SIZES, TEXT_METER_TABLE_CALCULATED, meterTableRequests, meterTableRows, pageCount } from './meterTableModel';

const series = (id: string) => dataSeriesSchema.parse({ id, label: id.toUpperCase(), type: 'power load' });
function body(): ValidQueryRequest {
  const r = validateQueryRequest({
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
    splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
    timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-07-03' } },
    timezone: 'America/Chicago',
  });
  if (!r.success) throw new Error(r.errors.join());
  return r.data;
}
const source = { kind: 'load' as const, datasource: 'meters', metric: 'load', unit: null, timeIntervalMinutes: 60 };
const plan: Pick<CardPlan, 'plans'> = {
  plans: [
    { series: series('all'), ok: true, kind: 'series', request: { key: 'k', datasource: 'meters', body: body() }, measure: 'load', source, timeParts: null, inputKey: 'k' },
    { series: series('bad'), ok: false, errors: ['No date range specified'] },
    { series: series('calc'), ok: true, kind: 'calculated', ast: { kind: 'number', value: 1 } as never, members: [] },
  ],
};

describe('meter table requests', () => {
  it('splits each series by time then meter and asks one page', () => {
    const { requests, errors } = meterTableRequests(plan, 'meterId', { pageNumber: 2, pageSize: 25 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }, { type: 'dimension', columnName: 'meterId' }],
      limit: 25,
      skip: 50,
    });
    expect(errors).toEqual([{ label: 'BAD', error: 'No date range specified' }, { label: 'CALC', error: TEXT_METER_TABLE_CALCULATED }]);
  });

  it('offers 10, 25, 50 and 100 rows per page', () => {
    expect(METER_TABLE_PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });
});

describe('meter table rows', () => {
  it('joins series on time and meter, date ascending then meter id ascending', () => {
    const t0 = '2019-07-01T05:00:00.000Z';
    const t1 = '2019-07-01T06:00:00.000Z';
    const rows = meterTableRows(
      [{ measure: 'load' }, { measure: 'meterCount' }],
      [
        [{ __time: t1, meterId: 'B', load: 2 }, { __time: t0, meterId: 'B', load: 1.5 }, { __time: t0, meterId: 'A', load: '0.25' }],
        [{ __time: t0, meterId: 'A', meterCount: 1 }],
      ],
      'meterId',
    );
    expect(rows.map((r) => [new Date(r.time).toISOString(), r.meterId, r.values])).toEqual([
      [t0, 'A', [0.25, 1]],
      [t0, 'B', [1.5, null]],
      [t1, 'B', [2, null]],
    ]);
  });

  it('counts pages from the largest total', () => {
    expect(pageCount([240, 200], 25)).toBe(10);
    expect(pageCount([undefined], 25)).toBe(1);
    expect(pageCount([0], 10)).toBe(1);
  });
});
