import { describe, expect, it } from 'vitest';
import { meterSeries } from './meterSeries';

describe('meter series', () => {
  it('sums every meter, or counts distinct meters', () => {
    expect(meterSeries(null, 'load', 'meterId')).toMatchObject({ id: 'meters|load|all', label: 'All meters', type: 'power load', selectedCalculation: 'Sum', selectedFilters: [] });
    expect(meterSeries(null, 'meterCount', 'meterId')).toMatchObject({ id: 'meters|meterCount|all', type: 'dimensionless', selectedCalculation: 'CountDistinct', extras: { columnName: 'meterCount' } });
  });

  it('reads one meter through a series filter on the meter id column', () => {
    const s = meterSeries('M10006414', 'load', 'meterId');
    expect(s).toMatchObject({ id: 'meters|load|M10006414', label: 'Meter M10006414', type: 'power load' });
    expect(s.selectedFilters).toEqual([{ name: 'meterId', title: 'Meter', items: [{ id: 'M10006414', label: 'M10006414', isChecked: true, isDisabled: false }] }]);
  });
});
