import { ADJUSTMENT_PAGE_SIZE, type Adjustment } from '@loadline/core';
import { adjustmentsTexts } from '../texts';

/** Tabs of the adjustment list (spec part 1 §2), each the status it lists. */
export const ADJUSTMENT_LIST_TABS = [
  { id: 'draft', label: adjustmentsTexts.drafts },
  { id: 'approved', label: adjustmentsTexts.approved },
] as const;
/** A tab of the adjustment list: the status listed. */
export type AdjustmentListTab = (typeof ADJUSTMENT_LIST_TABS)[number]['id'];

/** The pages loaded of one tab. */
export interface AdjustmentPages {
  items: Adjustment[];
  /** Size of the last page answered; null before the first. */
  lastPageSize: number | null;
}

/** No page loaded yet. */
export const EMPTY_PAGES: AdjustmentPages = { items: [], lastPageSize: null };

/**
 * Whether Load More is offered: the last page came back full (spec part 1 §9: page size 5, load
 * more while 5 are returned; a shorter page is the last).
 *
 * @example hasMorePages({ items, lastPageSize: 5 }) // true
 */
export function hasMorePages(pages: AdjustmentPages, pageSize = ADJUSTMENT_PAGE_SIZE): boolean {
  return pages.lastPageSize !== null && pages.lastPageSize >= pageSize;
}

/** `skip` of the next page: the items loaded. */
export function nextPageSkip(pages: AdjustmentPages): number {
  return pages.items.length;
}

/**
 * Appends an answered page, dropping items already listed (an adjustment created meanwhile
 * shifts the pages by one).
 */
export function appendPage(pages: AdjustmentPages, page: readonly Adjustment[]): AdjustmentPages {
  const seen = new Set(pages.items.map((a) => a.adjustmentId));
  return { items: [...pages.items, ...page.filter((a) => !seen.has(a.adjustmentId))], lastPageSize: page.length };
}
