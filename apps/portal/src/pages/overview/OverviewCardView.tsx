import type { Card, OverviewCard } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { useMemo, useState } from 'react';
import * as css from './overview.css';
import { OverviewCardActions, type OverviewCardViewMode } from './OverviewCardActions';
import { OVERVIEW_TEXTS as T } from './overviewTexts';
import { useOverviewCardContext } from './useOverviewCardContext';

/** Class of a pinned card's title area: the grid's drag handle. */
export const OVERVIEW_DRAG_HANDLE_CLASS = 'll_overview-card-handle';

/**
 * The card as the chosen view shows it: the Summary view draws the card's series as summary
 * figures (visualization Summary, `isSummaryView` true); the Options view draws it as saved on
 * its dashboard.
 */
export function cardInView(card: Card, view: OverviewCardViewMode): Card {
  return view === 'summary' ? { ...card, isSummaryView: true, visualization: 'Summary' } : { ...card, isSummaryView: false };
}

/**
 * One card pinned to Overview, read-only: its title (where a drag starts), the dashboard it comes
 * from, View Source, the Summary/Options toggle (starting from the card's saved `isSummaryView`)
 * and the card's series as set on its dashboard, once the dashboard and its config are known.
 */
export function OverviewCardView({ pinned }: { pinned: OverviewCard }) {
  const [view, setView] = useState<OverviewCardViewMode>(pinned.card.isSummaryView ? 'summary' : 'options');
  const context = useOverviewCardContext(pinned);
  const card = useMemo(() => cardInView(pinned.card, view), [pinned.card, view]);
  return (
    <section className={css.card} aria-label={card.title} data-view={view}>
      <header className={css.header}>
        <div className={`${css.handle} ${OVERVIEW_DRAG_HANDLE_CLASS}`}>
          <h3 className={css.title}>{card.title}</h3>
          {pinned.dashboardName ? <p className={css.source}>{T.fromDashboard(pinned.dashboardName)}</p> : null}
        </div>
        <OverviewCardActions title={card.title} dashboardType={pinned.dashboardType} dashboardId={pinned.dashboardId} view={view} onViewChange={setView} />
      </header>
      <div className={css.body} aria-busy={context.status === 'loading'}>
        {context.status === 'loading' ? (
          <Skeleton variant="rect" height="100%" />
        ) : context.status === 'unavailable' ? (
          <p className={css.message}>{T.dashboardUnavailable}</p>
        ) : (
          <ul className={css.seriesList} aria-label={`${card.title} series`}>
            {card.dataSeries.map((s) => (
              <li key={s.id}>{s.label}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
