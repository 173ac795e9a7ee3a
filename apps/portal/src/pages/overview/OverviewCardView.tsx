import type { Card, OverviewCard } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../lazyComponent';
import * as css from './overview.css';
import { OverviewCardActions, type OverviewCardViewMode } from './OverviewCardActions';
import { OVERVIEW_TEXTS as T } from './overviewTexts';
import { useOverviewCardContext } from './useOverviewCardContext';

/**
 * Class of a card's title area, where a drag on the Overview grid starts: the dashboard package's
 * `CARD_DRAG_HANDLE_CLASS` (a test keeps them equal), written out so this module does not pull the
 * card's code into the page's chunk.
 */
export const OVERVIEW_DRAG_HANDLE_CLASS = 'll_dashboard-card-drag-handle';

/** Selector of the drag handle for the grid. */
export const OVERVIEW_DRAG_HANDLE = `.${OVERVIEW_DRAG_HANDLE_CLASS}`;

const liveCard = lazyComponent(() => import('./LiveCard'), (m) => m.LiveCard);

/** Starts loading the card and chart code (idempotent), e.g. as soon as Overview opens. */
export function preloadLiveCard(): void {
  void liveCard.preload().catch(() => undefined);
}

/**
 * The card as the chosen view shows it: the Summary view draws the card's series as summary
 * figures (visualization Summary, `isSummaryView` true); the Options view draws it as saved on
 * its dashboard, with the visualization and options chosen there.
 */
export function cardInView(card: Card, view: OverviewCardViewMode): Card {
  return view === 'summary' ? { ...card, isSummaryView: true, visualization: 'Summary' } : { ...card, isSummaryView: false };
}

/**
 * One card pinned to Overview, drawn read-only by the dashboard package's `DashboardCard` with the
 * live data of its dashboard's zone, hour convention, dates and filters, and with View Source and
 * the Summary/Options toggle (starting from the card's saved `isSummaryView`) in its header.
 * Until its dashboard and config are known it shows a placeholder the card's size; a card whose
 * dashboard is gone says so.
 */
export function OverviewCardView({ pinned }: { pinned: OverviewCard }) {
  const [view, setView] = useState<OverviewCardViewMode>(pinned.card.isSummaryView ? 'summary' : 'options');
  const context = useOverviewCardContext(pinned);
  const card = useMemo(() => cardInView(pinned.card, view), [pinned.card, view]);
  const actions = useMemo(
    () => <OverviewCardActions title={card.title} dashboardType={pinned.dashboardType} dashboardId={pinned.dashboardId} view={view} onViewChange={setView} />,
    [card.title, pinned.dashboardType, pinned.dashboardId, view],
  );
  const frame = (body: ReactNode, busy: boolean) => (
    <section className={css.card} aria-label={card.title} aria-busy={busy}>
      <header className={css.header}>
        <div className={`${css.handle} ${OVERVIEW_DRAG_HANDLE_CLASS}`}>
          <h3 className={css.title}>{card.title}</h3>
        </div>
        {actions}
      </header>
      <div className={css.body}>{body}</div>
    </section>
  );
  const loading = frame(<Skeleton variant="rect" height="100%" />, true);
  if (context.status === 'loading') return loading;
  if (context.status === 'unavailable') return frame(<p className={css.message}>{T.dashboardUnavailable}</p>, false);
  return <liveCard.Component card={card} context={context.context} headerActions={actions} fallback={loading} />;
}
