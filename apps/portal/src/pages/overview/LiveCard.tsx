import type { Card } from '@loadline/core';
import { CardRegistryProvider, DashboardCard, useCardRegistry, withMeterCards, type CardQueryContext } from '@loadline/dashboard';
import { useMemo, type ReactNode } from 'react';
import { REFERENCE_METER_MAP } from '../../app/mapBoundaries/texasCounties';

/** Props of {@link LiveCard}. */
export interface LiveCardProps {
  card: Card;
  context: CardQueryContext;
  headerActions: ReactNode;
}

/**
 * A pinned card drawing its live data: the dashboard package's `DashboardCard`, read-only (no
 * `dispatch`). Its dashboard's config item decides the visualizations available, as in the editor:
 * with a meter id column, the Meter Table (its own pages, kept in the card's state here) and the
 * Meter Map (`withMeterCards`). In a module of its own so Overview loads the card and chart code
 * apart from the page: the greeting and the grid do not wait for it.
 */
export function LiveCard({ card, context, headerActions }: LiveCardProps) {
  const registry = useCardRegistry();
  const cards = useMemo(() => withMeterCards(registry, context.config, REFERENCE_METER_MAP), [registry, context.config]);
  return (
    <CardRegistryProvider registry={cards}>
      <DashboardCard card={card} context={context} headerActions={headerActions} />
    </CardRegistryProvider>
  );
}
