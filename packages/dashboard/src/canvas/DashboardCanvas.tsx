import { GRID_COLUMNS, type Card } from '@loadline/core';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import { fitToGrid, type LayoutItem } from '../model/editorState';
import * as css from './canvas.css';

/** Height of one grid row, px: a default 4-row card is about 430 px high. */
export const CANVAS_ROW_HEIGHT_PX = 100;

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
 * The dashboard canvas (spec part 1 §2, part 2 §9): cards on react-grid-layout's 12-column grid,
 * draggable by their handle and resizable from the bottom-right corner. A layout change is
 * reported once, when the drag or resize stops, fitted to the grid (width 1-12, inside the
 * columns), so a caller saves it as is.
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
  const layout = useMemo(() => toGrid(cards), [cards]);
  const editable = onLayoutChange !== undefined;
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
    <div className={css.canvas} ref={containerRef} data-testid="dashboard-canvas">
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
