import { useSyncExternalStore } from 'react';

/** Widest viewport, px, that shows Overview's cards in one column: below a tablet's width. */
export const NARROW_SCREEN_MAX_PX = 767;

const QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);

/** Whether the viewport is a phone's (at most {@link NARROW_SCREEN_MAX_PX} wide); follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
