import { useDatasourceQuery } from '@loadline/core/react';
import { Skeleton } from '@loadline/ui';
import { useId, useMemo } from 'react';
import { TEXT_BACKCAST_MAPE, TEXT_FORECAST_MAPE, TEXT_MAPE, TEXT_MAPE_NO_FORECAST } from '../texts';
import type { MapeMapping } from '../model/dataMapping';
import { forecastRunLabel } from '../model/seriesCatalog';
import { planMapePanel } from '../model/panelPlans';
import type { PanelPlan } from '../model/queryPlan';
import { formatMape, mapeValues } from './mapeQuery';
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
}

/**
 * The load forecast editor's metrics sidebar (spec part 1 §2 "Metrics sidebar: MAPE (Forecast
 * MAPE %, Backcast MAPE %)"): the mean absolute percentage error of the chosen forecast run and of
 * the backcast over the same hours, in percent with 2 decimals, under the run's name as the legend
 * and the Forecast menu give it ('Forecast 2021-12-23 12:00 UTC · COAST'). Without a chosen forecast both
 * read '–' with an explanation.
 *
 * @example <MapeSidebar mapping={mapping.mape} market="COAST" processTime="2021-12-23T12:00:00Z" />
 */
export function MapeSidebar({ market, processTime, horizon, mapping, plan }: MapeSidebarProps) {
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
      {request === null ? <p className={css.muted}>{TEXT_MAPE_NO_FORECAST}</p> : null}
    </section>
  );
}
