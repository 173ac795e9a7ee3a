import { describe, expect, it } from 'vitest';
import { LEGEND_ROW_PX, legendHeightPx } from './legendHeight';

describe('height of a top or bottom legend', () => {
  it('keeps one row for short items that share a line (Stitched Actual and Backcast in kWh on a phone)', () => {
    expect(legendHeightPx([{ label: 'Stitched Actual', unitLabel: 'kWh' }, { label: 'Backcast', unitLabel: 'kWh' }], 358)).toBe(LEGEND_ROW_PX);
    expect(legendHeightPx([], 358)).toBe(LEGEND_ROW_PX);
  });

  it('adds a line per item that no longer fits, and lines for a label longer than the card', () => {
    const gas = [
      { label: 'Stitched Actual', unitLabel: 'therm' },
      { label: 'Central England (HadCET) Actual Heating Degree Days', unitLabel: 'degC-days, base 15.5' },
    ];
    // 390 px phone card: the long item wraps onto two lines of its own below the first.
    expect(legendHeightPx(gas, 358)).toBe(LEGEND_ROW_PX + 2 * 18);
    // A wide card holds both on one line.
    expect(legendHeightPx(gas, 1100)).toBe(LEGEND_ROW_PX);
  });
});
