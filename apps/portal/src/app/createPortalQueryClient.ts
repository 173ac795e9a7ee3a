import { LoadlineHttpError } from '@loadline/core';
import { createLoadlineQueryClient } from '@loadline/core/react';
import type { ToastQueue } from '@loadline/ui';
import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from '../signIn/useSession';

/** Whether an error is a cancelled request (an unmounted screen), which is not worth a toast. */
function isCancellation(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'CancelledError';
}

/**
 * `meta` of a query a screen's data prefetch starts before the session is known (see
 * `prefetchScreenData`): its failure is nobody's to report yet, so it is not toasted and a 401
 * does not ask for the session again (the session check does that). The screen that later reads
 * the query fetches it again and reports a failure as usual.
 */
export const PREFETCH_META = { prefetch: true } as const;

const isPrefetch = (meta: Record<string, unknown> | undefined) => meta?.prefetch === true;

/**
 * The portal's QueryClient: core's defaults, plus every failed query or mutation shown as an error
 * toast with its message (spec part 2 section 8: "Every HTTP error message is shown as an error
 * toast"); the toast queue deduplicates identical toasts (section 9). A 401 from any call means
 * the session ended: the session is fetched again, which leads back to sign-in. Queries started by
 * a screen's prefetch ({@link PREFETCH_META}) fail silently.
 *
 * @example
 * const toasts = createToastQueue();
 * const queryClient = createPortalQueryClient(toasts);
 */
export function createPortalQueryClient(toasts: Pick<ToastQueue, 'add'>): QueryClient {
  const onError = (error: unknown) => {
    if (isCancellation(error)) return;
    toasts.add({ kind: 'error', title: error instanceof Error && error.message ? error.message : String(error) });
    if (error instanceof LoadlineHttpError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
  };
  // onError runs only after a request fails, so `client` is initialised by then.
  const client: QueryClient = createLoadlineQueryClient({
    queryCache: new QueryCache({ onError: (error, query) => (isPrefetch(query.meta) ? undefined : onError(error)) }),
    mutationCache: new MutationCache({ onError }),
  });
  return client;
}
