import { ErrorState, Tabs } from '@loadline/ui';
import { useId, type ReactNode } from 'react';
import { forecastsTexts } from '../../texts';
import * as css from './AvailableForecasts.css';
import { ForecastList, ForecastSkeletons, type ForecastListCardOptions } from './ForecastList';
import { useAvailableForecasts, type AvailableForecastsOptions } from './useAvailableForecasts';

/** Props of {@link AvailableForecasts}. */
export interface AvailableForecastsProps extends AvailableForecastsOptions, ForecastListCardOptions {
  /** Page actions shown next to the title (e.g. a host's buttons). @default undefined */
  actions?: ReactNode;
  /** Page title. @default 'Available Forecasts' */
  title?: string;
}

const TAB_LABELS = { shortTermForecast: forecastsTexts.shortTerm, longTermForecast: forecastsTexts.longTerm } as const;

/**
 * The Available Forecasts page content (spec part 1 §2, route /demand/load-forecast/forecasts):
 * title and page actions, the error state of a failed call (status text, request id, Retry), tabs Short Term and Long Term when both categories
 * exist (chosen tab kept under selectedTab), and per tab the LEVEL and MARKETS filters, Clear
 * Filters, 5 skeleton cards while loading, the forecast cards and Load More. Texts: 'No items
 * found', 'Your filters prevent some items from showing', 'Sorry! No Settlement Level Data is
 * available.'. Needs a `LoadlineProvider` whose adapter serves `dashboards.listConfigs`,
 * `query.distinct` and `forecasts.summaries`.
 *
 * @example
 * <AvailableForecasts onExplore={(o) => navigate(exploreDashboardPath(o))}
 *   onCreateAdjustment={(c) => navigate(forecastAdjustmentPath(c))} />
 */
export function AvailableForecasts({ actions, title = forecastsTexts.title, storage, forecastQuery, pageSize, ...cards }: AvailableForecastsProps) {
  const list = useAvailableForecasts({ storage, forecastQuery, pageSize });
  const titleId = useId();
  const { categories, category } = list;
  let body: ReactNode;
  if (list.configsFailed) body = null;
  else if (!category) body = list.loadingConfigs ? <ForecastSkeletons /> : <p className={css.message}>{forecastsTexts.noSettlementData}</p>;
  else if (categories.length > 1) {
    body = (
      <Tabs
        aria-label={title}
        value={category}
        onValueChange={(id) => list.selectTab(Math.max(0, categories.indexOf(id as typeof category)))}
        tabs={categories.map((c) => ({
          id: c,
          label: TAB_LABELS[c],
          content: c === category ? <ForecastList list={list} category={c} cards={cards} /> : null,
        }))}
      />
    );
  } else body = <ForecastList list={list} category={category} cards={cards} />;
  return (
    <section className={css.page} aria-labelledby={titleId} data-ll-part="available-forecasts">
      <header className={css.header}>
        <h1 id={titleId} className={css.title}>{title}</h1>
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </header>
      {list.error && (
        <ErrorState
          title={forecastsTexts.loadFailed}
          status={list.errorStatus}
          message={list.error}
          requestId={list.requestId}
          retrying={list.retrying}
          onRetry={list.retry}
        />
      )}
      {body}
    </section>
  );
}
