import type { Card, OverviewCard } from '@loadline/core';
import { DashboardCanvas } from '@loadline/dashboard';
import { useCallback, useEffect, useMemo } from 'react';
import * as css from './overview.css';
import { OVERVIEW_DRAG_HANDLE, OverviewCardView, preloadLiveCard } from './OverviewCardView';
import { overviewKey, stackedCards } from './overviewLayout';
import { OVERVIEW_TEXTS as T } from './overviewTexts';
import { useNarrowScreen } from './useNarrowScreen';
import { useOverviewLayout } from './useOverviewLayout';

/**
 * The pinned cards on the 12-column grid (react-grid-layout through the dashboard package's
 * canvas): dragged by the title, resized from the lower right corner, changed layouts saved when
 * a drag or resize stops. On a phone the cards stand in one column, in the grid's reading order,
 * and the saved layout is left as it is. A module of its own, loaded apart from the page.
 */
export function OverviewGrid({ cards }: { cards: readonly OverviewCard[] }) {
  // The cards' code downloads while their dashboards are fetched.
  useEffect(preloadLiveCard, []);
  const narrow = useNarrowScreen();
  const { drawn, onLayoutChange } = useOverviewLayout(cards);
  const shown = useMemo(() => (narrow ? stackedCards(drawn) : drawn), [narrow, drawn]);
  const byKey = useMemo(() => new Map(cards.map((c) => [overviewKey(c), c])), [cards]);
  const renderCard = useCallback(
    (card: Card) => {
      const pinned = byKey.get(card.id);
      return pinned ? <OverviewCardView pinned={pinned} /> : null;
    },
    [byKey],
  );
  return (
    <>
      {narrow ? null : <p className={css.hint}>{T.arrangeHint}</p>}
      <DashboardCanvas cards={shown} renderCard={renderCard} dragHandle={OVERVIEW_DRAG_HANDLE} {...(narrow ? {} : { onLayoutChange })} />
    </>
  );
}
