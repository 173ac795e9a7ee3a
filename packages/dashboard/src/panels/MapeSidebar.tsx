import { mapeHoursText } from '@loadline/core';
import { useDatasourceQuery } from '@loadline/core/react';
import { Skeleton } from '@loadline/ui';
import { useId, useMemo } from 'react';
import {
  TEXT_BACKCAST_MAPE, TEXT_FORECAST_MAPE, TEXT_MAPE, TEXT_MAPE_DAY_AHEAD, TEXT_MAPE_FULL_HORIZON, TEXT_MAPE_FULL_RUN, TEXT_MAPE_NO_FORECAST, TEXT_MAPE_WHOLE_RUN,
} from '../texts';
import type { MapeMapping } from '../model/dataMapping';
import { forecastRunLabel } from '../model/seriesCatalog';
import { planMapePanel } from '../model/panelPlans';
import type { PanelPlan } from '../model/queryPlan';
import { formatMape, mapeValues, type MapeValues } from './mapeQuery';
import * as css from './panels.css';

/** Props of {@link MapeSidebar}. */
export interface MapeSidebarProps {
  /** Market of the chosen forecast, e.g. 'COAST'; null when none. */
  market: string | null;
  /** Process time (ISO 8601) of the chosen forecast run; null when no forecast is chosen. */
  processTime: string | null;
  /** Horizon kept ('short_term' or 'long_term') when process times of both could coincide. @default every horizon */
  horizon?: string;
  /** Where the MAPE rows are (the data mapping's `mape`). */
  mapping: MapeMapping;
  /**
   * The sidebar's part of the dashboard's one plan (`planMapePanel` of the same run): its request
   * is read from it, under the key the prefetch used. @default planned here from the props
   */
  plan?: PanelPlan | undefined;
  /** IANA zone of the dashboard: the scored hours are stated in its local time. @default 'UTC' */
  timezone?: string;
  /** Whether the dashboard reads hour ending (HE1-HE24) rather than hour beginning. @default false */
  hourEnding?: boolean;
}

/** The caption saying which hours the default MAPE scores (issue 36, "scores say their horizon"). */
function scopeText(values: MapeValues, timezone: string, hourEnding: boolean): string {
  const hours = values.scoredFrom !== null && values.scoredTo !== null ? mapeHoursText(values.scoredFrom, values.scoredTo, timezone, hourEnding) : null;
  if (values.scope === 'day_ahead' && hours) return TEXT_MAPE_DAY_AHEAD(hours, values.hours);
  if (values.scope === 'full_horizon' && hours) return TEXT_MAPE_FULL_RUN(hours, values.hours);
  return TEXT_MAPE_WHOLE_RUN;
}

/**
 * The load forecast editor's metrics sidebar (spec part 1 §2 "Metrics sidebar: MAPE (Forecast
 * MAPE %, Backcast MAPE %)"): the mean absolute percentage error of the chosen forecast run and of
 * the backcast over the same hours, in percent with 2 decimals, under the run's name as the legend
 * and the Forecast menu give it ('Forecast 2021-12-23 12:00 UTC · COAST'). Without a chosen forecast both
 * read '–' with an explanation.
 *
 * Which hours are scored is said under the run's name (issue 36): a short-term run's day-ahead
 * MAPE by default, its next operating day ('Day-ahead: 2021-12-24 HE1–HE24 (24 hours)', in the
 * dashboard's zone and hour convention), then the whole run's MAPE under 'Full run (7 days, 168
 * hours)'; a long-term run's whole horizon ('Full run: … (n hours)'); 'Whole run' when the data
 * does not say (an imported run, whose MAPE scores the whole run).
 *
 * @example <MapeSidebar mapping={mapping.mape} market="COAST" processTime="2021-12-23T12:00:00Z" />
 */
export function MapeSidebar({ market, processTime, horizon, mapping, plan, timezone = 'UTC', hourEnding = false }: MapeSidebarProps) {
  const own = useMemo(() => (plan ? null : planMapePanel({ mape: mapping }, { market, processTime, ...(horizon ? { horizon } : {}) })), [plan, mapping, market, processTime, horizon]);
  const planned = (plan ?? own)?.requests[0] ?? null;
  const request = planned?.body ?? null;
  const answer = useDatasourceQuery(planned?.datasource ?? null, request);
  const values = mapeValues(mapping, answer.data);
  const headingId = useId();
  const loading = request !== null && answer.isPending;
  const value = (v: number | null) => (loading ? <Skeleton width={64} /> : formatMape(v));
  return (
    <section aria-labelledby={headingId} className={css.sidebar} data-part="ll_mape-sidebar" aria-busy={loading || undefined}>
      <h2 id={headingId} className={css.heading}>
        {TEXT_MAPE}
      </h2>
      {request !== null && processTime ? (
        <p className={css.muted} data-part="ll_mape-forecast">
          {`${forecastRunLabel(processTime)} · ${market}`}
        </p>
      ) : null}
      {request !== null && answer.data && (values.forecast !== null || values.backcast !== null) ? (
        <p className={css.muted} data-part="ll_mape-scope" data-scope={values.scope}>
          {scopeText(values, timezone, hourEnding)}
        </p>
      ) : null}
      {answer.error ? (
        <p role="alert" className={css.error}>
          {answer.error.message}
        </p>
      ) : (
        <dl className={css.metrics}>
          <div className={css.metric}>
            <dt className={css.label}>{TEXT_FORECAST_MAPE}</dt>
            <dd className={css.metricValue}>{value(values.forecast)}</dd>
          </div>
          <div className={css.metric}>
            <dt className={css.label}>{TEXT_BACKCAST_MAPE}</dt>
            <dd className={css.metricValue}>{value(values.backcast)}</dd>
          </div>
        </dl>
      )}
      {values.fullHorizon && !answer.error ? (
        <section aria-labelledby={`${headingId}-full`} data-part="ll_mape-full-horizon">
          <h3 id={`${headingId}-full`} className={css.muted}>{TEXT_MAPE_FULL_HORIZON(values.fullHorizon.hours)}</h3>
          <dl className={css.metrics}>
            <div className={css.metric}>
              <dt className={css.label}>{TEXT_FORECAST_MAPE}</dt>
              <dd className={css.metricValue}>{formatMape(values.fullHorizon.forecast)}</dd>
            </div>
            <div className={css.metric}>
              <dt className={css.label}>{TEXT_BACKCAST_MAPE}</dt>
              <dd className={css.metricValue}>{formatMape(values.fullHorizon.backcast)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {request === null ? <p className={css.muted}>{TEXT_MAPE_NO_FORECAST}</p> : null}
    </section>
  );
}
