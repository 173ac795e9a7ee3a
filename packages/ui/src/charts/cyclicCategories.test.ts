import { describe, expect, it } from 'vitest';
import { cyclicCategories, cyclicCategoryAxis, cyclicCategoryKey, cyclicGroupings } from './cyclicCategories';

describe('cyclicCategories', () => {
  it('labels Hour24 by hour beginning or hour ending, keyed by the hour beginning', () => {
    const hb = cyclicCategories('Hour24');
    expect(hb).toHaveLength(24);
    expect(hb[0]).toEqual({ key: 0, label: '00:00' });
    expect(hb[23]).toEqual({ key: 23, label: '23:00' });
    const he = cyclicCategories('Hour24', { hourConvention: 'hour-ending' });
    expect(he[0]).toEqual({ key: 0, label: 'HE1' });
    expect(he[23]).toEqual({ key: 23, label: 'HE24' });
  });

  it('labels ISO weekdays Mon..Sun, months Jan..Dec and the day types', () => {
    expect(cyclicCategories('DayOfWeek')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, i) => ({ key: i + 1, label })));
    expect(cyclicCategories('Month12').map((c) => c.label).join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
    expect(cyclicCategories('Month12')[11]).toEqual({ key: 12, label: 'Dec' });
    expect(cyclicCategories('DayType')).toEqual([{ key: 1, label: 'Weekday' }, { key: 2, label: 'Weekend' }]);
  });

  it('gives each grouping an axis with its title', () => {
    expect(cyclicGroupings.map((g) => cyclicCategoryAxis(g).title)).toEqual(['Day of week', 'Month of year', 'Hour of day', 'Day type']);
    expect(cyclicCategoryAxis('Hour24', { hourConvention: 'hour-ending' }).categories[5]).toEqual({ key: 5, label: 'HE6' });
  });
});

describe('cyclicCategoryKey', () => {
  it('reads the keys of a query answer', () => {
    expect(cyclicCategoryKey('DayType', 'Weekend')).toBe(2);
    expect(cyclicCategoryKey('DayType', 'Weekday')).toBe(1);
    expect(cyclicCategoryKey('DayType', 'Holiday')).toBeNull();
    expect(cyclicCategoryKey('Hour24', '17')).toBe(17);
    expect(cyclicCategoryKey('Hour24', 0)).toBe(0);
    expect(cyclicCategoryKey('Hour24', 24)).toBeNull();
    expect(cyclicCategoryKey('DayOfWeek', 0)).toBeNull();
    expect(cyclicCategoryKey('Month12', 13)).toBeNull();
    expect(cyclicCategoryKey('Month12', '')).toBeNull();
    expect(cyclicCategoryKey('Month12', 2.5)).toBeNull();
  });
});
