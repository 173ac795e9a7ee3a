import { hourEndingOf, zoneOffsetMs, type AdjustmentCalculation, type AdjustmentPoint, type AdjustmentRow } from '@loadline/core';
import { applyCalculation } from './applyCalculation';
import { holidayOn } from './holidays';
import { roundTo } from './parsePaste';

/**
 * A row of the adjustment editor grid: the spec's adjustment row (part 1 §3) with the interval it
 * stands for and its attributes.
 */
export interface EditorRow extends AdjustmentRow {
  /** Interval start, epoch ms UTC. */
  t: number;
  /** Interval start as the API wrote it (ISO 8601). */
  timestamp: string;
  /** Hour label as the grid shows it: `HE1`..`HE24` (`HE2*` for a repeated fall-back hour) or `00:00`..`23:00`. */
  hourLabel: string;
  /** Day type of the local date: weekday (Mon-Fri) or weekend. */
  dayType: DayType;
  /** NERC holiday of the local date, or null. */
  holiday: string | null;
}

/** Day types of the filter (a holiday is a weekday or weekend day with a holiday name). */
export type DayType = 'weekday' | 'weekend';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const HOUR = 3_600_000;

/**
 * Grid rows of a stitched view (`AdjustmentPoint`s, time-ordered): the local date (`YYYY-MM-DD`)
 * of each interval's start in `timeZone`, the hour (1..24 hour ending, or 0..23 hour beginning),
 * the day name and type, the NERC holiday, and the point's loads and calculation. Row ids are the
 * interval starts in epoch ms, so they stay stable across versions.
 *
 * @throws RangeError when `timeZone` is not an IANA time zone
 * @example toEditorRows(points, 'America/Chicago', true)[14].hourLabel // 'HE15'
 */
export function toEditorRows(points: readonly AdjustmentPoint[], timeZone: string, isHourEnding: boolean): EditorRow[] {
  return points.map((p) => {
    const t = Date.parse(p.timestamp);
    const wall = new Date(t + zoneOffsetMs(timeZone, t));
    const date = wall.toISOString().slice(0, 10);
    const dow = wall.getUTCDay();
    const hb = wall.getUTCHours();
    const hourLabel = isHourEnding ? hourEndingOf(t, timeZone) : `${String(hb).padStart(2, '0')}:00`;
    return {
      id: String(t),
      t,
      timestamp: p.timestamp,
      date,
      hour: isHourEnding ? hb + 1 : hb,
      hourLabel,
      day: DAY_NAMES[dow] as string,
      dayType: dow === 0 || dow === 6 ? 'weekend' : 'weekday',
      holiday: holidayOn(date),
      forecast: p.forecast,
      adjustedForecast: p.adjustedForecast,
      adjustmentCalculation: p.adjustmentCalculation,
      adjustmentValue: p.adjustmentValue,
      selected: false,
    };
  });
}

/** The stitched points of grid rows (what a version save sends, before keeping the edited ones). */
export function toPoints(rows: readonly EditorRow[]): AdjustmentPoint[] {
  return rows.map((r) => ({
    timestamp: r.timestamp,
    forecast: r.forecast,
    adjustedForecast: r.adjustedForecast,
    adjustmentCalculation: r.adjustmentCalculation,
    adjustmentValue: r.adjustmentValue,
  }));
}

/** Filter of the side panel: day types, hour range, local date range and the chart's zoom. */
export interface RowFilter {
  /** Day types shown; empty or absent shows all. `holiday` keeps NERC holidays only. */
  dayTypes?: readonly (DayType | 'holiday')[];
  /** First and last hour shown (the grid's hour numbers, inclusive). */
  hours?: { from: number; to: number } | null;
  /** First and last local date shown, `YYYY-MM-DD`, inclusive; either may be empty. */
  dates?: { from: string; to: string } | null;
  /** Interval starts shown (epoch ms, `from` inclusive, `to` exclusive): the chart's zoom. */
  time?: { from: number; to: number } | null;
}

/** Whether a filter shows every row. */
export function isEmptyFilter(f: RowFilter): boolean {
  return !f.dayTypes?.length && !f.hours && !(f.dates && (f.dates.from || f.dates.to)) && !f.time;
}

/**
 * The rows a filter shows, in order (the same objects). Day types are alternatives (weekday or
 * holiday); hours, dates and time narrow further.
 *
 * @example filterRows(rows, { dayTypes: ['weekday'], hours: { from: 15, to: 19 } })
 */
