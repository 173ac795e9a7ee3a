import { mapeHoursText, type ForecastCategory, type ForecastSummary } from '@loadline/core';
import { Chip, IconButton, Menu, Skeleton, Sparkline, useTheme, type ChartSeries, type MenuItem } from '@loadline/ui';
import { useMemo } from 'react';
import {
  adjustmentCardOf,
  exploreObjectOf,
  type ExploreObject,
  type ForecastAdjustmentCard,
} from '../../model/exploreObject';
import { forecastCardView } from '../../model/forecastCardView';
import type { ForecastMape } from '../../model/forecastMape';
import { forecastsTexts, fromToText, generatedOnText, mapeTexts, weatherText } from '../../texts';
import * as css from './ForecastCard.css';
import { useForecastSummary, type ForecastCardSource } from './useForecastSummary';

/** Props of {@link ForecastCard}. Give `forecast` (a summary) or `source` (fetched live). */
export interface ForecastCardProps {
  /** The summary to show, e.g. an item of Available Forecasts. Wins over `source`. */
  forecast?: ForecastSummary;
  /** What to fetch through the adapter of the nearest `LoadlineProvider` when `forecast` is absent. */
  source?: ForecastCardSource;
  /** Config item of the level, carried by the actions. @default source.configId */
  configId?: string;
  /** Category: short term offers the options menu. @default source.category, else 'shortTermForecast' */
  category?: ForecastCategory;
  /** IANA zone of the 'Generated on' date-time. @default the local zone */
  timeZone?: string;
  /** Unit of the values, named by the sparkline. @default with `source`, the unit of the datasource metadata; else 'kWh' */
  unit?: string;
  /** Offers the options menu (with the actions whose callback is given). @default true */
  allowActions?: boolean;
  /** "Explore in a dashboard": the host opens `exploreDashboardPath(object)`. @default undefined */
  onExplore?: (object: ExploreObject) => void;
  /** "Create an adjustment": the host opens `forecastAdjustmentPath(card)`. @default undefined */
  onCreateAdjustment?: (card: ForecastAdjustmentCard) => void;
  /** Makes the card selectable: the overlay reads Select on hover, Selected once chosen. @default undefined */
  onSelect?: (forecast: ForecastSummary) => void;
  /** Whether the card is the chosen one. @default false */
  selected?: boolean;
  /** The run's stored forecast MAPE (day-ahead by default, the full run beside it), shown under the info boxes. @default undefined (not shown) */
  mape?: ForecastMape | null;
  /** Whether the MAPE's scored hours read hour ending (HE1-HE24) in `timeZone`. @default false */
  hourEnding?: boolean;
}

