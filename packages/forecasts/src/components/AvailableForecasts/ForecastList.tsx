import { FORECAST_PAGE_SIZE, type ForecastCategory, type ForecastSummary } from '@loadline/core';
import { useDatasourceQuery } from '@loadline/core/react';
import { useMemo, useState } from 'react';
import { Button, ErrorState, MultiSelect, Select, Skeleton } from '@loadline/ui';
import type { ExploreObject, ForecastAdjustmentCard } from '../../model/exploreObject';
import { itemKey } from '../../model/forecastList';
import { forecastMapeRequest, readForecastMapes, type ForecastMapeSource } from '../../model/forecastMape';
import { forecastsTexts } from '../../texts';
import { ForecastCard } from '../ForecastCard/ForecastCard';
import { CARD_MIN_HEIGHT_PX, CARD_WIDTH_PX } from '../ForecastCard/ForecastCard.css';
import * as css from './AvailableForecasts.css';
import type { AvailableForecastsState } from './useAvailableForecasts';

/** What the list passes on to each card. */
export interface ForecastListCardOptions {
  /** IANA zone of the cards' 'Generated on'. @default the local zone */
  timeZone?: string;
  /** Unit of the values. @default the unit of the level's datasource metadata, else 'kWh' */
  unit?: string;
  /** Called when a card is chosen through its Select overlay (the card then reads Selected). @default undefined */
  onSelect?: (forecast: ForecastSummary) => void;
  /** Where the runs' stored MAPE is: each card then shows its day-ahead (or whole-run) forecast MAPE and the hours scored. @default undefined (no MAPE) */
  mape?: ForecastMapeSource;
  /** Whether the MAPE's scored hours read hour ending (HE1-HE24). @default false */
  hourEnding?: boolean;
  onExplore?: (object: ExploreObject) => void;
  onCreateAdjustment?: (card: ForecastAdjustmentCard) => void;
}

/** 5 card-sized placeholders while a level loads (spec part 1 §9). */
export function ForecastSkeletons({ count = FORECAST_PAGE_SIZE }: { count?: number }) {
  return (
    <ul className={css.grid} aria-busy="true" data-state="loading" aria-label={forecastsTexts.title}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-ll-part="forecast-skeleton">
          <Skeleton variant="rect" width={CARD_WIDTH_PX} height={CARD_MIN_HEIGHT_PX} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One tab of Available Forecasts: the filter bar (LEVEL, MARKETS with Confirm and Cancel, Clear
 * Filters) and the cards of the chosen level and markets, with Load More.
 */
export function ForecastList({ list, category, cards }: { list: AvailableForecastsState; category: ForecastCategory; cards: ForecastListCardOptions }) {
  const { view } = list;
  const { onSelect, unit = list.unit ?? undefined, mape: mapeSource, ...rest } = cards;
  // One query of the stored MAPE of every listed card (issue 36), of this tab's horizon.
  const items = list.view.kind === 'items' ? list.view.items : null;
  const mapeRequest = useMemo(() => (mapeSource && items ? forecastMapeRequest(mapeSource, items, category) : null), [mapeSource, items, category]);
  const mapeAnswer = useDatasourceQuery(mapeRequest ? mapeSource?.datasource ?? null : null, mapeRequest);
  const mapes = useMemo(() => (mapeSource ? readForecastMapes(mapeSource, mapeAnswer.data) : null), [mapeSource, mapeAnswer.data]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const select = (s: ForecastSummary) => {
    setSelectedKey(itemKey(s));
    onSelect?.(s);
  };
  const allMarkets = list.selectedMarkets.length ? list.selectedMarkets : list.markets;
  return (
    <div data-ll-part="forecast-list" data-category={category}>
      <div className={css.filters} role="group" aria-label={forecastsTexts.filters}>
        <div className={css.filterField}>
          <Select
            label={forecastsTexts.level}
            options={list.levels.map((l) => ({ value: l.configId, label: l.label }))}
            value={list.level?.configId ?? null}
            onValueChange={(v) => v && list.selectLevel(v)}
            loading={list.loadingConfigs}
            emptyLabel={forecastsTexts.noLevelsAvailable}
          />
        </div>
        <div className={css.filterField}>
          <MultiSelect
            label={forecastsTexts.markets}
            options={list.markets.map((m) => ({ value: m, label: m }))}
            value={allMarkets}
            onValueChange={list.setMarkets}
            loading={list.loadingMarkets}
            emptyLabel={forecastsTexts.noOptionsAvailable}
          />
        </div>
        <Button variant="secondary" onClick={list.clearFilters}>{forecastsTexts.clearFilters}</Button>
      </div>
      {view.kind === 'loading' && <ForecastSkeletons />}
      {view.kind === 'noSettlementData' && <p className={css.message}>{forecastsTexts.noSettlementData}</p>}
      {view.kind === 'error' && !list.error && (
        <ErrorState title={forecastsTexts.loadFailed} status={view.status} message={view.message} requestId={view.requestId} retrying={list.retrying} onRetry={list.retry} />
      )}
      {view.kind === 'items' && (
        <>
          {view.hiddenCount > 0 && <p className={css.message}>{forecastsTexts.filtersPreventItems}</p>}
          {view.items.length === 0 ? (
            <p className={css.message}>{forecastsTexts.noItemsFound}</p>
          ) : (
            <ul className={css.grid} aria-label={forecastsTexts.title} data-state="ready">
              {view.items.map((s) => (
                <li key={itemKey(s)}>
                  <ForecastCard forecast={s} configId={list.level?.configId ?? ''} category={category} {...rest} unit={unit} onSelect={select} selected={selectedKey === itemKey(s)} mape={mapes?.get(itemKey(s)) ?? null} />
                </li>
              ))}
            </ul>
          )}
          {view.error && (
            <ErrorState title={forecastsTexts.loadMoreFailed} status={view.errorStatus} message={view.error} requestId={view.requestId} retrying={view.loadingMore} onRetry={list.loadMore} />
          )}
          {view.hasMore && !view.error && (
            <div className={css.more}>
              <Button variant="secondary" loading={view.loadingMore} onClick={list.loadMore}>{forecastsTexts.loadMore}</Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
