import { useOverviewCards } from '@loadline/core/react';
import { Skeleton } from '@loadline/ui';
import { Link } from 'react-router';
import * as app from '../app/app.css';
import { useSignedInUser } from '../signIn/SignedInUser';
import { PORTAL_TEXTS } from '../texts';
import * as css from './pages.css';
import { viewSourcePath } from './viewSourcePath';

const T = PORTAL_TEXTS.overview;

/**
 * Overview (spec part 1 section 2 "Home Overview"): the greeting and the cards pinned from
 * dashboards (GET user/v1/user/cards/overview), each with View Source to its dashboard. The
 * draggable layout and the live card charts need the dashboard package; until it exists the page
 * says so and lists the pinned cards.
 */
export function Overview() {
  const user = useSignedInUser();
  const cards = useOverviewCards();
  return (
    <main className={app.page}>
      <h1 className={css.greeting}>{T.greeting(user.name)}</h1>
      <section aria-labelledby="ll-overview-cards" aria-busy={cards.isPending}>
        <h2 id="ll-overview-cards" className={css.sectionTitle}>
          {T.pinnedCards}
        </h2>
        <p className={css.note}>{T.drawingNote}</p>
        {cards.isPending ? (
          <div role="status" className={css.cardGrid}>
            <span className={css.srOnly}>{T.loading}</span>
            <Skeleton variant="rect" height={96} />
            <Skeleton variant="rect" height={96} />
          </div>
        ) : cards.isError ? null : cards.data.length === 0 ? (
          <p className={css.empty}>{T.empty}</p>
        ) : (
          <ul className={css.cardGrid}>
            {cards.data.map((c) => (
              <li key={`${c.dashboardId}/${c.id}`} className={css.pinnedCard}>
                <h3 className={css.pinnedTitle}>{c.card.title}</h3>
                {c.dashboardName ? <p className={css.pinnedSource}>{T.fromDashboard(c.dashboardName)}</p> : null}
                <Link to={viewSourcePath(c.dashboardType, c.dashboardId)} aria-label={`${T.viewSource}: ${c.card.title}`}>
                  {T.viewSource}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
