import { TEXT_EMPTY_CARD, type Card } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { legendPlacement } from '@loadline/ui/charts';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DashboardAction } from '../model/dashboardReducer';
import type { CardPlan, CardXAxis } from '../model/queryPlan';
import type { CardQueryContext } from '../model/seriesCatalog';
import type { CardSeriesData } from './cardData';
import { useCardRegistry } from './cardRegistry';
import { cardTexts } from './cardTexts';
import { legendHeightPx } from './legendHeight';
import * as css from './DashboardCard.css';

/** What the body of a card draws. */
export interface CardBodyProps {
  card: Card;
  series: readonly CardSeriesData[];
  xAxis: CardXAxis;
  /** The card holds no series: shows 'Add a time series to start monitoring your metrics'. */
  empty: boolean;
  isLoading: boolean;
  timezone: string;
  isHourEndingSelected: boolean;
  /** Passed on to the visualization (those that query on their own). @default undefined */
  context?: CardQueryContext;
  plan?: CardPlan;
  dispatch?: (action: DashboardAction) => void;
}

/** Height of the chart toolbar, px, taken off the plot height (a top or bottom legend: legendHeightPx). */
const TOOLBAR_PX = 36;
const MIN_PLOT_PX = 120;
const FALLBACK_PLOT_PX = 240;
/**
 * How long a card's first drawing waits for the rest of its series once one has arrived (ms): a
 * card draws once with all its series instead of once per answer (its y axes would jump and its
 * chart be laid out three times), unless one is slow.
 */
export const FIRST_DRAW_WAIT_MS = 1_000;

/**
 * Whether the card's first drawing should wait: true while some of its series have arrived and
 * others are still loading, for at most {@link FIRST_DRAW_WAIT_MS}; false once the card has
 * drawn (a series added later draws as it comes, next to the ones shown).
 */
function useFirstDrawWait(partial: boolean, hasSeries: boolean): boolean {
  const drawn = useRef(false);
  const [waited, setWaited] = useState(false);
  const waiting = partial && !drawn.current && !waited;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setWaited(true), FIRST_DRAW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (hasSeries && !waiting) drawn.current = true;
  return waiting;
}

/** The body's measured height and width, px (null before measuring). */
function useSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setHeight(el.clientHeight || null);
      setWidth(el.clientWidth || null);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, height, width] as const;
}

/**
 * The drawing of a card (spec part 1 §3 visualizations): the renderer the card registry holds for
 * the card's visualization (Line, Combo, Bar, Area, Stack on a time axis or, for Hour-24, Day-Week,
 * Month-12 and Day-Type groupings, on a category axis; Table; Summary; a host's own), the skeleton
 * while the first answer loads, or the empty card text. A visualization without a renderer in the
 * registry says so. Memoized: re-renders only when a prop changes, the card's grid layout aside
 * (moving or resizing cards does not redraw them; the measured height does).
 */
export const CardBody = memo(function CardBody(props: CardBodyProps) {
  const { card, series, xAxis, empty, isLoading, timezone, isHourEndingSelected, context, plan, dispatch } = props;
  const registry = useCardRegistry();
  const [ref, measured, measuredWidth] = useSize();
  const ownData = registry.get(card.visualization)?.ownData === true;
  const waitForAll = useFirstDrawWait(isLoading && series.length > 0 && !ownData, series.length > 0);

  let content;
  if (empty && registry.get(card.visualization)?.needsSeries !== false) {
    content = <p className={css.message}>{TEXT_EMPTY_CARD}</p>;
  } else if (isLoading && (series.length === 0 || waitForAll) && !ownData) {
    content = <div role="status" aria-busy="true" aria-label={card.title}><Skeleton variant="rect" height={(measured ?? FALLBACK_PLOT_PX) - 8} /></div>;
  } else {
    const definition = registry.get(card.visualization);
    if (!definition) {
      content = <p className={css.message} role="status">{cardTexts.visualizationNotAvailable(card.visualization)}</p>;
    } else {
      // A side legend goes below the plot on a narrow card (the chart decides the same way).
      const legend = legendPlacement(card.legendPosition, measuredWidth);
      const legendRows = legend === 'top' || legend === 'bottom' ? legendHeightPx(series, measuredWidth) : 0;
      const height = Math.max(MIN_PLOT_PX, (measured ?? FALLBACK_PLOT_PX + TOOLBAR_PX) - TOOLBAR_PX - legendRows);
      const Render = definition.render;
      content = <Render card={card} series={series} xAxis={xAxis} timezone={timezone} isHourEndingSelected={isHourEndingSelected} height={height} context={context} plan={plan} dispatch={dispatch} />;
    }
  }
  return <div ref={ref} className={css.body}>{content}</div>;
}, sameBody);

/** Equal props, comparing the card field by field without its layout. */
function sameBody(a: CardBodyProps, b: CardBodyProps): boolean {
  for (const key of Object.keys(a) as (keyof CardBodyProps)[]) if (key !== 'card' && a[key] !== b[key]) return false;
  if (a.card === b.card) return true;
  const keys = new Set([...Object.keys(a.card), ...Object.keys(b.card)]) as Set<keyof Card>;
  for (const key of keys) if (key !== 'layout' && a.card[key] !== b.card[key]) return false;
  return true;
}
