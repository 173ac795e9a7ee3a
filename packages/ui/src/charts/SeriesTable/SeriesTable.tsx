import { useMemo, useState } from 'react';
import { unionTimes, valueAtTime } from '../rows';
import { formatValue } from '../formatValue';
import { chartTexts } from '../texts';
import { bucketLabel } from '../bucketLabel';
import type { ChartCategory, ChartSeries, HourConvention, TimeBucket } from '../types';
import * as css from './SeriesTable.css';

/** Props of {@link SeriesTable}. */
export interface SeriesTableProps {
  /** Table caption (the chart's title). */
  title: string;
  /** Series shown as columns; one row per time. */
  series: readonly ChartSeries[];
  /** IANA time zone of the time column. @default the browser's zone */
  timeZone?: string;
  /** Hour labels of the time column. @default 'hour-beginning' */
  hourConvention?: HourConvention;
  /** Rows per page (spec: meter table page size default 25). @default 25 */
  pageSize?: number;
  /**
   * Categories of a category chart: one row per category, labelled, in order; the series' x values
   * are then category positions 0..n-1 (`toCategorySeries`). A time table when absent.
   * @default undefined
   */
  categories?: readonly ChartCategory[] | null;
  /** Heading of the first column. @default 'Time', or 'Category' with `categories` */
  xTitle?: string;
  /**
   * Keeps the caption (the table's accessible name) off screen, for a host that already shows the
   * title, e.g. a dashboard card's header. @default false
   */
  captionHidden?: boolean;
  /**
   * The calendar bucket each time stands for (Month-All, Year-All): rows are labelled by month
   * ('Nov 2019') or year ('2019') instead of the bucket's first hour. @default undefined
   */
  bucket?: TimeBucket | undefined;
}

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * Whether time `t` is the series' partial first or last bucket (`ChartSeries.partial`).
 * @example isPartialBucket({ ...monthly, partial: { last: true } }, decemberStart) // true
 */
export function isPartialBucket(s: ChartSeries, t: number): boolean {
  const xs = s.points.x;
  if (!s.partial || xs.length === 0) return false;
  return (s.partial.first === true && xs[0] === t) || (s.partial.last === true && xs[xs.length - 1] === t);
}

/**
 * The data of a chart as a table, the accessible alternative to the plot: one row per time
 * (labelled in the zone and hour convention) or per category, one column per series (`label (unit)`) with values
 * at their unit's precision (`formatValue`: kWh 0, MWh 1, degF 1 decimals), gaps shown as '–', and the value
 * of a series' partial first or last bucket (`ChartSeries.partial`) followed by '(partial period)'. Scrolls
 * horizontally inside its box when the columns are wider. Paged, so the DOM stays small at any point count.
 *
 * @example
 * <SeriesTable title="ERCOT load" series={[load, temperature]} timeZone="America/Chicago" hourConvention="hour-ending" />
 */
export function SeriesTable({
  title, series, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone, hourConvention = 'hour-beginning', pageSize = 25, categories, xTitle, captionHidden = false, bucket,
}: SeriesTableProps) {
  const times = useMemo(() => (categories ? Float64Array.from(categories, (_, i) => i) : unionTimes(series)), [series, categories]);
  const rowLabel = (t: number) => (categories ? (categories[t]?.label ?? '') : bucketLabel(t, timeZone, hourConvention, bucket));
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(times.length / pageSize));
  const current = Math.min(page, pages - 1);
  const start = current * pageSize;
  const rows = Array.from(times.subarray(start, start + pageSize));
  return (
    <div className={css.root}>
      <div className={css.scroller} role="region" aria-label={title} tabIndex={0}>
        <table className={css.table}>
          <caption className={captionHidden ? css.captionHidden : css.caption} data-ll-visually-hidden={captionHidden ? '' : undefined}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.head} style={{ textAlign: 'left' }}>{xTitle ?? (categories ? chartTexts.category : chartTexts.time)}</th>
              {series.map((s) => <th key={s.id} scope="col" className={css.head}>{s.label} ({s.unit})</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr><td className={css.empty} colSpan={series.length + 1}>{chartTexts.noData}</td></tr>
            )}
            {rows.map((t) => (
              <tr key={t}>
                <th scope="row" className={css.timeCell} style={{ fontWeight: 'normal' }}>{rowLabel(t)}</th>
                {series.map((s) => {
                  const v = valueAtTime(s, t);
                  return (
                    <td key={s.id} className={css.cell}>
                      {formatValue(v, s.unit)}
                      {!categories && v !== null && isPartialBucket(s, t) ? ` ${chartTexts.partialPeriod}` : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className={css.pager}>
          <span aria-live="polite">Rows {num.format(start + 1)}–{num.format(start + rows.length)} of {num.format(times.length)}</span>
          <button type="button" className={css.pageButton} disabled={current === 0} onClick={() => setPage(current - 1)}>{chartTexts.previousPage}</button>
          <button type="button" className={css.pageButton} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>{chartTexts.nextPage}</button>
        </div>
      )}
    </div>
  );
}
