import { TEXT_UNRECOGNIZABLE_FORMAT, type Card } from '@loadline/core';
import { ErrorBoundary } from '@loadline/ui';
import { memo, useState, type DragEvent, type ReactNode } from 'react';
import type { DashboardAction } from '../model/dashboardReducer';
import type { CardQueryContext } from '../model/seriesCatalog';
import { loadDatasourceOf } from '../model/dataMapping';
import { effectiveGrouping, type CardPlan } from '../model/queryPlan';
import { CardBody } from './CardBody';
import { CardDropZones, carriesSeries } from './CardDropZones';
import { CardHeader } from './CardHeader';
import * as css from './DashboardCard.css';
import { useCardData } from './useCardData';

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** The card (spec part 1 §3). */
  card: Card;
  /** The dashboard's zone, hour convention, dates, applied filters and config. Keep it memoized: a new object replans the card's queries (equal queries are not refetched). */
  context: CardQueryContext;
  /** The editor's dispatch. Absent: a read-only card (Overview, shared view) without editing, drops or options. @default undefined */
  dispatch?: (action: DashboardAction) => void;
  /** Copy card: the parent copies and toasts 'Copy of the Card Created'. Absent: no copy item. @default undefined */
  onCopyCard?: (cardId: string) => void;
  /** Add to or remove from Overview: the parent calls the API and toasts. Absent: no Overview item. @default undefined */
  onToggleOverview?: (card: Card) => void;
  /** Remove card. Absent: no remove item. @default undefined */
  onRemoveCard?: (cardId: string) => void;
  /** Extra header buttons (e.g. the Overview's View Source). @default undefined */
  headerActions?: ReactNode;
  /** Clock for relative date bounds. @default new Date() at mount */
  now?: Date;
  /** The card's plan from the dashboard's plan (`planDashboardQueries`); planned by the card when absent. @default undefined */
  plan?: CardPlan;
}

/**
 * A dashboard card (spec part 1 §2 "Dashboard editor", §3 "Card", §5, §8, §9): header (title,
 * description, options, actions, error popover), the series list with calculation and remove
 * (when editable), drop zones for series dragged from the series panel, and the visualization of
 * the series' data (see `useCardData` and `CardBody`). Fills its grid cell (height 100%); the
 * header's {@link CARD_DRAG_HANDLE_CLASS} area is the grid's drag handle. Memoized: it re-renders
 * only when a prop changes, so parents should pass a stable `context` and callbacks. The root carries
 * `data-card-state` ('loading' | 'ready' | 'empty' | 'error') and `data-card-revision` (a hash of its
 * queries), so hosts and benchmarks can tell when the card has drawn the current data.
 *
 * @example
 * <DashboardCard card={card} context={context} dispatch={dispatch} onCopyCard={copy} onToggleOverview={toggle} onRemoveCard={remove} />
 */
export const DashboardCard = memo(function DashboardCard(props: DashboardCardProps) {
  const { card } = props;
  // A card that cannot be drawn (content the SDK cannot read) shows why in its place; the other
  // cards of the page keep working. A change of the card or of the dashboard's settings tries again.
  return (
    <ErrorBoundary
      resetKeys={[card, props.context]}
      fallback={() => (
        <section className={css.card} aria-label={card.title} data-card-id={card.id} data-card-state="error" data-visualization={card.visualization}>
          <p className={css.message} role="alert">{TEXT_UNRECOGNIZABLE_FORMAT}</p>
        </section>
      )}
    >
      <CardContent {...props} />
    </ErrorBoundary>
  );
});

function CardContent(props: DashboardCardProps) {
  const { card, context, dispatch, onCopyCard, onToggleOverview, onRemoveCard, headerActions } = props;
  const [mountedAt] = useState(() => new Date());
  const data = useCardData(card, context, props.now ?? mountedAt, props.plan);
  const [dragOver, setDragOver] = useState(false);
  const grouping = effectiveGrouping(card, context);
  const state = data.isLoading ? 'loading' : card.dataSeries.length === 0 ? 'empty' : data.errors.length > 0 && data.series.length === 0 ? 'error' : 'ready';

  const dragProps = dispatch ? {
    onDragEnter: (e: DragEvent<HTMLElement>) => {
      if (!carriesSeries(e)) return;
      e.preventDefault();
      setDragOver(true);
    },
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (carriesSeries(e)) e.preventDefault();
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      const next = e.relatedTarget;
      if (!(next instanceof Node) || !e.currentTarget.contains(next)) setDragOver(false);
    },
    onDrop: () => setDragOver(false),
  } : {};

  return (
    <section className={css.card} aria-label={card.title} data-card-id={card.id} data-card-state={state} data-card-revision={data.revision} data-visualization={card.visualization} data-drag-over={dragOver} {...dragProps}>
      <CardHeader
        card={card}
        grouping={grouping}
        errors={data.errors}
        dispatch={dispatch}
        onCopyCard={onCopyCard}
        onToggleOverview={onToggleOverview}
        onRemoveCard={onRemoveCard}
        headerActions={headerActions}
        datasource={loadDatasourceOf(context.mapping, context.config)}
        intervalMinutes={context.mapping.load.timeIntervalMinutes ?? context.config.timeInterval ?? null}
      />
      <CardBody
        card={card}
        series={data.series}
        xAxis={data.xAxis}
        empty={card.dataSeries.length === 0}
        isLoading={data.isLoading}
        timezone={context.timezone}
        isHourEndingSelected={context.isHourEndingSelected}
        context={context}
        plan={props.plan}
        dispatch={dispatch}
      />
      {dispatch && dragOver && <CardDropZones card={card} dispatch={dispatch} onDone={() => setDragOver(false)} />}
    </section>
  );
}
