import { addLocalDays, isUnitId, mapeHoursText, parseLocalDate, startOfLocalDate, UNITS, type Filter, type ForecastSummary } from '@loadline/core';
import { useDatasourceMetadata, useDatasourceQuery, useForecastSummaries } from '@loadline/core/react';
import { Button, Select, Skeleton } from '@loadline/ui';
import { useEffect, useId, useMemo } from 'react';
import { parseInstant } from '../../card/parseInstant';
import type { DashboardDataMapping } from '../../model/dataMapping';
import { hourValues, runDays, runPerformance, type DayPerformance } from '../../model/performance';
import { performanceQueries, type PerformanceQuery } from '../../model/performanceQuery';
import type { PanelPlan } from '../../model/queryPlan';
import { forecastRuns, forecastRunsParams } from '../../panels/forecastMenu';
import { formatMape } from '../../panels/mapeQuery';
import { formatProcessTime } from '../../panels/SeriesPanel';
import type { ConfigItem } from '@loadline/core';
import * as css from './performance.css';
import { performanceTexts as t } from './performanceTexts';

/** Props of {@link PerformancePanel}. */
export interface PerformancePanelProps {
  config: ConfigItem;
  mapping: DashboardDataMapping;
  /** Market whose runs are listed and scored; null: the mapping's system total (or every market). */
  market: string | null;
  /** The dashboard's applied dimension filters (its market). */
  filters: readonly Filter[];
  /** IANA zone of the dashboard: days are its local days. */
  timezone: string;
  /** Whether the dashboard reads hour ending (HE1-HE24): the day-ahead hours are stated so. @default false */
  hourEnding?: boolean;
  /** The run scored (ISO process time); null: the newest run. */
  processTime: string | null;
  /** Called with the run chosen. */
  onProcessTime: (processTime: string) => void;
  /** Hears the run shown (the chosen one, else the newest) and its local days, e.g. for the stored MAPE sidebar and the dashboard's plan. */
  onRunShown?: (processTime: string | null, days: { from: string; to: string } | null) => void;
  /**
   * The panel's part of the dashboard's one plan (`planPerformancePanel` of the run shown): its
   * forecast and actual requests are read from it, under the keys the prefetch used. @default planned here
   */
  plan?: PanelPlan | undefined;
  /** Called to chart the run against the actual over its days (a card is added by the editor). */
  onChart?: (run: { forecast: PerformanceQuery; actual: PerformanceQuery; days: { from: string; to: string } }) => void;
}

const fixed = (v: number | null, digits: number) => (v === null ? t.none : v.toFixed(digits));

/**
 * Digits of a bias in `unit`: whole units for a catalogue unit no larger than its type's base
 * (kWh, kW, therm: large numbers), one decimal for larger and other units (MWh, MMBTU, custom).
 */
const biasDigits = (unit: string) => (isUnitId(unit) && UNITS[unit].factor <= 1 ? 0 : 1);

function Row({ row, label, unitDigits }: { row: DayPerformance; label: string; unitDigits: number }) {
  return (
    <>
      <th scope="row" className={`${css.cell} ${css.firstCell}`}>{label}</th>
      <td className={css.cell}>{row.lead > 0 ? row.lead : t.none}</td>
      <td className={css.cell}>{row.hours}</td>
      <td className={css.cell}>{fixed(row.mape, 2)}</td>
      <td className={css.cell}>{fixed(row.biasPercent, 2)}</td>
      <td className={css.cell}>{fixed(row.bias, unitDigits)}</td>
    </>
  );
}

/** The instants (epoch ms) of a local day's first hour's start and last hour's end in `timeZone`. */
function localDayBounds(day: string, timeZone: string): [number, number] {
  const date = parseLocalDate(day);
  return [startOfLocalDate(date, timeZone).getTime(), startOfLocalDate(addLocalDays(date, 1), timeZone).getTime()];
}

/**
 * The short-term performance section (spec part 1 §2 "shortTermPerformance", "Metrics sidebar:
 * MAPE"): a Process Time choice of the market's short-term forecast runs (Latest and the 15 before
 * it, newest first), and per local day of the chosen run its day ahead, hours scored, MAPE %, bias
 * % and bias in the load's unit per hour (see `runPerformance` for the definitions), then the run's
 * figures over every scored hour. The figures are computed from the answers of the query call for
 * the run's forecast and the Stitched Actual (hourly sums over the run's days, the cards' own
 * queries); 'Chart forecast against actual' hands both series to the editor.
 *
 * Above the table (issue 36, "scores say their horizon"): the run's day-ahead MAPE first, its next
 * operating day (the day of lead 1, as ERCOT reports day-ahead accuracy) with its hours in the
 * dashboard's zone and hour convention ('Day-ahead: 2021-12-24 HE1–HE24 (24 hours)'), then the
 * full run's MAPE labelled with its days and hours ('Full run (7 days) MAPE %').
 */