/** The stored MAPE line of a card: which hours it scores, stated in the card's zone. */
function MapeLine({ mape, timeZone, hourEnding }: { mape: ForecastMape; timeZone: string; hourEnding: boolean }) {
  const label = mape.scope === 'day_ahead' ? mapeTexts.dayAhead : mape.scope === 'full_horizon' ? mapeTexts.fullRun : mapeTexts.wholeRun;
  const hours = mape.scoredFrom !== null && mape.scoredTo !== null ? mapeTexts.hours(mapeHoursText(mape.scoredFrom, mape.scoredTo, timeZone, hourEnding), mape.hours) : null;
  return (
    <dl className={css.mape} data-ll-part="forecast-card-mape" data-scope={mape.scope}>
      <div className={css.mapeItem}>
        <dt className={css.infoLabel}>{label}</dt>
        <dd className={css.mapeValue}>{mapeTexts.value(mape.mape)}</dd>
        {hours ? <dd className={css.mapeHours}>{hours}</dd> : null}
      </div>
      {mape.fullHorizon?.mape != null ? (
        <div className={css.mapeItem}>
          <dt className={css.infoLabel}>{mapeTexts.fullRunBeside(mape.fullHorizon.hours)}</dt>
          <dd className={css.mapeValue}>{mapeTexts.value(mape.fullHorizon.mape)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

const ACTION_EXPLORE = 'explore';
const ACTION_ADJUST = 'create-adjustment';

function OptionsIcon() {
  return (
    <svg className={css.optionsIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="3" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="13" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The forecast summary card (spec part 1 §2, 275 px wide, at least 355 high): 'Generated on
 * {process time}', 'Weather: {label}' when the run's source label says the weather it used, a market badge, 'Forecasted days' 'From {date} to {date}', a sparkline of the
 * values in their unit ('Not enough data' with one value or fewer), info boxes Min and Max (2 decimals), Days
 * (calendar days the forecast covers) and Total (number of values), an optional Select / Selected overlay and, for the short-term
 * category, an options menu with Explore in a dashboard and Create an adjustment. The card never
 * navigates: the host wires the callbacks to its routes. `data-state` is `loading`, `error` or
 * `ready`.
 *
 * @example
 * <ForecastCard source={{ market: 'COAST', configId: 'ercot-power-short-term', category: 'shortTermForecast' }}
 *   onExplore={(o) => navigate(exploreDashboardPath(o))} />
 */
export function ForecastCard(props: ForecastCardProps) {
  // A card fed a summary needs no provider; only a live card reads the adapter.
  return props.forecast ? <ForecastCardBody {...props} forecast={props.forecast} /> : <LiveForecastCard {...props} />;
}

/**
 * The card carries the theme of the nearest ThemeProvider (light without one) on its own root, so
 * a host that embeds just the card gets its colours without wrapping it.
 */
function useCardTheme() {
  const theme = useTheme();
  return { className: [theme.className, css.card].filter(Boolean).join(' '), style: theme.style };
}

function LiveForecastCard(props: ForecastCardProps) {
  const live = useForecastSummary(props.source ?? null);
  const themed = useCardTheme();
  if (live.summary) return <ForecastCardBody {...props} unit={props.unit ?? live.unit ?? undefined} forecast={live.summary} />;
  const failed = live.status === 'error';
  return (
    <article {...themed} data-ll-part="forecast-card" data-state={failed ? 'error' : 'loading'} aria-busy={!failed || undefined}>
      {failed ? (
        <p role="alert" className={css.errorMessage}>{live.error}</p>
      ) : (
        <>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
          <Skeleton variant="rect" height={96} />
          <Skeleton variant="rect" height={120} />
        </>
      )}
    </article>
  );
}

function ForecastCardBody({
  forecast,
  source,
  configId = source?.configId ?? '',
  category = source?.category ?? 'shortTermForecast',
  timeZone,
  unit = 'kWh',
  allowActions = true,
  onExplore,
  onCreateAdjustment,
  onSelect,
  selected = false,
  mape,
  hourEnding = false,
}: ForecastCardProps & { forecast: ForecastSummary }) {
  const themed = useCardTheme();
  const view = useMemo(() => forecastCardView(forecast, timeZone), [forecast, timeZone]);
  const series = useMemo<ChartSeries>(
    () => ({ id: 'forecast', label: forecastsTexts.forecast, axis: 'primary', unit, points: { x: view.x, y: view.y } }),
    [view, unit],
  );
  const items: MenuItem[] = [];
  if (allowActions && category === 'shortTermForecast') {
    if (onExplore) items.push({ id: ACTION_EXPLORE, label: forecastsTexts.exploreInDashboard });
    if (onCreateAdjustment) items.push({ id: ACTION_ADJUST, label: forecastsTexts.createAdjustment });
  }
  const run = (id: string) => {
    if (id === ACTION_EXPLORE) onExplore?.(exploreObjectOf(forecast, configId));
    if (id === ACTION_ADJUST) onCreateAdjustment?.(adjustmentCardOf(forecast, configId, category));
  };
  const generatedOn = generatedOnText(view.generatedOn);
  const boxes = [
    [forecastsTexts.min, view.min],
    [forecastsTexts.max, view.max],
    [forecastsTexts.days, view.days],
    [forecastsTexts.total, view.total],
  ] as const;
  return (
    <article
      {...themed}
      data-ll-part="forecast-card"
      data-state="ready"
      data-selected={selected}
      aria-label={`${view.market}: ${generatedOn}`}
    >
      <div className={css.header}>
        <div className={css.headerText}>
          <p className={css.generated}>{generatedOn}</p>
          {view.weather && (
            <p className={css.weather} data-ll-part="forecast-card-weather" title={weatherText(view.weather)}>
              {weatherText(view.weather)}
            </p>
          )}
          <Chip label={view.market} />
        </div>
        {items.length > 0 && (
          <div className={css.menuSlot}>
            <Menu
              trigger={<IconButton aria-label={forecastsTexts.options} icon={<OptionsIcon />} size="sm" />}
              items={items}
              onSelect={run}
            />
          </div>
        )}
      </div>
      <p className={css.subtitle}>
        <span className={css.title}>{forecastsTexts.forecastedDays}</span>
        <span className={css.subtitleDates}>{fromToText(view.from, view.to)}</span>
      </p>
      <div className={css.spark}>
        <Sparkline series={series} width={243} height={96} />
      </div>
      <dl className={css.info}>
        {boxes.map(([label, value]) => (
          <div key={label} className={css.infoBox} data-ll-part="forecast-card-info">
            <dt className={css.infoLabel}>{label}</dt>
            <dd className={css.infoValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {mape ? <MapeLine mape={mape} timeZone={timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone} hourEnding={hourEnding} /> : null}
      {onSelect && (
        <button
          type="button"
          className={css.overlay}
          aria-pressed={selected}
          aria-label={`${selected ? forecastsTexts.selected : forecastsTexts.select}: ${view.market}, ${generatedOn}`}
          onClick={() => onSelect(forecast)}
        >
          <span className={css.overlayLabel} aria-hidden="true">{selected ? forecastsTexts.selected : forecastsTexts.select}</span>
        </button>
      )}
    </article>
  );
}
