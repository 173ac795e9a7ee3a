import { ADJUSTMENT_PAGE_SIZE, LoadlineHttpError, type Adjustment } from '@loadline/core';
import { useAdapterDomain } from '@loadline/core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage, EMPTY_PAGES, hasMorePages, nextPageSkip, type AdjustmentListTab, type AdjustmentPages } from '../../model/adjustmentListPaging';

/** Options of {@link useAdjustmentList}. */
export interface AdjustmentListOptions {
  /** Config item whose adjustments are listed (a short-term forecast config). */
  configId: string;
  /** Page size (spec part 1 §9). @default 5 */
  pageSize?: number;
}

/** State and actions of the adjustment list. */
export interface AdjustmentListState {
  tab: AdjustmentListTab;
  selectTab: (tab: AdjustmentListTab) => void;
  items: Adjustment[];
  /** A page is loading. */
  loading: boolean;
  /** Message of a failed page. */
  error: string | null;
  /** HTTP status and request id of the failed page, when the server answered them. */
  errorStatus?: number | undefined;
  requestId?: string | undefined;
  /** Asks for the failed page again. */
  retry: () => void;
  /** Load More is offered (the last page was full). */
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The adjustment list of a config item (spec part 1 §2, §9): tabs Drafts and Approved, each
 * loading 5 adjustments a page (GET user/v1/user/adjustments?configId&limit&skip&status) and
 * more on `loadMore` while full pages come back. A page's request is cancelled on unmount or
 * when the tab changes.
 *
 * @example const list = useAdjustmentList({ configId: 'ercot-power-short-term' });
 */
export function useAdjustmentList({ configId, pageSize = ADJUSTMENT_PAGE_SIZE }: AdjustmentListOptions): AdjustmentListState {
  const adjustments = useAdapterDomain('adjustments');
  const [tab, setTab] = useState<AdjustmentListTab>('draft');
  const [pages, setPages] = useState<AdjustmentPages>(EMPTY_PAGES);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ message: string; status?: number | undefined; requestId?: string | undefined } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (status: AdjustmentListTab, from: AdjustmentPages) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setLoading(true);
      setFailure(null);
      adjustments.list({ configId, limit: pageSize, skip: nextPageSkip(from), status }, { signal: abort.signal }).then(
        (page) => {
          if (abort.signal.aborted) return;
          setPages(appendPage(from, page));
          setLoading(false);
        },
        (err: unknown) => {
          if (abort.signal.aborted) return;
          const http = err instanceof LoadlineHttpError ? err : undefined;
          setFailure({ message: err instanceof Error ? err.message : String(err), status: http?.status, requestId: http?.requestId });
          setLoading(false);
        },
      );
    },
    [adjustments, configId, pageSize],
  );

  useEffect(() => {
    setPages(EMPTY_PAGES);
    load(tab, EMPTY_PAGES);
    return () => controller.current?.abort();
  }, [load, tab]);

  return {
    tab,
    selectTab: setTab,
    items: pages.items,
    loading,
    error: failure?.message ?? null,
    errorStatus: failure?.status,
    requestId: failure?.requestId,
    retry: () => load(tab, pages),
    hasMore: !loading && !failure && hasMorePages(pages, pageSize),
    loadMore: () => load(tab, pages),
  };
}
