import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvQuote, csvValue } from './csv';

describe('csvCell (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-1+cmd', '-x', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'])('neutralises %j', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Load North')).toBe('Load North');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it('reads back as the text, a quote before a formula start, never a formula', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const cell = csvCell(text);
      const [read] = Papa.parse<string[]>(`${cell},end`, { header: false, delimiter: ',' }).data[0] ?? [];
      const neutralised = /^[=+\-@\t\r]/.test(text);
      expect(read).toBe(neutralised ? `'${text}` : text);
      expect(/^[=+\-@\t\r]/.test(read ?? '')).toBe(false);
    }));
  });
});

describe('csvQuote', () => {
  it('quotes only, formulas left as written (files read by a program)', () => {
    expect(csvQuote('=1+1')).toBe('=1+1');
    expect(csvQuote('-5')).toBe('-5');
    expect(csvQuote('a,"b"')).toBe('"a,""b"""');
    expect(csvQuote('M1')).toBe('M1');
  });
});

describe('csvValue', () => {
  it('writes gaps empty, numbers and plain numeric text as numbers, other text as csvCell', () => {
    expect([null, undefined].map(csvValue)).toEqual(['', '']);
    expect(csvValue(-5.5)).toBe('-5.5');
    expect(csvValue(12n)).toBe('12');
    expect(csvValue(true)).toBe('true');
    expect(csvValue('-41250')).toBe('-41250');
    expect(csvValue('1e-7')).toBe('1e-7');
    expect(csvValue('-1+1')).toBe("'-1+1");
    expect(csvValue('-5 kWh')).toBe("'-5 kWh");
    expect(csvValue('@cmd')).toBe("'@cmd");
    expect(csvValue('a,b')).toBe('"a,b"');
  });
  it('never writes a cell a spreadsheet runs as a formula', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (v) => {
      const cell = csvValue(v).replace(/^"/, '');
      if (/^[=+@\t\r]/.test(cell)) expect.unreachable(cell);
      if (cell.startsWith('-')) expect(Number.isNaN(Number(cell))).toBe(false);
    }));
  });
});
