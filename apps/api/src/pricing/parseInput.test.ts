import { TEXT_FILE_INCORRECT_HEADERS, importSkippedText } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { checkInputFile, parseInput } from './runJob';

/**
 * Pricing input files (issue #32): real calendar dates per row, and the file checked at upload
 * with line numbers by the CSV import's own reader.
 */

const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const row = (start: string, end: string, meter = 'M42', asOf = '2023-06-30') => `${meter},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,${start},${end},${asOf}`;

describe('parseInput: dates of each row', () => {
  it('reports a date off the calendar on its line, and keeps the valid rows', () => {
    const out = parseInput([HEADER, row('2023-08-01', '2023-08-31'), row('2023-02-01', '2023-02-30', 'M43'), row('2023-09-01', '2023-09-30', 'M44')].join('\n'));
    expect(out.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(out.errors).toEqual([{ line: 3, message: 'endDate: 2023-02-30 is not a calendar date (YYYY-MM-DD)' }]);
  });

  it('refuses 2023-09-99, 2023-00-00, 2023-06-31 and 2023-13-45 as dates, not as an end before the start', () => {
    const cases: [string, string, string][] = [
      [row('2023-09-01', '2023-09-99'), 'endDate', '2023-09-99'],
      [row('2023-00-00', '2023-09-30'), 'startDate', '2023-00-00'],
      [row('2023-06-01', '2023-06-31'), 'endDate', '2023-06-31'],
      [row('2023-06-01', '2023-13-45'), 'endDate', '2023-13-45'],
      [row('2023-06-01', '2023-06-30', 'M42', '2023-02-29'), 'asOfDate', '2023-02-29'],
    ];
    for (const [line, field, value] of cases) {
      const out = parseInput(`${HEADER}\n${line}`);
      expect(out.rows, line).toEqual([]);
      expect(out.errors, line).toEqual([{ line: 2, message: `${field}: ${value} is not a calendar date (YYYY-MM-DD)` }]);
    }
    expect(parseInput(`${HEADER}\n${row('2024-02-01', '2024-02-29')}`).errors).toEqual([]);
  });
});

describe('checkInputFile: the upload', () => {
  it('accepts a well-formed file (headers in any case and order, ISO date-times)', () => {
    expect(checkInputFile(`${HEADER}\n${row('2023-08-01', '2023-08-31')}`)).toBeUndefined();
    expect(checkInputFile(`${HEADER.toUpperCase()}\n${row('2023-08-01T00:00:00.000Z', '2023-08-31')}`)).toBeUndefined();
  });

  it('refuses an empty file with the spec text', () => {
    for (const empty of ['', '\n\n', '\uFEFF']) {
      expect(checkInputFile(empty)).toEqual({ message: TEXT_FILE_INCORRECT_HEADERS, errors: [{ line: 1, message: 'the file is empty' }] });
    }
  });

  it('refuses a binary file and wrong columns with the spec text, naming what is missing', () => {
    const binary = checkInputFile('\u0000\u0001PK\u0003\u0004\uFFFD\uFFFD,\u0000\n\u0007\u0008');
    expect(binary?.message).toBe(TEXT_FILE_INCORRECT_HEADERS);
    const wrong = checkInputFile('meterId,market\nM1,COAST\n');
    expect(wrong?.message).toBe(TEXT_FILE_INCORRECT_HEADERS);
    expect(wrong?.errors).toEqual([{ line: 1, message: 'missing columns: iso, edc, product, profile, startDate, endDate, asOfDate' }]);
  });

  it('refuses broken records with their line numbers and the spec summary; an unclosed quote does not swallow the next row', () => {
    const out = checkInputFile([HEADER, row('2023-08-01', '2023-08-31'), 'M43,COAST', 'M44,"COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-08-01,2023-08-31,2023-06-30', row('2023-08-01', '2023-08-31', 'M45')].join('\n'));
    expect(out?.message).toBe(`${importSkippedText(4, 2)}; line 3: 2 fields, the header has 9; line 4: CSV quoting: Quoted field unterminated`);
    expect(out?.errors.map((e) => e.line)).toEqual([3, 4]);
    // Row values are the job's, per row: a file with a date off the calendar is stored.
    expect(checkInputFile([HEADER, row('2023-02-01', '2023-02-30')].join('\n'))).toBeUndefined();
  });
});
