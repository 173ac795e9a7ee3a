import { GRID_COLUMNS, type Card } from '@loadline/core';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import { fitToGrid, type LayoutItem } from '../model/editorState';
import * as css from './canvas.css';

/** Height of one grid row, px: a default 4-row card is about 430 px high. */
export const CANVAS_ROW_HEIGHT_PX = 100;

/**
 * Below this canvas width, px, the cards stack one under another at full width, in reading order
 * (a 4-column card on a 390 px phone would be about 110 px wide). The saved layout is not changed,
 * and the stacked canvas is not draggable or resizable.
 */
export const CANVAS_STACK_BELOW_PX = 600;

/** Props of {@link DashboardCanvas}. */
export interface DashboardCanvasProps {
  /** Cards in grid units (card.layout: x, y, w, h on 12 columns). */
  cards: readonly Card[];
  /** Draws one card; it fills its grid cell. */
  renderCard: (card: Card) => ReactNode;
  /** Called with every card's position after a drag or resize ends; absent makes the grid fixed. */
  onLayoutChange?: (layout: LayoutItem[]) => void;
  /** CSS selector of the drag handle inside a card (default: the whole card). */
  dragHandle?: string;
  /** CSS selector of elements inside a card that never start a drag (inputs, buttons). */
  dragCancel?: string;
  /** Shown when there are no cards. */
  emptyText?: ReactNode;
  /** Row height, px (default 100). */
  rowHeight?: number;
}

const DEFAULT_CANCEL = 'button, input, select, textarea, [role="menu"], [role="dialog"], a';

function toGrid(cards: readonly Card[]): Layout {
  return cards.map((c) => ({ i: c.id, ...c.layout }));
}

/**
 * The cards of a narrow canvas: each at full width ({@link GRID_COLUMNS} columns) with its own
 * height, one under another in reading order (by row, then column, of the saved layout).
 */
export function stackedLayout(cards: readonly Card[]): Layout {
  const order = [...cards].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  let y = 0;
  return order.map((c) => {
    const item = { i: c.id, x: 0, y, w: GRID_COLUMNS, h: c.layout.h };
    y += c.layout.h;
    return item;
  });
}

/**
 * The dashboard canvas (spec part 1 §2, part 2 §9): cards on react-grid-layout's 12-column grid,
 * draggable by their handle and resizable from the bottom-right corner. A layout change is
 * reported once, when the drag or resize stops, fitted to the grid (width 1-12, inside the
 * columns), so a caller saves it as is. Narrower than {@link CANVAS_STACK_BELOW_PX} (a phone), the
 * cards stack at full width in reading order, fixed.
 */
export const DashboardCanvas = memo(function DashboardCanvas({
  cards,
  renderCard,
  onLayoutChange,
  dragHandle,
  dragCancel = DEFAULT_CANCEL,
  emptyText,
  rowHeight = CANVAS_ROW_HEIGHT_PX,
}: DashboardCanvasProps) {
  // Measure before the first grid render, so cards are placed at their real width (no resize on load).
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  // A width of 0 is a canvas not laid out yet (or not at all, as in jsdom): keep the saved grid.
  const stacked = width > 0 && width < CANVAS_STACK_BELOW_PX;
  const layout = useMemo(() => (stacked ? stackedLayout(cards) : toGrid(cards)), [cards, stacked]);
  const editable = onLayoutChange !== undefined && !stacked;
  const report = useCallback(
    (next: Layout) => {
      if (!onLayoutChange) return;
      const items = next.map((l) => ({ id: l.i, ...fitToGrid({ id: l.i, x: l.x, y: l.y, w: l.w, h: l.h }) }));
      const changed = items.some((item) => {
        const card = cards.find((c) => c.id === item.id);
        return !card || card.layout.x !== item.x || card.layout.y !== item.y || card.layout.w !== item.w || card.layout.h !== item.h;
      });
      if (changed) onLayoutChange(items);
    },
    [cards, onLayoutChange],
  );
  const onStop = useCallback((next: Layout) => report(next), [report]);

  if (cards.length === 0) {
    return (
      <div className={css.canvas} ref={containerRef}>
        <div className={css.empty}>{emptyText}</div>
      </div>
    );
  }
  return (
    <div className={css.canvas} ref={containerRef} data-testid="dashboard-canvas" data-stacked={stacked || undefined}>
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight, margin: [12, 12], containerPadding: [0, 0] }}
          dragConfig={{ enabled: editable, ...(dragHandle ? { handle: dragHandle } : {}), cancel: dragCancel, threshold: 3 }}
          resizeConfig={{ enabled: editable, handles: ['se'] }}
          onDragStop={onStop}
          onResizeStop={onStop}
        >
          {cards.map((card) => (
            <div key={card.id} className={css.cell} data-grid-item={card.id}>
              {renderCard(card)}
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
});
