import { describe, expect, it } from 'vitest';
import { holidayOn, nercHolidays } from './holidays';

describe('NERC holidays', () => {
  it('lists the six days of 2019', () => {
    expect([...nercHolidays(2019).keys()]).toEqual(['2019-01-01', '2019-05-27', '2019-07-04', '2019-09-02', '2019-11-28', '2019-12-25']);
  });
  it('moves a Sunday holiday to the Monday, keeps a Saturday one', () => {
    expect(holidayOn('2022-12-26')).toBe('Christmas Day');
    expect(holidayOn('2021-12-25')).toBe('Christmas Day');
    expect(holidayOn('2021-12-24')).toBeNull();
  });
  it('is null on ordinary days', () => {
    expect(holidayOn('2019-07-05')).toBeNull();
  });
});
