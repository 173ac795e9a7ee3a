import { part } from '../part';
import type { AriaRole, ReactNode } from 'react';
import { uiConstants } from '../../texts';
import { row, sizer, viewport } from './VirtualList.css';
import { useVirtualList } from './useVirtualList';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  /** The rows' data. */
  items: readonly T[];
  /** Renders one row; `index` is its position in `items` (for `aria-posinset`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of a row. @default the index */
  getKey?: (item: T, index: number) => string | number;
  /** Row height, px (spec part 2 section 9: 30 for filter lists). @default 30 */
  itemSize?: number;
  /** Minimum viewport height when virtual, px (spec part 2 section 9: 200). @default 200 */
  minHeight?: number;
  /** Maximum viewport height when virtual, px. @default 300 */
  maxHeight?: number;
  /** Lists longer than this are virtualised (spec: more than 10). @default 10 */
  threshold?: number;
  /** A row to keep scrolled into view. @default undefined */
  activeIndex?: number | null;
  /** Role of the element that holds the rows (e.g. `list`, `listbox`, `group`). @default undefined */
  role?: AriaRole;
  /** Accessible name of the rows' container. @default undefined */
  'aria-label'?: string;
  /** id of the rows' container (for `aria-controls`). @default undefined */
  id?: string;
  /**
   * Makes the scrolling viewport a tab stop so keyboard users can scroll it; turn off when the
   * rows are focusable themselves. @default true
   */
  focusableViewport?: boolean;
  /** Extra class on the viewport. @default undefined */
  className?: string;
}

/**
 * A list that renders every row up to `threshold` rows, and above it only the visible rows (fixed
 * row size, on @tanstack/react-virtual). `data-virtual="true"` tells which mode is on.
 *
 * @example
 * <VirtualList items={zones} role="list" aria-label="Load zones" renderItem={(z) => <div role="listitem">{z}</div>} />
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey = (_, i) => i,
  itemSize = uiConstants.filterItemSize,
  minHeight = uiConstants.filterMinHeight,
  maxHeight = 300,
  threshold = uiConstants.longListThreshold,
  activeIndex,
  role,
  id,
  focusableViewport = true,
  className,
  ...aria
}: VirtualListProps<T>) {
  const { scrollRef, virtual, height, virtualizer } = useVirtualList({ count: items.length, itemSize, threshold, minHeight, maxHeight, activeIndex });
  const containerProps = { role, id, 'aria-label': aria['aria-label'], ...part('virtual-list-items', sizer) };
  if (!virtual) {
    return (
      <div ref={scrollRef} {...part('virtual-list', viewport, className)} data-virtual="false">
        <div {...containerProps}>
          {items.map((item, i) => (
            <div key={getKey(item, i)} style={{ minHeight: itemSize }} role="none">
              {renderItem(item, i)}
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div
      ref={scrollRef}
      {...part('virtual-list', viewport, className)}
      style={{ height }}
      tabIndex={focusableViewport ? 0 : undefined}
      data-virtual="true"
    >
      <div style={{ height: virtualizer.getTotalSize() }} {...containerProps}>
        {virtualizer.getVirtualItems().map((v) => {
          const item = items[v.index] as T;
          return (
            <div key={getKey(item, v.index)} role="none" className={row} style={{ height: itemSize, transform: `translateY(${v.start}px)` }}>
              {renderItem(item, v.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
