import type { Card } from '@loadline/core';
import { DashboardCard, type CardQueryContext } from '@loadline/dashboard';
import type { ReactNode } from 'react';

/** Props of {@link LiveCard}. */
export interface LiveCardProps {
  card: Card;
  context: CardQueryContext;
  headerActions: ReactNode;
}

/**
 * A pinned card drawing its live data: the dashboard package's `DashboardCard`, read-only (no
 * `dispatch`). In a module of its own so Overview loads the card and chart code apart from the page:
 * the greeting and the grid do not wait for it.
 */
export function LiveCard({ card, context, headerActions }: LiveCardProps) {
  return <DashboardCard card={card} context={context} headerActions={headerActions} />;
}
