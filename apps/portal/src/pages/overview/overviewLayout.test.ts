import { cardSchema, type OverviewCard } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { changedLayouts, gridCards, overviewKey, stackedCards } from './overviewLayout';

function pinned(dashboardId: string, id: string, layout: { x: number; y: number; w: number; h: number }): OverviewCard {
  return { id, dashboardId, dashboardType: 'prod_load_forecast', card: cardSchema.parse({ id, title: `${dashboardId} ${id}`, layout }) };
}

// The same card id on two dashboards (a copied dashboard keeps nothing in common but may reuse ids).
const cards = [pinned('d1', 'c1', { x: 0, y: 0, w: 6, h: 2 }), pinned('d2', 'c1', { x: 6, y: 0, w: 6, h: 2 }), pinned('d1', 'c2', { x: 0, y: 2, w: 12, h: 3 })];

describe('Overview layout (spec part 1 section 2 Home Overview, 12 columns)', () => {
  it('keys each card by dashboard and card, so equal card ids of two dashboards stay apart', () => {
    const drawn = gridCards(cards, new Map());
    expect(drawn.map((c) => c.id)).toEqual(['d1/c1', 'd2/c1', 'd1/c2']);
    expect(new Set(drawn.map((c) => c.id)).size).toBe(3);
    expect(overviewKey(cards[1] as OverviewCard)).toBe('d2/c1');
  });

  it('draws a card where the user just put it, the others at their saved layout', () => {
    const drawn = gridCards(cards, new Map([['d2/c1', { x: 0, y: 5, w: 4, h: 1 }]]));
    expect(drawn.map((c) => c.layout)).toEqual([
      { x: 0, y: 0, w: 6, h: 2 },
      { x: 0, y: 5, w: 4, h: 1 },
      { x: 0, y: 2, w: 12, h: 3 },
    ]);
  });

  it('reports only the cards whose position or size changed, with their dashboard and card ids', () => {
    const drawn = gridCards(cards, new Map());
    const changes = changedLayouts(cards, drawn, [
      { id: 'd1/c1', x: 6, y: 0, w: 6, h: 2 }, // dragged right
      { id: 'd2/c1', x: 0, y: 0, w: 6, h: 2 }, // pushed left
      { id: 'd1/c2', x: 0, y: 2, w: 12, h: 3 }, // unchanged
      { id: 'd9/zz', x: 0, y: 9, w: 1, h: 1 }, // not on Overview
    ]);
    expect(changes).toEqual([
      { key: 'd1/c1', dashboardId: 'd1', cardId: 'c1', layout: { x: 6, y: 0, w: 6, h: 2 } },
      { key: 'd2/c1', dashboardId: 'd2', cardId: 'c1', layout: { x: 0, y: 0, w: 6, h: 2 } },
    ]);
    expect(changedLayouts(cards, drawn, drawn.map((c) => ({ id: c.id, ...c.layout })))).toEqual([]);
  });

  it('a resize is a change too', () => {
    const drawn = gridCards(cards, new Map());
    expect(changedLayouts(cards, drawn, [{ id: 'd1/c2', x: 0, y: 2, w: 8, h: 4 }])).toEqual([
      { key: 'd1/c2', dashboardId: 'd1', cardId: 'c2', layout: { x: 0, y: 2, w: 8, h: 4 } },
    ]);
  });

  it('stacks the cards full width in reading order on a narrow screen, keeping their heights', () => {
    const drawn = gridCards([pinned('d', 'low', { x: 0, y: 4, w: 6, h: 1 }), pinned('d', 'right', { x: 6, y: 0, w: 6, h: 3 }), pinned('d', 'left', { x: 0, y: 0, w: 6, h: 2 })], new Map());
    expect(stackedCards(drawn).map((c) => [c.id, c.layout])).toEqual([
      ['d/left', { x: 0, y: 0, w: 12, h: 2 }],
      ['d/right', { x: 0, y: 2, w: 12, h: 3 }],
      ['d/low', { x: 0, y: 5, w: 12, h: 1 }],
    ]);
  });
});
