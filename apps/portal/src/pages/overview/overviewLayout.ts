import { GRID_COLUMNS, type Card, type CardLayout, type OverviewCard } from '@loadline/core';
import type { LayoutItem } from '@loadline/dashboard';

/**
 * The Overview grid's layout logic (spec part 1 section 2 "Home Overview", part 2 section 9: 12
 * columns): which card is which on the grid, what a drag or resize changed, and the one-column
 * arrangement of narrow screens. Pure functions, no React.
 *
 * @module
 */

/**
 * The grid key of a pinned card: card ids are unique within a dashboard only, so the key joins the
 * dashboard id and the card id.
 *
 * @example overviewKey({ dashboardId: 'd-1', id: 'c-1' }) // 'd-1/c-1'
 */
export function overviewKey(card: Pick<OverviewCard, 'dashboardId' | 'id'>): string {
  return `${card.dashboardId}/${card.id}`;
}

/**
 * The cards as the grid draws them: keyed by {@link overviewKey} and placed at the layout the user
 * just gave them (`moved`, by key) or else at their saved Overview layout.
 */
export function gridCards(cards: readonly OverviewCard[], moved: ReadonlyMap<string, CardLayout>): Card[] {
  return cards.map((c) => {
    const key = overviewKey(c);
    return { ...c.card, id: key, layout: moved.get(key) ?? c.card.layout };
  });
}

/** A card whose Overview layout changed: what PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview saves. */
export interface OverviewLayoutChange {
  key: string;
  dashboardId: string;
  cardId: string;
  layout: CardLayout;
}

/**
 * The cards a drag or resize moved: every reported item (keyed by {@link overviewKey}) whose
 * position or size differs from where the grid drew it (`drawn`). A drag can push other cards
 * down, so more than the dragged card may change. Items of unknown keys are ignored.
 *
 * @example changedLayouts(cards, drawn, [{ id: 'd-1/c-1', x: 6, y: 0, w: 6, h: 2 }])
 */
export function changedLayouts(cards: readonly OverviewCard[], drawn: readonly Card[], items: readonly LayoutItem[]): OverviewLayoutChange[] {
  const byKey = new Map(cards.map((c) => [overviewKey(c), c]));
  const drawnByKey = new Map(drawn.map((c) => [c.id, c.layout]));
  const out: OverviewLayoutChange[] = [];
  for (const item of items) {
    const card = byKey.get(item.id);
    const before = drawnByKey.get(item.id);
    if (!card || !before) continue;
    const layout = { x: item.x, y: item.y, w: item.w, h: item.h };
    if (before.x === layout.x && before.y === layout.y && before.w === layout.w && before.h === layout.h) continue;
    out.push({ key: item.id, dashboardId: card.dashboardId, cardId: card.id, layout });
  }
  return out;
}

/**
 * The one-column arrangement of a narrow screen: the cards in reading order of their grid layout
 * (row, then column), each the full 12 columns wide and as tall as on the grid, one under the
 * other. Shown without drag or resize, so nothing saved is changed on a phone.
 */
export function stackedCards(cards: readonly Card[]): Card[] {
  const ordered = [...cards].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  let y = 0;
  return ordered.map((c) => {
    const layout = { x: 0, y, w: GRID_COLUMNS, h: c.layout.h };
    y += c.layout.h;
    return { ...c, layout };
  });
}
