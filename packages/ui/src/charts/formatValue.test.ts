import { describe, expect, it } from 'vitest';
import { formatValue } from './formatValue';

describe('formatValue', () => {
  it('shows energy and temperatures with the fixed precision of their unit', () => {
    expect(formatValue(15_542_383.484, 'kWh')).toBe('15,542,383');
    expect(formatValue(15_542.383484, 'MWh')).toBe('15,542.4');
    expect(formatValue(15_542, 'MWh')).toBe('15,542.0');
    expect(formatValue(71.25, 'degF')).toBe('71.3');
    expect(formatValue(0.123456, 'ratio')).toBe('0.12');
  });

  it('shows a gap as a dash', () => {
    expect(formatValue(null, 'kWh')).toBe('–');
    expect(formatValue(Number.NaN, 'kWh')).toBe('–');
  });
});
