import { loadlineKeys, useLoadlineQueryClient } from '@loadline/core/react';
import { useIsFetching, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest a panel waits for the browser to be idle once the card answers are in (ms). */
export const AFTER_CARDS_IDLE_TIMEOUT_MS = 1_000;

/** The longest a panel or filter waits for the card answers at all (ms): a slow card holds nothing else back for longer. */
export const AFTER_CARDS_MAX_WAIT_MS = 2_000;

/** A data query of a card: core's `loadlineKeys.query.rows` (`query` or `queryNative`). */
function isCardQuery(query: Query): boolean {
  const kind = query.queryKey[3];
  return kind === 'query' || kind === 'queryNative';
}

/**
 * Whether a side panel or filter may ask for its own data now: false while the dashboard's card
 * queries (core's `loadlineKeys.query.rows`) are in flight, true from the first idle moment after
 * none is, or {@link AFTER_CARDS_MAX_WAIT_MS} after mounting, whichever comes first, and true from
 * then on. The Forecast menu's runs take two scans of every forecast row (hundreds of ms of server
 * time), the filters' options and bounds a scan each; asked after the cards, they no longer share
 * the server and the browser's main thread with the dashboard's first draw. A dashboard without
 * cards opens its panels at once.
 *
 * @example const ready = useAfterCardAnswers(); useForecastSummaries(ready ? params : null);
 */
export function useAfterCardAnswers(): boolean {
  const fetching = useIsFetching({ queryKey: loadlineKeys.query.all, predicate: isCardQuery }, useLoadlineQueryClient());
  const [ready, setReady] = useState(false);
  const waiting = !ready && fetching === 0;
  useEffect(() => {
    const handle = setTimeout(() => setReady(true), AFTER_CARDS_MAX_WAIT_MS);
    return () => clearTimeout(handle);
  }, []);
  useEffect(() => {
    if (!waiting) return undefined;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: AFTER_CARDS_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(handle);
  }, [waiting]);
  return ready;
}
