import type { CardSeriesData, CardXAxis } from './cardData';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fmt = (v: number, unitLabel: string) => (Number.isFinite(v) ? `${num.format(v)}${unitLabel ? ` ${unitLabel}` : ''}` : '–');

/** Min, max, average and total of a series' values (gaps skipped); NaN for a series without values. */
export function seriesStats(y: Float64Array): { min: number; max: number; average: number; total: number; count: number } {
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  let count = 0;
  for (let i = 0; i < y.length; i += 1) {
    const v = y[i] as number;
    if (Number.isNaN(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    total += v;
    count += 1;
  }
  if (count === 0) return { min: Number.NaN, max: Number.NaN, average: Number.NaN, total: Number.NaN, count };
  return { min, max, average: total / count, total, count };
}

/** The Summary visualization (spec part 1 §3): per series Min, Max, Average and Total in its axis unit. */
export function SummaryTable({ title, series }: { title: string; series: readonly CardSeriesData[] }) {
  const c = cardTexts.summaryColumns;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.th}>{c.series}</th>
          <th scope="col" className={css.th}>{c.min}</th>
          <th scope="col" className={css.th}>{c.max}</th>
          <th scope="col" className={css.th}>{c.average}</th>
          <th scope="col" className={css.th}>{c.total}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((s) => {
          const st = seriesStats(s.points.y);
          return (
            <tr key={s.id}>
              <th scope="row" className={css.rowHead}>{s.label}</th>
              <td className={css.td}>{fmt(st.min, s.unitLabel)}</td>
              <td className={css.td}>{fmt(st.max, s.unitLabel)}</td>
              <td className={css.td}>{fmt(st.average, s.unitLabel)}</td>
              <td className={css.td}>{fmt(st.total, s.unitLabel)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * Label of a cyclic bucket: hour of day as '00:00'..'23:00' (hour beginning) or HE1..HE24 (hour
 * ending), ISO weekday 1-7 as Monday..Sunday, month 1-12 as January..December.
 *
 * @example categoryLabel('hourOfDay', 0, true) // 'HE1'
 */
export function categoryLabel(axis: Exclude<CardXAxis, 'time'>, key: number, hourEnding: boolean): string {
  if (axis === 'hourOfDay') return hourEnding ? `HE${key + 1}` : `${String(key).padStart(2, '0')}:00`;
  // 2024-01-01 was a Monday (ISO weekday 1).
  if (axis === 'dayOfWeek') return weekday.format(Date.UTC(2024, 0, key));
  return month.format(Date.UTC(2024, key - 1, 1));
}

/**
 * A cyclic grouping (Hour24, DayOfWeek, Month12) as a table: one row per bucket, one column per
 * series. `@loadline/ui/charts` draws time axes only, so these groupings are shown as a table
 * whatever the card's chart type.
 */
export function CategoryTable({ title, axis, series, hourEnding }: {
  title: string;
  axis: Exclude<CardXAxis, 'time'>;
  series: readonly CardSeriesData[];
  hourEnding: boolean;
}) {
  const keys = [...new Set(series.flatMap((s) => Array.from(s.points.x)))].filter(Number.isFinite).sort((a, b) => a - b);
  const maps = series.map((s) => new Map(Array.from(s.points.x, (x, i) => [x, s.points.y[i] as number])));
  return (
    <table className={css.table}>
      <caption className={css.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.th}>{cardTexts.categoryColumn[axis]}</th>
          {series.map((s) => <th key={s.id} scope="col" className={css.th}>{s.unitLabel ? `${s.label} (${s.unitLabel})` : s.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k}>
            <th scope="row" className={css.rowHead}>{categoryLabel(axis, k, hourEnding)}</th>
            {maps.map((m, i) => <td key={series[i]?.id ?? i} className={css.td}>{fmt(m.get(k) ?? Number.NaN, '')}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