export function filterRows<R extends EditorRow>(rows: readonly R[], f: RowFilter): R[] {
  if (isEmptyFilter(f)) return rows as R[];
  const types = f.dayTypes?.length ? new Set(f.dayTypes) : null;
  return rows.filter((r) =>
    (!types || types.has(r.dayType) || (types.has('holiday') && r.holiday !== null))
    && (!f.hours || (r.hour >= f.hours.from && r.hour <= f.hours.to))
    && (!f.dates || ((!f.dates.from || r.date >= f.dates.from) && (!f.dates.to || r.date <= f.dates.to)))
    && (!f.time || (r.t >= f.time.from && r.t < f.time.to)));
}

/** Sets `selected` on the rows with the given ids (other rows are kept as the same objects). */
export function setSelected<R extends EditorRow>(rows: readonly R[], ids: ReadonlySet<string>, selected: boolean): R[] {
  return rows.map((r) => (ids.has(r.id) && r.selected !== selected ? { ...r, selected } : r));
}

/** An edit of a row's Calc cell: the calculation and its value. */
export interface CalcEdit {
  calculation: AdjustmentCalculation;
  value: number | null;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads what was typed into a Calc cell: `+5` or `-5` adds (MWh), `*1.05` or `x1.05` multiplies,
 * `/2` divides, `5%` (or `+5%`, `-3%`) is a percentage, `=1200` sets the new load (custom); a
 * plain number keeps the row's calculation (custom when it has none). Empty clears the edit.
 *
 * @returns the edit, or null when the text is not one of these
 * @example parseCalcInput('+5%', 'none') // { calculation: 'percent', value: 5 }
 * @example parseCalcInput('1200', 'none') // { calculation: 'custom', value: 1200 }
 */
export function parseCalcInput(text: string, current: AdjustmentCalculation): CalcEdit | null {
  const s = text.trim().replace(/\s+/g, '');
  if (s === '') return { calculation: 'none', value: null };
  const num = (v: string) => (NUMBER.test(v) ? Number(v) : null);
  let edit: CalcEdit | null;
  if (s.endsWith('%')) edit = { calculation: 'percent', value: num(s.slice(0, -1)) };
  else if (/^[*xX]/.test(s)) edit = { calculation: 'multiply', value: num(s.slice(1)) };
  else if (s.startsWith('/')) edit = { calculation: 'divide', value: num(s.slice(1)) };
  else if (s.startsWith('=')) edit = { calculation: 'custom', value: num(s.slice(1)) };
  else if (/^[+-]/.test(s)) edit = { calculation: 'add', value: num(s) };
  else edit = { calculation: current === 'none' ? 'custom' : current, value: num(s) };
  if (edit.value === null || (edit.calculation === 'divide' && edit.value === 0)) return null;
  return edit;
}

/** Applies a Calc edit to a row: its calculation, value and new load (rounded to 2 decimals). */
export function applyCalcEdit<R extends AdjustmentRow>(row: R, edit: CalcEdit): R {
  const load = applyCalculation(row.forecast, edit.calculation, edit.value);
  return { ...row, adjustmentCalculation: edit.calculation, adjustmentValue: edit.value, adjustedForecast: load === null ? null : roundTo(load, 2) };
}

/** The Calc cell's text of a row: `+5`, `×1.05`, `÷2`, `+5%`, `=1200`, or empty. */
export function calcLabel(r: Pick<AdjustmentRow, 'adjustmentCalculation' | 'adjustmentValue'>): string {
  const v = r.adjustmentValue;
  if (r.adjustmentCalculation === 'none' || v === null) return '';
  const signed = `${v >= 0 ? '+' : ''}${v}`;
  switch (r.adjustmentCalculation) {
    case 'add':
      return signed;
    case 'multiply':
      return `×${v}`;
    case 'divide':
      return `÷${v}`;
    case 'percent':
      return `${signed}%`;
    case 'custom':
      return `=${v}`;
  }
}

/** The hour range of the grid's hour numbers: 1..24 hour ending, 0..23 hour beginning. */
export function hourBounds(isHourEnding: boolean): { from: number; to: number } {
  return isHourEnding ? { from: 1, to: 24 } : { from: 0, to: 23 };
}

/** Interval end of a row (hourly intervals). */
export const intervalEnd = (r: Pick<EditorRow, 't'>) => r.t + HOUR;
