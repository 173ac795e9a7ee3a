import { describe, expect, it } from 'vitest';
import { adjustmentCsv, csvNumber, isoWithOffset, tsvOf } from './adjustmentCsv';
import { toEditorRows } from './editorRows';

describe('adjustment CSV', () => {
  it('ISO with offset', () => {
    expect(isoWithOffset(Date.UTC(2019, 6, 2, 5), 'America/Chicago')).toBe('2019-07-02T00:00:00-05:00');
    expect(isoWithOffset(Date.UTC(2019, 0, 2, 6), 'America/Chicago')).toBe('2019-01-02T00:00:00-06:00');
    expect(isoWithOffset(Date.UTC(2019, 0, 2, 6), 'Asia/Kolkata')).toBe('2019-01-02T11:30:00+05:30');
  });
  it('writes interval start and end, hour ending, zone, unit, forecast and adjusted', () => {
    const rows = toEditorRows(
      [{ timestamp: '2019-07-02T05:00:00Z', forecast: 100, adjustedForecast: 105, adjustmentCalculation: 'percent', adjustmentValue: 5 },
        { timestamp: '2019-07-02T06:00:00Z', forecast: null, adjustedForecast: null, adjustmentCalculation: 'none', adjustmentValue: null }],
      'America/Chicago', true);
    const csv = adjustmentCsv(rows, 'America/Chicago', 'MWh');
    expect(csv.split('\r\n')).toEqual([
      'interval_start,interval_end,hour_ending,time_zone,unit,forecast,adjusted_forecast',
      '2019-07-02T00:00:00-05:00,2019-07-02T01:00:00-05:00,HE1,America/Chicago,MWh,100,105',
      '2019-07-02T01:00:00-05:00,2019-07-02T02:00:00-05:00,HE2,America/Chicago,MWh,,',
      '',
    ]);
  });
  it('writes loads at their stored precision, without binary float noise', () => {
    const rows = toEditorRows(
      [{ timestamp: '2019-07-02T05:00:00Z', forecast: 16365.529400000003, adjustedForecast: 16365.5294 * 1.1, adjustmentCalculation: 'percent', adjustmentValue: 10 }],
      'America/Chicago', true);
    const line = adjustmentCsv(rows, 'America/Chicago', 'MWh').split('\r\n')[1];
    expect(line).toBe('2019-07-02T00:00:00-05:00,2019-07-02T01:00:00-05:00,HE1,America/Chicago,MWh,16365.5294,18002.08234');
    expect(csvNumber(0.1 + 0.2)).toBe('0.3');
    expect(csvNumber(-41250)).toBe('-41250');
    expect(csvNumber(null)).toBe('');
  });
  it('neutralises a formula in a text cell', () => {
    const rows = toEditorRows([{ timestamp: '2019-07-02T05:00:00Z', forecast: 1, adjustedForecast: 1, adjustmentCalculation: 'none', adjustmentValue: null }], 'UTC', true);
    expect(adjustmentCsv(rows, 'UTC', '=cmd')).toContain(",HE6,UTC,'=cmd,");
  });
  it('TSV of cells', () => {
    expect(tsvOf([['a', 'b\tc'], ['1', '2\n3']])).toBe('a\tb c\n1\t2 3');
  });
});
