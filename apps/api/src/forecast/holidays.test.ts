import { describe, expect, it } from 'vitest';
import { dayKind, federalHolidays, isFederalHoliday } from './holidays';

describe('federal holidays', () => {
  it('lists the observed federal holidays of 2019 (OPM calendar)', () => {
    expect([...federalHolidays(2019)].sort()).toEqual([
      '2019-01-01', '2019-01-21', '2019-02-18', '2019-05-27', '2019-07-04', '2019-09-02', '2019-10-14', '2019-11-11', '2019-11-28', '2019-12-25',
    ]);
  });

  it('moves a Saturday holiday to Friday and a Sunday one to Monday; Juneteenth from 2021; New Year 2022 observed on 2021-12-31', () => {
    expect(isFederalHoliday('2021-06-18')).toBe(true);
    expect(isFederalHoliday('2020-06-19')).toBe(false);
    expect(isFederalHoliday('2021-12-24')).toBe(true);
    expect(isFederalHoliday('2021-12-31')).toBe(true);
    expect(isFederalHoliday('2023-01-02')).toBe(true);
    expect(isFederalHoliday('2019-07-05')).toBe(false);
  });

  it('sorts days into major and minor holidays and bridge days (weekdays only)', () => {
    const kinds = ['2019-01-01', '2019-01-21', '2019-02-18', '2019-07-04', '2019-07-05', '2019-10-14', '2019-11-28', '2019-11-29', '2019-12-24', '2019-12-26', '2019-12-31', '2020-12-26', '2021-06-18'].map(dayKind);
    expect(kinds).toEqual(['major', 'minor', 'minor', 'major', null, 'minor', 'major', 'bridge', 'bridge', 'bridge', 'bridge', null, 'minor']);
    // 2021-12-24 is Christmas Day observed (major), not a bridge day.
    expect(dayKind('2021-12-24')).toBe('major');
  });
});
