import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFilterDraft, filterDebounceMs, pendingFilters, roundRangeFilter } from './filters';

const market = (checked: string[]) => ({
  name: 'market',
  title: 'Market',
  items: ['COAST', 'NORTH', 'WEST'].map((id) => ({ id, label: id, isChecked: checked.includes(id), isDisabled: false })),
});

// Values in thousandths (e.g. MWh to 3 decimals), so the one-unit slack is exact in floating point.
const milli = fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 1000);

describe('roundRangeFilter', () => {
  it('rounds the minimum down and the maximum up to integers that still contain the range', () => {
    fc.assert(
      fc.property(milli, milli, (a, b) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        const { value } = roundRangeFilter({ name: 'load', value: [min, max] });
        return Number.isInteger(value[0]) && Number.isInteger(value[1]) && value[0] <= min && value[0] > min - 1 && value[1] >= max && value[1] < max + 1;
      }),
    );
  });
});

describe('pendingFilters', () => {
  it('applies a change 1000 ms after the last edit', () => {
    expect(filterDebounceMs).toBe(1000);
    const applied = [market(['COAST'])];
    const draft = [market(['COAST', 'NORTH'])];
    expect(pendingFilters(applied, draft, 5000, 5400)).toEqual({ changed: ['market'], due: false, waitMs: 600 });
    expect(pendingFilters(applied, draft, 5000, 6000)).toEqual({ changed: ['market'], due: true, waitMs: 0 });
  });

  it('has nothing pending when the checked items are the same', () => {
    expect(pendingFilters([market(['NORTH', 'COAST'])], [market(['COAST', 'NORTH'])], 0, 0)).toEqual({ changed: [], due: false, waitMs: 0 });
  });
});

describe('applyFilterDraft', () => {
  it('takes the draft dimension and time filters, and merges its range filters rounded by name', () => {
    const applied = {
      filters: [market(['COAST'])],
      rangeFilters: [{ name: 'load', value: [100, 200] as [number, number] }, { name: 'temperature', value: [30, 90] as [number, number] }],
      timeFilters: { hourOfDay: [7] },
    };
    const draft = { filters: [market(['COAST', 'ERCOT'])], rangeFilters: [{ name: 'load', value: [120.4, 180.2] as [number, number] }], timeFilters: { dayType: ['Weekday' as const] } };
    expect(applyFilterDraft(applied, draft)).toEqual({
      filters: [market(['COAST', 'ERCOT'])],
      rangeFilters: [{ name: 'temperature', value: [30, 90] }, { name: 'load', value: [120, 181] }],
      timeFilters: { dayType: ['Weekday'] },
    });
  });
});
