import type { Card } from '@loadline/core';
import { useOverviewCards } from '@loadline/core/react';
import { DashboardCanvas } from '@loadline/dashboard';
import { Skeleton } from '@loadline/ui';
import { useCallback, useMemo } from 'react';
import * as app from '../app/app.css';
import { srOnly } from '../shell/shell.css';
import { useSignedInUser } from '../signIn/SignedInUser';
import * as css from './overview/overview.css';
import { OVERVIEW_DRAG_HANDLE, OverviewCardView } from './overview/OverviewCardView';
import { overviewKey, stackedCards } from './overview/overviewLayout';
import { OVERVIEW_TEXTS as T } from './overview/overviewTexts';
import { useNarrowScreen } from './overview/useNarrowScreen';
import { useOverviewLayout } from './overview/useOverviewLayout';

/**
 * Overview (spec part 1 section 2 "Home Overview"): the greeting and the cards pinned from
 * dashboards (GET user/v1/user/cards/overview) on the 12-column grid, each drawing its live data
 * read-only with View Source and the Summary/Options toggle. A card is dragged by its title and resized from its
 * lower right corner; the changed layouts are saved when the drag or resize stops ('Layout
 * Saved' / 'Something went wrong while saving the layout'). On a phone the cards stand in one
 * column, in the grid's reading order, and the saved layout is left as it is.
 */
export function Overview() {
  const user = useSignedInUser();
  const cards = useOverviewCards();
  const narrow = useNarrowScreen();
  const { drawn, onLayoutChange } = useOverviewLayout(cards.data);
  const shown = useMemo(() => (narrow ? stackedCards(drawn) : drawn), [narrow, drawn]);
  const byKey = useMemo(() => new Map((cards.data ?? []).map((c) => [overviewKey(c), c])), [cards.data]);
  const renderCard = useCallback(
    (card: Card) => {
      const pinned = byKey.get(card.id);
      return pinned ? <OverviewCardView pinned={pinned} /> : null;
    },
    [byKey],
  );
  return (
    <main className={app.page}>
      <h1 className={css.greeting}>{T.greeting(user.name)}</h1>
      <section aria-labelledby="ll-overview-cards" aria-busy={cards.isPending}>
        <h2 id="ll-overview-cards" className={css.sectionTitle}>
          {T.pinnedCards}
        </h2>
        {cards.isPending ? (
          <div role="status" className={css.loadingGrid}>
            <span className={srOnly}>{T.loading}</span>
            <Skeleton variant="rect" height={312} />
            <Skeleton variant="rect" height={312} />
          </div>
        ) : cards.isError ? null : cards.data.length === 0 ? (
          <p className={css.empty}>{T.empty}</p>
        ) : (
          <>
            {narrow ? null : <p className={css.hint}>{T.arrangeHint}</p>}
            <DashboardCanvas
              cards={shown}
              renderCard={renderCard}
              dragHandle={OVERVIEW_DRAG_HANDLE}
              {...(narrow ? {} : { onLayoutChange })}
            />
          </>
        )}
      </section>
    </main>
  );
}