export function PerformancePanel({ config, mapping, market, filters, timezone, hourEnding = false, processTime, onProcessTime, onRunShown, onChart, plan }: PerformancePanelProps) {
  const params = forecastRunsParams(config, market, mapping);
  const summaries = useForecastSummaries(params);
  const runs = useMemo(() => forecastRuns(summaries.data ?? []), [summaries.data]);
  const choices = useMemo(() => (runs.latest ? [runs.latest, ...runs.previous] : []), [runs]);
  const chosen = processTime ?? runs.latest;
  const summary: ForecastSummary | undefined = (summaries.data ?? []).find((s) => s.processTime === chosen && (market === null || s.market === market))
    ?? (summaries.data ?? []).find((s) => s.processTime === chosen);
  const days = useMemo(() => (summary ? runDays(summary) : null), [summary]);
  useEffect(() => onRunShown?.(chosen, days), [chosen, days, onRunShown]);
  const queries = chosen && days ? performanceQueries(config, mapping, { processTime: chosen, days, filters, timezone }) : null;
  const ok = queries?.ok ? queries : null;
  // The requests of the dashboard's plan when it has planned this run (the same bodies, checked once).
  const planned = plan && ok && plan.requests.length === 2 ? plan.requests : null;
  const forecast = useDatasourceQuery(planned?.[0]?.datasource ?? ok?.forecast.datasource, planned?.[0]?.body ?? ok?.forecast.body);
  const actual = useDatasourceQuery(planned?.[1]?.datasource ?? ok?.actual.datasource, planned?.[1]?.body ?? ok?.actual.body);
  const metadata = useDatasourceMetadata(ok?.actual.datasource ?? null);
  const unit = mapping.load.unit ?? metadata.data?.metrics.find((m) => m.name === ok?.actual.column)?.unit ?? '';
  const performance = useMemo(() => {
    if (!ok || !chosen || !forecast.data || !actual.data) return null;
    return runPerformance(
      hourValues(forecast.data.data, ok.forecast.column, parseInstant),
      hourValues(actual.data.data, ok.actual.column, parseInstant),
      chosen,
      timezone,
    );
  }, [ok, chosen, forecast.data, actual.data, timezone]);
  const headingId = useId();
  const failure = summaries.error ?? forecast.error ?? actual.error;
  const loading = (params !== null && summaries.isPending) || (ok !== null && (forecast.isPending || actual.isPending));
  const unitDigits = biasDigits(unit);
  const runDayCount = performance?.days.length ?? 0;
  const dayAhead = performance?.days.find((d) => d.lead === 1) ?? null;

  return (
    <section aria-labelledby={headingId} className={css.section} data-part="ll_performance" data-process-time={chosen ?? undefined}>
      <div className={css.header}>
        <h2 id={headingId} className={css.heading}>{t.heading}</h2>
        <Select
          label={t.processTime}
          options={choices.map((p) => ({ value: p, label: formatProcessTime(p) }))}
          value={chosen}
          onValueChange={(v) => { if (v) onProcessTime(v); }}
          loading={params !== null && summaries.isPending}
          placeholder={t.noRun}
        />
        {onChart && ok && days ? (
          <Button variant="secondary" onClick={() => onChart({ forecast: ok.forecast, actual: ok.actual, days })}>{t.chart}</Button>
        ) : null}
      </div>
      {failure ? <p role="alert" className={css.error}>{failure.message}</p> : null}
      {queries && !queries.ok ? <p role="alert" className={css.error}>{queries.error}</p> : null}
      {!chosen && !loading ? <p className={css.muted}>{t.noRun}</p> : null}
      {loading ? <Skeleton lines={4} /> : null}
      {performance && chosen ? (
        <dl className={css.summary} data-part="ll_performance-summary">
          <div className={css.summaryItem} data-scope="day_ahead">
            <dt className={css.muted}>{t.dayAheadMape}</dt>
            <dd className={css.summaryValue}>{formatMape(dayAhead?.mape ?? null)}</dd>
            <dd className={css.muted}>
              {dayAhead ? t.dayAheadHours(mapeHoursText(...localDayBounds(dayAhead.day, timezone), timezone, hourEnding), dayAhead.hours) : t.none}
            </dd>
          </div>
          <div className={css.summaryItem} data-scope="full_horizon">
            <dt className={css.muted}>{t.fullRunMape(runDayCount)}</dt>
            <dd className={css.summaryValue}>{formatMape(performance.total.mape)}</dd>
            <dd className={css.muted}>
              {runDayCount > 0 ? t.fullRunHours(performance.days[0]!.day, performance.days[runDayCount - 1]!.day, performance.total.hours) : t.none}
            </dd>
          </div>
        </dl>
      ) : null}
      {performance && chosen ? (
        // Focusable so a keyboard user can scroll it sideways on a narrow screen (WCAG 2.1.1).
        <div className={css.tableFrame} tabIndex={0} role="region" aria-label={t.caption(formatProcessTime(chosen), t.horizon)}>
        <table className={css.table}>
          <caption className={css.muted}>{t.caption(formatProcessTime(chosen), t.horizon)}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${css.cell} ${css.firstCell}`}>{t.day}</th>
              <th scope="col" className={css.cell}>{t.lead}</th>
              <th scope="col" className={css.cell}>{t.hours}</th>
              <th scope="col" className={css.cell}>{t.mape}</th>
              <th scope="col" className={css.cell}>{t.biasPercent}</th>
              <th scope="col" className={css.cell}>{t.bias(unit)}</th>
            </tr>
          </thead>
          <tbody>
            {performance.days.map((d) => (
              <tr key={d.day} data-day={d.day}><Row row={d} label={d.day} unitDigits={unitDigits} /></tr>
            ))}
            <tr className={css.total} data-day="run"><Row row={performance.total} label={t.run(runDayCount)} unitDigits={unitDigits} /></tr>
          </tbody>
        </table>
        </div>
      ) : null}
    </section>
  );
}
