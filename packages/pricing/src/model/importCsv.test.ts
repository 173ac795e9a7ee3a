import { TEXT_FILE_INCORRECT_HEADERS, TEXT_FILE_TOO_BIG, TEXT_ROW_ALREADY_EXISTS } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFileSize, importCsv, importReport } from './importCsv';
import { rowKey, toInputCsv } from './inputRows';

const PARAMS = { market: ['ERCOT'], iso: ['ERCOT'], edc: ['ONCOR', 'CENTERPOINT'], product: ['P1', 'P2'], profile: ['RESLOWR_COAST'] };
const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const line = (id: string, edc = 'ONCOR', start = '2024-01-01') => `${id},ERCOT,ERCOT,${edc},P1,RESLOWR_COAST,${start},2024-01-31,2023-12-15`;

describe('CSV import (spec part 2 §5)', () => {
  it('imports good rows, skips empty lines, duplicates and bad rows, and reports them', async () => {
    const csv = [HEADER, line('M1'), '', line('M2'), line('M1'), line('M-3'), '   ', line('M4', 'TNMP'), line('M5', 'ONCOR', '2024-13-01'), line('M6')].join('\r\n');
    const outcome = await importCsv(csv, { parameters: PARAMS });
    expect(outcome).toMatchObject({ kind: 'done', total: 7, skipped: 4 });
    if (outcome.kind !== 'done') throw new Error('aborted');
    expect(outcome.rows.map((r) => r.meterId)).toEqual(['M1', 'M2', 'M6']);
    expect(outcome.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(outcome.errors[0]?.message).toBe(TEXT_ROW_ALREADY_EXISTS);
    expect(importReport(outcome)).toBe('From the 7 rows on the file, 4 have not be imported as are duplicates or have errors');
  });

  it('aborts on wrong headers, on a duplicate when duplicates are not removed, and on a file over 3 MiB', async () => {
    expect(await importCsv('meterId,market\nM1,ERCOT\n', { parameters: PARAMS })).toEqual({ kind: 'aborted', message: TEXT_FILE_INCORRECT_HEADERS });
    expect(await importCsv('', { parameters: PARAMS })).toEqual({ kind: 'aborted', message: TEXT_FILE_INCORRECT_HEADERS });
    const dup = [HEADER, line('M1'), line('M1')].join('\n');
    const refused = await importCsv(dup, { parameters: PARAMS, removeDuplicates: false });
    expect(refused).toEqual({ kind: 'aborted', message: TEXT_ROW_ALREADY_EXISTS });
    expect(importReport(refused)).toBe(TEXT_ROW_ALREADY_EXISTS);
    expect(await importCsv([HEADER, line('M1')].join('\n'), { parameters: PARAMS, existingKeys: [], removeDuplicates: false })).toMatchObject({ kind: 'done', skipped: 0 });
    expect(checkFileSize(3 * 1024 * 1024, 3 * 1024 * 1024)).toBeNull();
    expect(checkFileSize(3 * 1024 * 1024 + 1, 3 * 1024 * 1024)).toBe(TEXT_FILE_TOO_BIG);
  });

  it('counts a row already on the table as a duplicate; a header-only file imports nothing; BOM and column order do not matter', async () => {
    const [first] = ((await importCsv([HEADER, line('M1')].join('\n'), { parameters: PARAMS })) as { rows: Parameters<typeof rowKey>[0][] }).rows;
    const again = await importCsv([HEADER, line('M1'), line('M2')].join('\n'), { parameters: PARAMS, existingKeys: [rowKey(first!)] });
    expect(again).toMatchObject({ kind: 'done', total: 2, skipped: 1 });
    expect(await importCsv(`${HEADER}\n`, { parameters: PARAMS })).toMatchObject({ kind: 'done', total: 0, skipped: 0 });
    const reordered = '\uFEFFasOfDate,endDate,startDate,profile,product,edc,iso,market,meterId,notes\n2023-12-15,2024-01-31,2024-01-01,RESLOWR_COAST,P1,ONCOR,ERCOT,ERCOT,M9,x\n';
    expect(await importCsv(reordered, { parameters: PARAMS })).toMatchObject({ kind: 'done', total: 1, rows: [{ meterId: 'M9' }] });
    expect(importReport({ kind: 'done', rows: [], total: 3, skipped: 0, errors: [] })).toBeNull();
  });

  it('round-trips: the upload CSV of distinct valid rows imports back to the same rows, in slices and with progress', async () => {
    const row = fc.record({
      meterId: fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
      market: fc.constant('ERCOT'), iso: fc.constant('ERCOT'), edc: fc.constantFrom('ONCOR', 'CENTERPOINT'), product: fc.constantFrom('P1', 'P2'),
      profile: fc.constant('RESLOWR_COAST'), startDate: fc.constant('2024-01-01'), endDate: fc.constantFrom('2024-01-01', '2024-02-29'), asOfDate: fc.constant('2023-12-01'),
    });
    await fc.assert(fc.asyncProperty(fc.uniqueArray(row, { selector: rowKey, maxLength: 60 }), async (rows) => {
      const fractions: number[] = [];
      const outcome = await importCsv(toInputCsv(rows), { parameters: PARAMS }, { chunkSize: 256, yieldBetweenChunks: true, onProgress: (f) => fractions.push(f) });
      expect(outcome).toEqual({ kind: 'done', rows, total: rows.length, skipped: 0, errors: [] });
      expect(fractions.at(-1)).toBe(1);
      expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    }), { numRuns: 40 });
  });
});
