import { adjustmentSchema, type Adjustment } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { appendPage, EMPTY_PAGES, hasMorePages, nextPageSkip } from './adjustmentListPaging';

const adj = (id: string): Adjustment =>
  adjustmentSchema.parse({
    adjustmentId: id, name: id, configId: 'c', market: 'COAST', processTime: '2024-07-01T06:00:00Z', dateRange: { from: '2024-07-02', to: '2024-07-03' },
    timezone: 'America/Chicago', isHourEnding: true,
  });

describe('adjustment list paging', () => {
  it('offers Load More while full pages of 5 come back, not before the first page nor after a short one', () => {
    expect(hasMorePages(EMPTY_PAGES)).toBe(false);
    const first = appendPage(EMPTY_PAGES, ['a', 'b', 'c', 'd', 'e'].map(adj));
    expect(hasMorePages(first)).toBe(true);
    expect(nextPageSkip(first)).toBe(5);
    const second = appendPage(first, ['f', 'g'].map(adj));
    expect(hasMorePages(second)).toBe(false);
    expect(second.items.map((a) => a.adjustmentId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('drops items already listed when the pages shifted', () => {
    const first = appendPage(EMPTY_PAGES, ['a', 'b', 'c', 'd', 'e'].map(adj));
    expect(appendPage(first, ['e', 'f', 'g', 'h', 'i'].map(adj)).items.map((a) => a.adjustmentId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });
});
