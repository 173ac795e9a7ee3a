import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** Options of {@link useVirtualList}. */
export interface VirtualListOptions {
  /** Number of rows. */
  count: number;
  /** Height of a row, px. */
  itemSize: number;
  /** Rows above this count are virtualised; at or below it every row is rendered. */
  threshold: number;
  /** Minimum viewport height when virtual, px. */
  minHeight: number;
  /** Maximum viewport height when virtual, px. */
  maxHeight: number;
  /** A row to keep in view (keyboard focus or active descendant). */
  activeIndex?: number | null | undefined;
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
}

/**
 * Decides whether a list is virtual and, when it is, drives @tanstack/react-virtual's
 * `useVirtualizer` (fixed row size) and keeps `activeIndex` scrolled into view. In a browser
 * without layout (jsdom) it assumes the viewport is `minHeight` tall so rows still render.
 */
export function useVirtualList({ count, itemSize, threshold, minHeight, maxHeight, activeIndex, overscan = 6 }: VirtualListOptions) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtual = count > threshold;
  const height = Math.max(minHeight, Math.min(maxHeight, count * itemSize));
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemSize,
    overscan,
    initialRect: { width: 0, height },
    // A viewport without layout (not yet attached, or jsdom) measures 0 px: assume its CSS height.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height })),
  });
  useEffect(() => {
    if (virtual && activeIndex != null && activeIndex >= 0 && activeIndex < count) virtualizer.scrollToIndex(activeIndex);
  }, [virtual, activeIndex, count, virtualizer]);
  return { scrollRef, virtual, height, virtualizer };
}
