import type { Card, CardLayout, OverviewCard } from '@loadline/core';
import { useUpdateOverviewLayout } from '@loadline/core/react';
import type { LayoutItem } from '@loadline/dashboard';
import { useToast } from '@loadline/ui';
import { useCallback, useMemo, useState } from 'react';
import { changedLayouts, gridCards } from './overviewLayout';
import { OVERVIEW_TEXTS as T } from './overviewTexts';

/** What {@link useOverviewLayout} gives the grid. */
export interface OverviewLayoutState {
  /** The cards as the grid draws them, keyed by `overviewKey`. */
  drawn: Card[];
  /** For the grid's layout report when a drag or resize stops. */
  onLayoutChange: (items: LayoutItem[]) => void;
}

/**
 * The Overview layout and its saving (spec part 2 section 8): when a drag or resize stops, every
 * card whose position or size changed is saved with PATCH
 * user/v1/user/cards/{dashboardId}/{cardId}/overview `{ layout }`, then one toast says 'Layout
 * Saved', or 'Something went wrong while saving the layout' if any save failed. The grid keeps
 * what the user did meanwhile; after the saves the pinned cards are fetched again, so a reload
 * shows the same layout.
 */
export function useOverviewLayout(cards: readonly OverviewCard[] | undefined): OverviewLayoutState {
  const [moved, setMoved] = useState<ReadonlyMap<string, CardLayout>>(() => new Map());
  const drawn = useMemo(() => gridCards(cards ?? [], moved), [cards, moved]);
  const save = useUpdateOverviewLayout();
  const { mutateAsync } = save;
  const toast = useToast();
  const onLayoutChange = useCallback(
    (items: LayoutItem[]) => {
      const changes = changedLayouts(cards ?? [], drawn, items);
      if (changes.length === 0) return;
      setMoved((previous) => {
        const next = new Map(previous);
        for (const c of changes) next.set(c.key, c.layout);
        return next;
      });
      void Promise.all(changes.map((c) => mutateAsync({ dashboardId: c.dashboardId, cardId: c.cardId, layout: c.layout }))).then(
        () => toast.show({ kind: 'positive', title: T.layoutSaved }),
        () => toast.show({ kind: 'error', title: T.layoutSaveFailed }),
      );
    },
    [cards, drawn, mutateAsync, toast],
  );
  return { drawn, onLayoutChange };
}
