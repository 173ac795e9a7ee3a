import { describe, expect, it } from 'vitest';
import { dateBoundSchema, type DateBound } from '../schemas/dashboard.schema';
import {
  DEFAULT_DATE_RANGE, ELEVEN_DAYS_BACK_DATE_RANGE, LAST_MONTH_OF_DATA_DATE_RANGE, fixedDateRange, relativeDateBound, resolveDateBound, resolveDateRange,
} from './dateBounds';

// 2023-07-20 02:00 UTC is still 2023-07-19 in Chicago.
const now = new Date('2023-07-20T02:00:00Z');
const timeZone = 'America/Chicago';

describe('date bounds', () => {
  it('resolves "today" in the dashboard zone from the passed clock', () => {
    expect(resolveDateBound(relativeDateBound('today', 0), { now, timeZone })).toEqual({ year: 2023, month: 7, day: 19 });
    expect(resolveDateBound(relativeDateBound('today', 0), { now, timeZone: 'UTC' })).toEqual({ year: 2023, month: 7, day: 20 });
  });

  it('resolves the default range (1 month as 30 days) and the 11-days-back reading', () => {
    expect(resolveDateRange(DEFAULT_DATE_RANGE, { now, timeZone })).toMatchObject({ fromText: '2023-06-19', toText: '2023-07-19' });
    expect(resolveDateRange(ELEVEN_DAYS_BACK_DATE_RANGE, { now, timeZone })).toMatchObject({ fromText: '2023-07-08', toText: '2023-07-19' });
  });

  it('anchors on the data boundary and steps back quantity x multiplier days', () => {
    const ctx = { now, timeZone, dataMin: new Date('2016-01-01T06:00:00Z'), dataMax: new Date('2023-06-30T23:00:00Z') };
    expect(resolveDateBound(relativeDateBound('endData', 2, 7), ctx)).toEqual({ year: 2023, month: 6, day: 16 });
    expect(resolveDateBound(relativeDateBound('endData', 1), ctx)).toEqual({ year: 2023, month: 6, day: 29 });
    expect(resolveDateBound(relativeDateBound('startData', 0), ctx)).toEqual({ year: 2016, month: 1, day: 1 });
  });

  it('clamps both ends to the data min and max', () => {
    const ctx = { now, timeZone, dataMin: new Date('2023-07-01T05:00:00Z'), dataMax: new Date('2023-07-10T04:00:00Z') };
    // dataMax is 2023-07-09 23:00 CDT, so the range ends on the 9th.
    expect(resolveDateRange(DEFAULT_DATE_RANGE, ctx)).toMatchObject({ fromText: '2023-07-01', toText: '2023-07-09' });
  });

  it('never returns a range whose start is after its end', () => {
    const ctx = { now, timeZone, dataMin: new Date('2020-01-01T06:00:00Z'), dataMax: new Date('2020-02-01T06:00:00Z') };
    const range = { from: relativeDateBound('endData', 0), to: relativeDateBound('endData', 40) };
    expect(resolveDateRange(range, ctx)).toMatchObject({ fromText: '2020-01-01', toText: '2020-01-01', startAfterEnd: true });
  });

  it('says when the start falls after the end: Fixed End 2021-12-24, Relative Start 0 days from End of data', () => {
    const ctx = { now, timeZone, dataMin: new Date('2016-01-01T06:00:00Z'), dataMax: new Date('2023-06-30T23:00:00Z') };
    const range = { from: relativeDateBound('endData', 0), to: { ...relativeDateBound('today', 0), dateType: 'fixed' as const, value: '2021-12-24' } };
    expect(resolveDateRange(range, ctx)).toMatchObject({ fromText: '2021-12-24', toText: '2021-12-24', startAfterEnd: true });
    expect(resolveDateRange(DEFAULT_DATE_RANGE, { now, timeZone }).startAfterEnd).toBe(false);
  });

  it('defaults new dashboards to the last month of data, which on data ending before today is not one clamped day', () => {
    const ctx = { now, timeZone, dataMin: new Date('2016-01-01T06:00:00Z'), dataMax: new Date('2023-05-31T23:00:00Z') };
    expect(resolveDateRange(LAST_MONTH_OF_DATA_DATE_RANGE, ctx)).toMatchObject({ fromText: '2023-05-01', toText: '2023-05-31', startAfterEnd: false });
    // 'Today -30 -> Today' on the same data: clamped to the data's last day alone.
    expect(resolveDateRange(DEFAULT_DATE_RANGE, ctx)).toMatchObject({ fromText: '2023-05-31', toText: '2023-05-31' });
  });

  it('anchors End of data on the last actual hour when forecast runs reach past it, and still clamps to the data', () => {
    // Actuals end 2025-12-31 23:00 Chicago; a look-ahead run reaches 2026-01-07, long-term runs 2026-12.
    const dataMin = new Date('2016-01-01T06:00:00Z');
    const dataEnd = new Date('2026-01-01T05:00:00Z');
    const dataMax = new Date('2027-01-01T05:00:00Z');
    expect(resolveDateRange(LAST_MONTH_OF_DATA_DATE_RANGE, { now, timeZone, dataMin, dataMax, dataEnd }))
      .toMatchObject({ fromText: '2025-12-01', toText: '2025-12-31' });
    // Without an actual end, End of data is the data's max (a datasource of actuals only).
    expect(resolveDateRange(LAST_MONTH_OF_DATA_DATE_RANGE, { now, timeZone, dataMin, dataMax, dataEnd: null }))
      .toMatchObject({ toText: '2026-12-31' });
    // A fixed end inside the forecasts is kept: only the anchor moves, not the clamp.
    expect(resolveDateRange({ from: relativeDateBound('endData', 0), to: fixedDateRange({ year: 2026, month: 1, day: 7 }, { year: 2026, month: 1, day: 7 }).to }, { now, timeZone, dataMin, dataMax, dataEnd }))
      .toMatchObject({ fromText: '2025-12-31', toText: '2026-01-07' });
  });

  it('reads fixed bounds as local dates or instants', () => {
    expect(resolveDateRange(fixedDateRange({ year: 2019, month: 3, day: 10 }, { year: 2019, month: 3, day: 11 }), { now, timeZone }))
      .toMatchObject({ fromText: '2019-03-10', toText: '2019-03-11' });
    const bound = { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2023-07-04T03:00:00Z' };
    expect(resolveDateBound(bound, { now, timeZone })).toEqual({ year: 2023, month: 7, day: 3 });
    expect(() => resolveDateBound({ ...bound, value: null }, { now, timeZone })).toThrow('A fixed date bound needs a value');
  });
});

describe('date bounds from the dashboard schema', () => {
  it('accepts a parsed DateBound', () => {
    const bound: DateBound = dateBoundSchema.parse({ quantity: 3, identifier: 'today' });
    expect(resolveDateBound(bound, { now, timeZone })).toEqual({ year: 2023, month: 7, day: 16 });
  });
});
