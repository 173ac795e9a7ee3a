import { describe, expect, it } from 'vitest';
import { seriesToCsv } from './csv';
import type { ChartSeries } from './types';

describe('seriesToCsv', () => {
  const t0 = Date.UTC(2024, 6, 1, 5);
  const h = 3_600_000;
  const load: ChartSeries = { id: 'l', label: '=Load', axis: 'primary', unit: 'MW', points: { x: [t0, t0 + h], y: [-5.5, null] } };
  const temp: ChartSeries = { id: 't', label: 'Temp', axis: 'secondary', unit: 'degF', points: { x: Float64Array.from([t0 + h]), y: Float64Array.from([88]) } };

  it('writes one row per time, gaps as empty cells, negative numbers as numbers', () => {
    const csv = seriesToCsv([load, temp], 'America/Chicago', 'hour-ending');
    expect(csv.split('\r\n')).toEqual([
      "Time,Hour,'=Load (MW),Temp (degF)",
      '2024-07-01T05:00:00.000Z,"Jul 1, 2024, HE1",-5.5,',
      '2024-07-01T06:00:00.000Z,"Jul 1, 2024, HE2",,88',
      '',
    ]);
  });
});
