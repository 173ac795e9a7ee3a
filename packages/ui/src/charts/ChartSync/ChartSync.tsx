import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';

/** A shared crosshair position: the hovered time (ms UTC) or null. */
export interface ChartSyncStore {
  get(): number | null;
  set(t: number | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A crosshair store without React, so hosts can drive or read it (e.g. from a map).
 *
 * @example
 * const store = createChartSyncStore();
 * <ChartSyncGroup store={store}>...</ChartSyncGroup>; store.set(Date.UTC(2024, 6, 1, 17));
 */
export function createChartSyncStore(): ChartSyncStore {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(t) {
      if (t === value) return;
      value = t;
      listeners.forEach((l) => l());
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const SyncContext = createContext<ChartSyncStore | null>(null);

/** Props of {@link ChartSyncGroup}. */
export interface ChartSyncGroupProps {
  /** A store to share with code outside React; a new one when absent. @default undefined */
  store?: ChartSyncStore;
  children?: ReactNode;
}

/**
 * Shares one crosshair between every chart inside it: hovering (or moving with the arrow keys)
 * over one chart shows the crosshair and tooltip at the same time on all of them.
 *
 * @example
 * <ChartSyncGroup><LineChart ... /><MultiAxisChart ... /></ChartSyncGroup>
 */
export function ChartSyncGroup({ store, children }: ChartSyncGroupProps) {
  const [own] = useState(createChartSyncStore);
  return <SyncContext.Provider value={store ?? own}>{children}</SyncContext.Provider>;
}

const local = { subscribe: () => () => {}, get: () => null };

/**
 * The crosshair time of a chart and its setter: shared through the nearest {@link ChartSyncGroup},
 * else the chart's own state. With `shared: false` always the chart's own state (a category
 * chart: its crosshair is a category, not a time the group's time charts could show).
 *
 * @example
 * const [t, setT] = useCrosshair(); // t: hovered time in ms UTC, or null
 */
export function useCrosshair(options: { shared?: boolean } = {}): [number | null, (t: number | null) => void] {
  const group = useContext(SyncContext);
  const store = options.shared === false ? null : group;
  const [own, setOwn] = useState<number | null>(null);
  const shared = useSyncExternalStore(store?.subscribe ?? local.subscribe, store?.get ?? local.get, store?.get ?? local.get);
  return store ? [shared, store.set] : [own, setOwn];
}
