import type { Card } from '@loadline/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DashboardCard } from '../card';
import { planDashboardQueries, type DashboardQueryPlan } from '../model/queryPlan';
import type { CardQueryContext } from '../model/seriesCatalog';
import { cardQueryContext } from './queryContext';
import type { DashboardEditorApi } from './useDashboardEditor';

/** What {@link useDashboardPlan} reads. */
export interface DashboardPlanInput {
  /** The editor's state and actions (state, config, mapping, dispatch, card actions). */
  editor: Pick<DashboardEditorApi, 'config' | 'mapping' | 'state' | 'dispatch' | 'toggleOverview' | 'copyCard'>;
  /** Time boundary of the dashboard's datasource, epoch ms; null while unknown. */
  dataMinMs: number | null;
  dataMaxMs: number | null;
  /** Clock for relative dates. @default the time of mount */
  now?: Date | undefined;
}

/** What {@link useDashboardPlan} gives an editor. */
export interface DashboardPlan {
  /** What every card queries with (zone, hour convention, dates, applied filters, config, mapping, boundary). */
  context: CardQueryContext;
  /** The queries of every card; a card whose queries did not change keeps its plan object. */
  plan: DashboardQueryPlan;
  /** The clock relative dates resolve against: `now`, else the time of mount. */
  clock: Date;
  /** Renders one card of the canvas (`DashboardCanvas`'s `renderCard`). */
  renderCard: (card: Card) => ReactNode;
}

/**
 * The query side every category editor shares (spec part 1 §2 "Dashboard editor (general)", §4
 * "Fetched data is cached per argument"): the cards' query context from the editor's settings,
 * applied filters and the data's time boundary; one memoised plan of every card's queries that
 * keeps the previous plan's objects for unchanged cards (so their cached data is reused); and the
 * card renderer wired to the editor's actions (remove, copy, add to Overview).
 *
 * @example const { context, plan, renderCard } = useDashboardPlan({ editor, dataMinMs, dataMaxMs, now });
 */
export function useDashboardPlan({ editor, dataMinMs, dataMaxMs, now }: DashboardPlanInput): DashboardPlan {
  const { config, mapping, state, dispatch, toggleOverview: onToggleOverview, copyCard: onCopyCard } = editor;
  const { settings, filters, rangeFilters, timeFilters } = state;
  const context = useMemo<CardQueryContext>(
    () => cardQueryContext({ settings, filters, rangeFilters, timeFilters }, config, mapping, dataMinMs, dataMaxMs),
    [settings, filters, rangeFilters, timeFilters, dataMinMs, dataMaxMs, config, mapping],
  );
  const [mountedAt] = useState(() => new Date());
  const clock = now ?? mountedAt;
  const lastPlan = useRef<DashboardQueryPlan | undefined>(undefined);
  const plan = useMemo(() => {
    const next = planDashboardQueries(state.cards, context, clock, lastPlan.current);
    lastPlan.current = next;
    return next;
  }, [state.cards, context, clock]);
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
