import { describe, expect, it } from 'vitest';
import { toQueryFilters, toQueryRangeFilters, toTimePartFilter } from './toQueryFilters';

const item = (id: string, isChecked: boolean) => ({ id, label: id, isChecked, isDisabled: false });

describe('toQueryFilters', () => {
  it('sends the checked items of partially selected filters only', () => {
    expect(
      toQueryFilters([
        { name: 'market', title: 'Market', items: [item('NORTH', true), item('WEST', false)] },
        { name: 'profile', title: 'Profile', items: [item('RES', true), item('COM', true)] },
        { name: 'zone', title: 'Zone', items: [item('LZ_N', false)] },
      ]),
    ).toEqual([{ columnName: 'market', filterType: 'Include', filterValues: ['NORTH'] }]);
  });
});

describe('toQueryRangeFilters', () => {
  it('maps [min, max] pairs', () => {
    expect(toQueryRangeFilters([{ name: 'kwh', value: [0, 250] }])).toEqual([{ columnName: 'kwh', min: 0, max: 250 }]);
  });
});

describe('toTimePartFilter', () => {
  it('keeps non-empty groups and returns undefined when nothing restricts', () => {
    expect(toTimePartFilter({ hourOfDay: [7, 8], dayType: [], monthOfYear: [7] })).toEqual({ hourOfDay: [7, 8], monthOfYear: [7] });
    expect(toTimePartFilter({ dayOfWeek: [] })).toBeUndefined();
  });
});
