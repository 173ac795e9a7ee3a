import type { Card } from '@loadline/core';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { DashboardCard } from '../card';
import { useCardRegistry } from '../card/cardRegistry';
import type { DashboardQueryPlan, PanelPlan } from '../model/queryPlan';
import type { CardQueryContext } from '../model/seriesCatalog';
import type { DashboardEditorApi } from './useDashboardEditor';

/** What {@link useDashboardPlan} reads. */
export interface DashboardPlanInput {
  /** The editor's state and actions (state, config, mapping, dispatch, card actions). */
  editor: Pick<DashboardEditorApi, 'store' | 'dispatch' | 'toggleOverview' | 'copyCard'>;
  /** Time boundary of the dashboard's datasource, epoch ms; null while unknown. */
  dataMinMs: number | null;
  dataMaxMs: number | null;
  /** "End of data", the last actual instant, epoch ms (anchor of `endData` bounds). @default null (`dataMaxMs`) */
  dataEndMs?: number | null;
  /** Clock for relative dates. @default the store's (the time it was made) */
  now?: Date | undefined;
  /**
   * The side panels' plans (`planMapePanel`, `planPerformancePanel`), when the editor chooses their
   * runs. @default the store's: the MAPE sidebar of the state's run on load forecast dashboards
   */
  panels?: ReadonlyMap<string, PanelPlan> | undefined;
}

/** What {@link useDashboardPlan} gives an editor. */
export interface DashboardPlan {
  /** What every card queries with (zone, hour convention, dates, applied filters, config, mapping, boundary). */
  context: CardQueryContext;
  /** The queries of every card; a card whose queries did not change keeps its plan object. */
  plan: DashboardQueryPlan;
  /** The clock relative dates resolve against: `now`, else the store's. */
  clock: Date;
  /** Renders one card of the canvas (`DashboardCanvas`'s `renderCard`). */
  renderCard: (card: Card) => ReactNode;
}

/**
 * The query side every category editor shares (spec part 1 §2 "Dashboard editor (general)", §4
 * "Fetched data is cached per argument"): the editor store's one plan (`store.getPlan`) of every
 * card's and side panel's queries, in the cards' query context (the editor's settings, applied
 * filters and the data's time boundary), planned by the card registry in effect; unchanged cards
 * keep their plan objects (so their cached data is reused); and the card renderer wired to the
 * editor's actions (remove, copy, add to Overview).
 *
 * @example const { context, plan, renderCard } = useDashboardPlan({ editor, dataMinMs, dataMaxMs, now });
 */
export function useDashboardPlan({ editor, dataMinMs, dataMaxMs, dataEndMs = null, now, panels }: DashboardPlanInput): DashboardPlan {
  const { store, dispatch, toggleOverview: onToggleOverview, copyCard: onCopyCard } = editor;
  // The registry in effect where the cards render (with the Meter Table and Map of meter data).
  const registry = useCardRegistry();
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The store's one plan, memoized on its inputs: unchanged cards keep their plan objects.
  const { context, plan, clock } = store.getPlan({ dataMinMs, dataMaxMs, dataEndMs, now, registry, panels });
  const onRemoveCard = useCallback((cardId: string) => dispatch({ type: 'removeCard', cardId }), [dispatch]);
  const renderCard = useCallback(
    (card: Card) => (
      <DashboardCard
        card={card}
        context={context}
        plan={plan.cards.get(card.id)}
        dispatch={dispatch}
        onCopyCard={onCopyCard}
        onRemoveCard={onRemoveCard}
        onToggleOverview={onToggleOverview}
        now={clock}
      />
    ),
    [context, plan, dispatch, onCopyCard, onRemoveCard, onToggleOverview, clock],
  );
  return { context, plan, clock, renderCard };
}
