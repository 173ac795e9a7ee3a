import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { LoadlineFormatError, LoadlineHttpError } from '../adapter/errors';

/** How long fetched data counts as fresh before a remount refetches it, ms. */
export const DEFAULT_STALE_TIME_MS = 30_000;
/** How long unused data stays cached, ms. */
export const DEFAULT_GC_TIME_MS = 5 * 60_000;
/** Retries of a failed query that may succeed on retry (network, 5xx). */
export const DEFAULT_RETRY_COUNT = 2;

/**
 * Whether a failed adapter call is worth retrying: not for a 4xx answer (the request itself is
 * wrong, or the user may not see the resource) except 429 (too many queries at once: the server
 * asks to try again in a moment), not for 504 (the query ran out of time: it would again), not for
 * a malformed answer, not for an abort.
 *
 * @example isRetryableError(new LoadlineHttpError(404, 'Not found')) // false
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof LoadlineHttpError) return error.status === 429 || (error.status !== 504 && (error.status < 400 || error.status >= 500));
  if (error instanceof LoadlineFormatError) return false;
  // DOMException is not an Error subclass in every runtime, so test the name alone.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return false;
  return true;
}

/**
 * The QueryClient a `LoadlineProvider` creates for itself when none is passed: data fresh for
 * 30 s ({@link DEFAULT_STALE_TIME_MS}), up to 2 retries except for 4xx, malformed answers and
 * aborts, no refetch on window focus (a dashboard of many cards would refetch them all), and
 * mutations never retried (a create must not run twice).
 *
 * @param config - merged over the defaults (`defaultOptions.queries`/`mutations` are merged too).
 * @example const client = createLoadlineQueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
 */
export function createLoadlineQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < DEFAULT_RETRY_COUNT && isRetryableError(error),
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
