import { describe, expect, it } from 'vitest';
import { partialBuckets } from './partialBuckets';

const zone = 'America/Chicago';
const oct = Date.UTC(2019, 9, 1, 5);
const nov = Date.UTC(2019, 10, 1, 5);
const dec = Date.UTC(2019, 11, 1, 6);

describe('partialBuckets (Month-All and Year-All)', () => {
  it('marks a last month the data holds one hour of, and a first month the range starts inside', () => {
    expect(partialBuckets([oct, nov, dec], 'Monthly', { fromDate: '2019-10-05', toDate: '2019-12-02' }, null, new Date(dec), zone)).toEqual({ first: true, last: true });
  });

  it('marks nothing for whole months', () => {
    expect(partialBuckets([oct, nov], 'Monthly', { fromDate: '2019-10-01', toDate: '2019-12-01' }, new Date(Date.UTC(2019, 0, 1, 6)), new Date(Date.UTC(2019, 11, 1, 5)), zone)).toEqual({ first: false, last: false });
  });

  it('marks a first month the data starts inside, and never an hourly series', () => {
    expect(partialBuckets([oct, nov], 'Monthly', { fromDate: '2019-10-01', toDate: '2019-12-01' }, new Date(Date.UTC(2019, 9, 10, 5)), null, zone).first).toBe(true);
    expect(partialBuckets([oct, nov], 'Hourly', { fromDate: '2019-10-01', toDate: '2019-12-01' }, new Date(nov), new Date(nov), zone)).toEqual({ first: false, last: false });
  });

  it('marks a last day the data holds one hour of (a performance dashboard by day), not a whole one', () => {
    const nov30 = Date.UTC(2019, 10, 30, 6);
    const range = { fromDate: '2019-11-30', toDate: '2019-12-02' };
    expect(partialBuckets([nov30, dec], 'Daily', range, new Date(nov30), new Date(dec), zone)).toEqual({ first: false, last: true });
    expect(partialBuckets([nov30], 'Daily', range, new Date(nov30), new Date(Date.UTC(2019, 11, 1, 5)), zone)).toEqual({ first: false, last: false });
    // Daily data (one row at 00:00 a day) is never a partial day.
    expect(partialBuckets([nov30, dec], 'Daily', range, new Date(nov30), new Date(dec), zone, 1440)).toEqual({ first: false, last: false });
  });
});
