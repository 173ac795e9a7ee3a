import { describe, expect, it } from 'vitest';
import { hourEndingOf, offsetAt } from './zoneTime';

const H = 3_600_000;

describe('zone time', () => {
  it('offsets in and out of daylight time', () => {
    expect(offsetAt(Date.UTC(2019, 6, 2), 'America/Chicago')).toBe(-5 * H);
    expect(offsetAt(Date.UTC(2019, 0, 2), 'America/Chicago')).toBe(-6 * H);
    expect(offsetAt(Date.UTC(2019, 0, 2), 'Asia/Kolkata')).toBe(5.5 * H);
  });
  it('labels the repeated fall-back hour HE2* and skips the spring-forward one', () => {
    const fall = Array.from({ length: 4 }, (_, i) => hourEndingOf(Date.UTC(2024, 10, 3, 5) + i * H, 'America/Chicago'));
    expect(fall).toEqual(['HE1', 'HE2', 'HE2*', 'HE3']);
    const spring = Array.from({ length: 3 }, (_, i) => hourEndingOf(Date.UTC(2024, 2, 10, 6) + i * H, 'America/Chicago'));
    expect(spring).toEqual(['HE1', 'HE2', 'HE4']);
  });
});
