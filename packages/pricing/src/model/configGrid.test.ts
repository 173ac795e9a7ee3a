import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeConfigFilters,
  changeConfigPage,
  changeConfigPageSize,
  changeConfigSort,
  configPageCount,
  initialConfigGrid,
  selectConfigTable,
  shownRange,
  toConfigQuery,
  type ConfigPageSize,
} from './configGrid';

const sizes: ConfigPageSize[] = [10, 25, 50, 100];

describe('configuration grid state (spec part 2 §4 "Configuration view", §9)', () => {
  it('starts on page 0 with 25 rows, unsorted', () => {
    expect(initialConfigGrid('curves')).toEqual({ table: 'curves', pageIndex: 0, pageSize: 25, sort: null, filters: {} });
  });

  it('changing the table resets page and sorting', () => {
    const s = { ...initialConfigGrid('products'), pageIndex: 4, pageSize: 50 as const, sort: { id: 'name', desc: true }, filters: { productCode: ['A'] } };
    expect(selectConfigTable(s, 'components')).toEqual({ table: 'components', pageIndex: 0, pageSize: 50, sort: null, filters: {} });
    expect(selectConfigTable(s, 'products')).toBe(s);
  });

  it('changing the page size keeps the first visible row in view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...sizes), fc.constantFrom(...sizes), (page, from, to) => {
        const s = { ...initialConfigGrid(), pageIndex: page, pageSize: from };
        const firstRow = page * from;
        const next = changeConfigPageSize(s, to);
        expect(next.pageSize).toBe(to);
        expect(next.pageIndex * to).toBeLessThanOrEqual(firstRow);
        expect((next.pageIndex + 1) * to).toBeGreaterThan(firstRow);
      }),
    );
    expect(changeConfigPageSize({ ...initialConfigGrid(), pageIndex: 3, pageSize: 25 }, 10).pageIndex).toBe(7);
  });

  it('sorting and filtering go back to page 0; empty filter lists are dropped', () => {
    const s = { ...initialConfigGrid('components'), pageIndex: 3 };
    expect(changeConfigSort(s, { id: 'code', desc: false })).toMatchObject({ pageIndex: 0, sort: { id: 'code', desc: false } });
    expect(changeConfigFilters(s, { uom: ['$/MWh'], granularity: [] })).toMatchObject({ pageIndex: 0, filters: { uom: ['$/MWh'] } });
  });

  it('clamps the page to the pages the count gives', () => {
    const s = initialConfigGrid();
    expect(changeConfigPage(s, 9, 60).pageIndex).toBe(2);
    expect(changeConfigPage(s, -1, 60).pageIndex).toBe(0);
    expect(configPageCount(0, 25)).toBe(1);
    expect(configPageCount(51, 25)).toBe(3);
  });

  it('builds the query of GET /pricing/v1/config/{table}, sending only the filters the table accepts', () => {
    const s = { table: 'products' as const, pageIndex: 2, pageSize: 10 as const, sort: { id: 'name', desc: true }, filters: { productCode: ['P1'], uom: ['kWh'] } };
    expect(toConfigQuery(s)).toEqual({ limit: 10, skip: 20, sortBy: 'name', sortOrder: 'desc', filters: { productCode: ['P1'] } });
    expect(toConfigQuery(initialConfigGrid('curves'))).toEqual({ limit: 25, skip: 0, filters: {} });
  });

  it('says which rows a page shows', () => {
    expect(shownRange(1, 25, 60)).toEqual({ from: 26, to: 50 });
    expect(shownRange(2, 25, 60)).toEqual({ from: 51, to: 60 });
    expect(shownRange(0, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
