import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DataAdapter } from '../adapter/types';
import { createLoadlineQueryClient } from './createLoadlineQueryClient';

/** What `LoadlineProvider` puts in context. */
export interface LoadlineContextValue {
  /** The backend: the whole `DataAdapter` or the slice the features in use need. */
  readonly adapter: Partial<DataAdapter>;
  /** The SDK's own QueryClient; every Loadline hook passes it to TanStack Query explicitly. */
  readonly queryClient: QueryClient;
}

const LoadlineContext = createContext<LoadlineContextValue | null>(null);
LoadlineContext.displayName = 'LoadlineContext';

/** Props of {@link LoadlineProvider}. */
export interface LoadlineProviderProps {
  /**
   * The backend: `createHttpAdapter(...)`, `createMemoryAdapter(...)` from
   * `@loadline/core/testing`, or the host's own implementation of (a slice of) `DataAdapter`.
   */
  adapter: Partial<DataAdapter>;
  /**
   * The QueryClient the SDK's hooks use. @default a client made once per provider by
   * `createLoadlineQueryClient()`. Changing this prop after mount has no effect.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives Loadline components their data adapter and the SDK's own TanStack QueryClient.
 *
 * The client is never put in TanStack's `QueryClientProvider`: Loadline hooks pass it explicitly
 * (`useQuery(options, queryClient)`), so a host's own `QueryClientProvider`, above or below,
 * keeps serving the host's queries and the two caches never mix.
 *
 * @example
 * <LoadlineProvider adapter={createHttpAdapter({ baseUrl: '/api', fetch })}>
 *   <DashboardList />
 * </LoadlineProvider>
 */
export function LoadlineProvider({ adapter, queryClient, children }: LoadlineProviderProps) {
  const [client] = useState(() => queryClient ?? createLoadlineQueryClient());
  // What QueryClientProvider would do: subscribe the client to focus and online events.
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  const value = useMemo<LoadlineContextValue>(() => ({ adapter, queryClient: client }), [adapter, client]);
  return <LoadlineContext.Provider value={value}>{children}</LoadlineContext.Provider>;
}

/**
 * The Loadline context value.
 *
 * @throws Error when called outside a `LoadlineProvider`.
 *
 * @example const { adapter, queryClient } = useLoadlineContext();
 */
export function useLoadlineContext(): LoadlineContextValue {
  const value = useContext(LoadlineContext);
  if (!value) throw new Error('Loadline hooks must be used inside a <LoadlineProvider>');
  return value;
}

/**
 * The adapter given to the nearest `LoadlineProvider`.
 *
 * @throws Error when called outside a `LoadlineProvider`.
 *
 * @example const adapter = useAdapter(); adapter.query?.timeBoundary('ercot_load', { signal })
 */
export function useAdapter(): Partial<DataAdapter> {
  return useLoadlineContext().adapter;
}

/**
 * One domain of the adapter, e.g. `useAdapterDomain('dashboards')`.
 *
 * @throws Error when the adapter does not implement that domain, or outside a provider.
 *
 * @example const dashboards = useAdapterDomain('dashboards');
 */
export function useAdapterDomain<K extends keyof DataAdapter>(domain: K): DataAdapter[K] {
  const found = useLoadlineContext().adapter[domain];
  if (!found) throw new Error(`The Loadline adapter has no "${domain}" domain`);
  return found as DataAdapter[K];
}

/**
 * The SDK's QueryClient (for invalidation or prefetching by the host).
 *
 * @throws Error when called outside a `LoadlineProvider`.
 *
 * @example useLoadlineQueryClient().invalidateQueries({ queryKey: loadlineKeys.dashboards.all });
 */
export function useLoadlineQueryClient(): QueryClient {
  return useLoadlineContext().queryClient;
}
