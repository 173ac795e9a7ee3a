import type { AdjustmentPoint } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { applyCalcEdit, calcLabel, filterRows, parseCalcInput, setSelected, toEditorRows, toPoints } from './editorRows';

const H = 3_600_000;
/** 48 hours from 2019-07-03 00:00 CDT (Wed, Thu = Independence Day). */
const points: AdjustmentPoint[] = Array.from({ length: 48 }, (_, i) => ({
  timestamp: new Date(Date.UTC(2019, 6, 3, 5) + i * H).toISOString(),
  forecast: 1000 + i,
  adjustedForecast: 1000 + i,
  adjustmentCalculation: 'none',
  adjustmentValue: null,
}));

describe('editor rows', () => {
  const rows = toEditorRows(points, 'America/Chicago', true);
  it('dates, hours ending, days and holidays in the zone', () => {
    expect(rows[0]).toMatchObject({ date: '2019-07-03', hour: 1, hourLabel: 'HE1', day: 'Wed', dayType: 'weekday', holiday: null });
    expect(rows[23]).toMatchObject({ date: '2019-07-03', hour: 24, hourLabel: 'HE24' });
    expect(rows[24]).toMatchObject({ date: '2019-07-04', hour: 1, holiday: 'Independence Day' });
  });
  it('hour beginning labels', () => {
    expect(toEditorRows(points, 'America/Chicago', false)[14]).toMatchObject({ hour: 14, hourLabel: '14:00' });
  });
  it('round-trips to points', () => {
    expect(toPoints(rows)).toEqual(points);
  });
  it('filters by day type, hours, dates and time', () => {
    expect(filterRows(rows, { dayTypes: ['holiday'] })).toHaveLength(24);
    expect(filterRows(rows, { hours: { from: 15, to: 19 } }).map((r) => r.hour)).toEqual([15, 16, 17, 18, 19, 15, 16, 17, 18, 19]);
    expect(filterRows(rows, { dates: { from: '2019-07-04', to: '' } })).toHaveLength(24);
    expect(filterRows(rows, { time: { from: rows[2]!.t, to: rows[5]!.t } })).toHaveLength(3);
    expect(filterRows(rows, {})).toBe(rows);
  });
  it('selects rows by id', () => {
    const next = setSelected(rows, new Set([rows[1]!.id]), true);
    expect(next.filter((r) => r.selected).map((r) => r.id)).toEqual([rows[1]!.id]);
    expect(next[0]).toBe(rows[0]);
  });
});

describe('Calc cell input', () => {
  it.each([
    ['+5', 'none', { calculation: 'add', value: 5 }],
    ['-2.5', 'none', { calculation: 'add', value: -2.5 }],
    ['*1.05', 'none', { calculation: 'multiply', value: 1.05 }],
    ['x2', 'none', { calculation: 'multiply', value: 2 }],
    ['/2', 'none', { calculation: 'divide', value: 2 }],
    ['5%', 'none', { calculation: 'percent', value: 5 }],
    ['-3 %', 'none', { calculation: 'percent', value: -3 }],
    ['=1200', 'none', { calculation: 'custom', value: 1200 }],
    ['1200', 'none', { calculation: 'custom', value: 1200 }],
    ['7', 'percent', { calculation: 'percent', value: 7 }],
    ['', 'add', { calculation: 'none', value: null }],
  ] as const)('%s', (text, current, edit) => {
    expect(parseCalcInput(text, current)).toEqual(edit);
  });
  it.each(['abc', '/0', '+', '5,5'])('refuses %s', (text) => {
    expect(parseCalcInput(text, 'none')).toBeNull();
  });
  it('applies an edit and labels it', () => {
    const row = toEditorRows(points, 'America/Chicago', true)[0]!;
    const edited = applyCalcEdit(row, { calculation: 'percent', value: 5 });
    expect(edited.adjustedForecast).toBe(1050);
    expect(calcLabel(edited)).toBe('+5%');
    expect(calcLabel(applyCalcEdit(row, { calculation: 'none', value: null }))).toBe('');
    expect(applyCalcEdit(row, { calculation: 'none', value: null }).adjustedForecast).toBe(1000);
  });
});
