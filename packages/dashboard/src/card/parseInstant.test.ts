import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant } from './parseInstant';

describe('parseInstant', () => {
  it('reads the answers of both sides of a DST change', () => {
    expect(parseInstant('2019-11-03T01:00:00.000-05:00')).toBe(Date.parse('2019-11-03T06:00:00Z'));
    expect(parseInstant('2019-11-03T01:00:00.000-06:00')).toBe(Date.parse('2019-11-03T07:00:00Z'));
    expect(parseInstant('2019-07-01T00:00:00Z')).toBe(Date.parse('2019-07-01T00:00:00Z'));
    expect(parseInstant('2019-07-01T05:30:00+05:30')).toBe(Date.parse('2019-07-01T00:00:00Z'));
  });

  it('falls back to Date.parse for other shapes', () => {
    expect(parseInstant('2019-07-01')).toBe(Date.parse('2019-07-01'));
    expect(parseInstant('not a date')).toBeNaN();
    expect(parseInstant('2019-07-01T00:00:00.000+0500')).toBe(Date.parse('2019-07-01T00:00:00.000+0500'));
  });

  it('agrees with Date.parse on any instant and offset', () => {
    fc.assert(fc.property(
      fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
      fc.integer({ min: -14 * 4, max: 14 * 4 }),
      (t, quarters) => {
        const offset = quarters * 15;
        const local = new Date(t + offset * 60_000).toISOString().slice(0, 23);
        const abs = Math.abs(offset);
        const text = `${local}${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(parseInstant(text)).toBe(Date.parse(text));
        expect(parseInstant(text)).toBe(t);
      },
    ));
  });
});
