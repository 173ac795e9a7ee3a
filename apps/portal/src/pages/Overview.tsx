import { useOverviewCards } from '@loadline/core/react';
import { Skeleton } from '@loadline/ui';
import { useEffect } from 'react';
import { lazyComponent } from '../lazyComponent';
import * as app from '../app/app.css';
import { srOnly } from '../shell/shell.css';
import { useSignedInUser } from '../signIn/SignedInUser';
import * as css from './overview/overview.css';
import { OVERVIEW_TEXTS as T } from './overview/overviewTexts';

const grid = lazyComponent(() => import('./overview/OverviewGrid'), (m) => m.OverviewGrid);

/** While the pinned cards or the grid's code load: two boxes the size of a new card. */
function CardsLoading() {
  return (
    <div role="status" className={css.loadingGrid}>
      <span className={srOnly}>{T.loading}</span>
      <Skeleton variant="rect" height={312} />
      <Skeleton variant="rect" height={312} />
    </div>
  );
}

/**
 * Overview (spec part 1 section 2 "Home Overview"): the greeting and the cards pinned from
 * dashboards (GET user/v1/user/cards/overview) on the 12-column grid, each drawing its live data
 * read-only with View Source and the Summary/Options toggle. A card is dragged by its title and
 * resized from its lower right corner; the changed layouts are saved when the drag or resize stops
 * ('Layout Saved' / 'Something went wrong while saving the layout'). The greeting shows at once;
 * the grid and card code load alongside the pinned cards.
 */
export function Overview() {
  useEffect(() => void grid.preload().catch(() => undefined), []);
  const user = useSignedInUser();
  const cards = useOverviewCards();
  return (
    <main className={app.page}>
      <h1 className={css.greeting}>{T.greeting(user.name)}</h1>
      <section aria-labelledby="ll-overview-cards" aria-busy={cards.isPending}>
        <h2 id="ll-overview-cards" className={css.sectionTitle}>
          {T.pinnedCards}
        </h2>
        {cards.isPending ? (
          <CardsLoading />
        ) : cards.isError ? null : cards.data.length === 0 ? (
          <p className={css.empty}>{T.empty}</p>
        ) : (
          <grid.Component cards={cards.data} fallback={<CardsLoading />} />
        )}
      </section>
    </main>
  );
}
