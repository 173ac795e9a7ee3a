import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costDifference, costStackOf } from './costStack';

const SUMMARY = [
  'meterId,market,volumeKwh,ENERGY_usd,ANCILLARY_usd,MARGIN_usd,totalUsd,centsPerKwh',
  'M1,ERCOT,1000,60.5,4.5,10,75,7.5',
  'M2,ERCOT,500,30,2,3,35,7',
].join('\r\n');

describe('cost stack of a summary_price file', () => {
  it('sums each component and its share of the total', () => {
    const s = costStackOf(SUMMARY);
    expect(s.totalUsd).toBe(110);
    expect(s.volumeKwh).toBe(1500);
    expect(s.rows).toBe(2);
    expect(s.components).toEqual([
      { component: 'ENERGY', usd: 90.5, share: 90.5 / 110 },
      { component: 'ANCILLARY', usd: 6.5, share: 6.5 / 110 },
      { component: 'MARGIN', usd: 13, share: 13 / 110 },
    ]);
  });

  it('shares add up to 1 when the components add up to the total', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1e6 })), { minLength: 1, maxLength: 20 }), (rows) => {
      const csv = ['A_usd,B_usd,totalUsd', ...rows.map(([a, b]) => `${a / 100},${b / 100},${(a + b) / 100}`)].join('\n');
      const s = costStackOf(csv);
      expect(s.components.reduce((x, c) => x + c.share, 0)).toBeCloseTo(1, 6);
    }));
  });

  it('gives the difference per component against the run repeated', () => {
    const now = costStackOf(SUMMARY);
    const before = costStackOf('ENERGY_usd,REC_usd,totalUsd\n80,1,81\n');
    expect(costDifference(now, before)).toEqual([
      { component: 'ENERGY', usd: 90.5, previousUsd: 80, deltaUsd: 10.5 },
      { component: 'ANCILLARY', usd: 6.5, previousUsd: 0, deltaUsd: 6.5 },
      { component: 'MARGIN', usd: 13, previousUsd: 0, deltaUsd: 13 },
      { component: 'REC', usd: 0, previousUsd: 1, deltaUsd: -1 },
    ]);
  });
});
