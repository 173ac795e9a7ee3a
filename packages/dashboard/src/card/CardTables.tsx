import { formatValue } from '@loadline/ui/charts';
import type { CardXAxis } from '../model/queryPlan';
import type { CardSeriesData } from './cardData';
import { categoryLabel, seriesStats } from './cardStats';
import { cardTexts } from './cardTexts';
import * as css from './DashboardCard.css';

/** A value at its unit's precision (kWh 0, MWh 1, degF 1 decimals), with the unit when given. */
const fmt = (v: number, unitLabel: string, shownUnit = unitLabel) => (Number.isFinite(v) ? `${formatValue(v, unitLabel)}${shownUnit ? ` ${shownUnit}` : ''}` : '–');

/** The Summary visualization (spec part 1 §3): per series Min, Max, Average and Total in its axis unit. */
export function SummaryTable({ title, series }: { title: string; series: readonly CardSeriesData[] }) {
  const c = cardTexts.summaryColumns;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.th}>{c.series}</th>
          <th scope="col" className={css.thNumber}>{c.min}</th>
          <th scope="col" className={css.thNumber}>{c.max}</th>
          <th scope="col" className={css.thNumber}>{c.average}</th>
          <th scope="col" className={css.thNumber}>{c.total}</th>
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
          {series.map((s) => <th key={s.id} scope="col" className={css.thNumber}>{s.unitLabel ? `${s.label} (${s.unitLabel})` : s.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k}>
            <th scope="row" className={css.rowHead}>{categoryLabel(axis, k, hourEnding)}</th>
            {maps.map((m, i) => <td key={series[i]?.id ?? i} className={css.td}>{fmt(m.get(k) ?? Number.NaN, series[i]?.unitLabel ?? '', '')}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
