import type { Card, OverviewCard } from '@loadline/core';
import { CARD_DRAG_HANDLE_CLASS, DashboardCard } from '@loadline/dashboard';
import { Skeleton } from '@loadline/ui';
import { useMemo, useState } from 'react';
import * as css from './overview.css';
import { OverviewCardActions, type OverviewCardViewMode } from './OverviewCardActions';
import { OVERVIEW_TEXTS as T } from './overviewTexts';
import { useOverviewCardContext } from './useOverviewCardContext';

/** Selector of a card's title area, where a drag on the Overview grid starts. */
export const OVERVIEW_DRAG_HANDLE = `.${CARD_DRAG_HANDLE_CLASS}`;

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
  if (context.status === 'ready') return <DashboardCard card={card} context={context.context} headerActions={actions} />;
  return (
    <section className={css.card} aria-label={card.title} aria-busy={context.status === 'loading'}>
      <header className={css.header}>
        <div className={`${css.handle} ${CARD_DRAG_HANDLE_CLASS}`}>
          <h3 className={css.title}>{card.title}</h3>
        </div>
        {actions}
      </header>
      <div className={css.body}>
        {context.status === 'loading' ? <Skeleton variant="rect" height="100%" /> : <p className={css.message}>{T.dashboardUnavailable}</p>}
      </div>
    </section>
  );
}
