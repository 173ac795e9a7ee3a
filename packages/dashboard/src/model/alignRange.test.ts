import { describe, expect, it } from 'vitest';
import { alignRangeToGrouping } from './alignRange';

describe('alignRangeToGrouping (default windows on whole buckets)', () => {
  it('turns the last 30 days of data grouped by month into whole months, without the one-hour month at the end', () => {
    // Data up to 2019-12-01 00:00 local: the last day is 2019-12-01, a month of one hour.
    expect(alignRangeToGrouping('2019-11-01', '2019-12-01', 'Monthly')).toEqual({ from: '2019-11-01', to: '2019-11-30' });
    expect(alignRangeToGrouping('2019-10-05', '2019-11-03', 'Monthly')).toEqual({ from: '2019-10-01', to: '2019-10-31' });
  });

  it('keeps a partial bucket when it is the only one, and never starts before the data', () => {
    expect(alignRangeToGrouping('2019-11-02', '2019-11-20', 'Monthly')).toEqual({ from: '2019-11-01', to: '2019-11-20' });
    expect(alignRangeToGrouping('2019-03-12', '2019-06-30', 'Monthly', '2019-03-10')).toEqual({ from: '2019-03-10', to: '2019-06-30' });
  });

  it('aligns years, and leaves daily and finer groupings as they are', () => {
    expect(alignRangeToGrouping('2018-06-01', '2019-11-03', 'Yearly')).toEqual({ from: '2018-01-01', to: '2018-12-31' });
    expect(alignRangeToGrouping('2019-10-05', '2019-11-03', 'Daily')).toEqual({ from: '2019-10-05', to: '2019-11-03' });
    expect(alignRangeToGrouping('2019-10-05', '2019-11-03', 'Hour24')).toEqual({ from: '2019-10-05', to: '2019-11-03' });
  });
});
