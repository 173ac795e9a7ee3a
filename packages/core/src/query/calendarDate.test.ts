import { describe, expect, it } from 'vitest';
import { dateTimeStringSchema, isCalendarDateTime, isoDateSchema } from './common.schema';

describe('isCalendarDateTime', () => {
  it('accepts real days and times, with or without an offset', () => {
    for (const ok of ['2020-02-29', '2000-02-29', '2024-12-31', '2024-07-01T14:00', '2024-07-01T23:59:59.999Z', '2024-07-01T14:00:00-05:00', '0099-01-31']) {
      expect(isCalendarDateTime(ok), ok).toBe(true);
    }
  });
  it('refuses days and times that do not exist', () => {
    for (const bad of ['2020-02-30', '2020-13-45', '2021-02-29', '1900-02-29', '2024-04-31', '2024-00-10', '2024-01-00', '2024-07-01T24:00', '2024-07-01T12:60', '2024-07-01T12:00:61', '2024-07-01T12:00+24:00', '2024-7-1']) {
      expect(isCalendarDateTime(bad), bad).toBe(false);
    }
  });
  it('is what the query model schemas check', () => {
    expect(isoDateSchema.safeParse('2020-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('2020-02-29').success).toBe(true);
    expect(dateTimeStringSchema.safeParse('2020-13-45T00:00').success).toBe(false);
    expect(dateTimeStringSchema.safeParse('2019-11-03T01:00:00-06:00').success).toBe(true);
  });
});
