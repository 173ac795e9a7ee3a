import { TEXT_FILE_INCORRECT_HEADERS, TEXT_FILE_TOO_BIG } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { parseImportCsv, type ParseOptions } from './parse';

const load: ParseOptions = { kind: 'load', timezone: 'America/Chicago', hourConvention: 'ending', maxBytes: 1_000_000 };
const iso = (ms: number) => new Date(ms).toISOString();

/** One operating day of hour-ending load rows for `market`, `labels` in file order. */
function day(date: string, labels: string[], market = 'COAST'): string {
  return labels.map((h, i) => `${date},${h},${market},${1000 + i}`).join('\n');
}
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));

describe('parseImportCsv: headers and size', () => {
  it('rejects a file without the required headers on line 1 with the spec text', () => {
    const out = parseImportCsv('date,hour,zone,load\n2021-07-01,1,COAST,1', load);
    expect(out.rows).toEqual([]);
    expect(out.rejected).toHaveLength(1);
    expect(out.rejected[0]!.line).toBe(1);
    expect(out.rejected[0]!.reason.startsWith(TEXT_FILE_INCORRECT_HEADERS)).toBe(true);
    expect(out.rejected[0]!.reason).toContain('missing column "market"');
    expect(out.rejected[0]!.reason).toContain('unknown column "zone"');
  });

  it('rejects a file above the size cap with the spec text', () => {
    const out = parseImportCsv(`date,hour,market,load_mwh\n${day('2021-07-01', range(1, 24))}`, { ...load, maxBytes: 100 });
    expect(out.rejected).toEqual([{ line: 1, reason: `${TEXT_FILE_TOO_BIG} (limit 100 bytes)` }]);
  });

  it('accepts headers in any case and order, with a byte order mark', () => {
    const out = parseImportCsv('\uFEFFLoad_MWh,Market,Hour,Date\n1234.5,NORTH,1,2021-07-01\n', load);
    expect(out.rejected).toEqual([]);
    expect(out.rows).toEqual([{ line: 2, id: 'NORTH', values: [1234.5], texts: [], startMs: Date.parse('2021-07-01T05:00:00Z') }]);
  });
});

describe('parseImportCsv: rows', () => {
  it('reports every bad row with its file line number and reason', () => {
    const csv = [
      'date,hour,market,load_mwh', // 1
      '2021-07-01,1,COAST,1000', // 2 ok
      '', // 3 blank, skipped but counted as a line
      '2021-07-01,25,COAST,1000', // 4 bad hour
      '2021-02-30,1,COAST,1000', // 5 bad date
      '2021-07-01,3,CO AST,1000', // 6 bad market
      '2021-07-01,4,COAST,abc', // 7 not a number
      '2021-07-01,5,COAST,-3', // 8 below bound
      '2021-07-01,6,COAST,Infinity', // 9 not finite
      '2021-07-01,7,COAST', // 10 short row
    ].join('\n');
    const out = parseImportCsv(csv, load);
    expect(out.total).toBe(8);
    expect(out.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    const reason = (line: number) => out.rejected.find((r) => r.line === line)!.reason;
    expect(reason(4)).toBe('hour "25" is not an hour ending 1..24');
    expect(reason(5)).toBe('date "2021-02-30" is not a YYYY-MM-DD or MM/DD/YYYY date');
    expect(reason(6)).toContain('market "CO AST" is not valid');
    expect(reason(7)).toBe('load_mwh "abc" is not a number');
    expect(reason(8)).toBe('load_mwh -3 is outside 0..200000 MWh');
    expect(reason(9)).toBe('load_mwh "Infinity" is not a number');
    expect(reason(10)).toBe('3 fields, the header has 4');
  });

  it('keeps line numbers right after a quoted cell spanning lines', () => {
    const csv = 'date,hour,market,load_mwh\n2021-07-01,1,"CO\nAST",1000\n2021-07-01,2,COAST,x';
    const out = parseImportCsv(csv, load);
    expect(out.rejected.map((r) => r.line)).toEqual([2, 4]);
  });

  it('rejects a row with an unclosed quote, at the line where the quote opens, and reads the rows after it', () => {
    const out = parseImportCsv('date,hour,market,load_mwh\n2021-07-01,1,COAST,1\n2021-07-01,2,"COAST,2\n2021-07-01,3,COAST,3', load);
    expect(out.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(out.total).toBe(3);
    expect(out.rejected).toEqual([{ line: 3, reason: 'CSV quoting: Quoted field unterminated' }]);
  });

  it('shows a bad cell escaped and cut short, so a hostile value cannot drive a terminal', () => {
    const out = parseImportCsv(`date,hour,market,load_mwh\n2021-07-01,1,\u001b[31mRED${'x'.repeat(100)},1`, load);
    const reason = out.rejected[0]!.reason;
    expect(reason).not.toContain('\u001b');
    expect(reason).toContain(String.raw`market "\u001b[31mRED`);
    expect(reason).toContain('x...');
    expect(reason.length).toBeLessThan(160);
  });

  it('splits on commas only: a semicolon is data', () => {
    const out = parseImportCsv('date,hour,market,load_mwh\n2021-07-01,1,CO;AST,1', load);
    expect(out.rejected[0]!.reason).toContain('market "CO;AST" is not valid');
  });

  it('rejects both lines of a duplicate, each naming the other', () => {
    const csv = 'date,hour,market,load_mwh\n2021-07-01,5,COAST,1\n2021-07-01,6,COAST,2\n2021-07-01,05:00,COAST,3';
    const out = parseImportCsv(csv, load);
    expect(out.rows.map((r) => r.line)).toEqual([3]);
    expect(out.rejected).toEqual([
      { line: 2, reason: 'duplicate: market COAST, hour ending 5 of 2021-07-01 also on line 4' },
      { line: 4, reason: 'duplicate: market COAST, hour ending 5 of 2021-07-01 also on line 2' },
    ]);
  });

  it('finds a duplicate written once as a local hour and once as an exact instant', () => {
    const csv = 'timestamp,station,temperature_degf\n2021-07-01 14:00,HOU,90\n2021-07-01T19:00:00Z,HOU,91';
    const out = parseImportCsv(csv, { ...load, kind: 'weather' });
    expect(out.rejected.map((r) => r.line)).toEqual([2, 3]);
    expect(out.rejected[0]!.reason).toBe('duplicate: station HOU, hour starting 2021-07-01 18:00 UTC also on line 3');
  });
});

describe('parseImportCsv: daylight saving (America/Chicago)', () => {
  it('fall-back day: 25 rows with HE2 twice map to 25 consecutive UTC hours', () => {
    const labels = ['1', '2', '2', ...range(3, 24)];
    const out = parseImportCsv(`date,hour,market,load_mwh\n${day('2021-11-07', labels)}`, load);
    expect(out.rejected).toEqual([]);
    expect(out.rows).toHaveLength(25);
    const starts = out.rows.map((r) => r.startMs);
    expect(iso(starts[0]!)).toBe('2021-11-07T05:00:00.000Z');
    expect(starts.every((s, i) => i === 0 || s - starts[i - 1]! === 3_600_000)).toBe(true);
    expect(iso(starts[24]!)).toBe('2021-11-08T05:00:00.000Z');
  });

  it("fall-back day in ERCOT's form: the second HE2 marked DST is the later hour even when listed first", () => {
    const out = parseImportCsv('date,hour,market,load_mwh\n11/07/2021,02:00 DST,COAST,9\n11/07/2021,02:00,COAST,8', load);
    expect(out.rejected).toEqual([]);
    const byValue = new Map(out.rows.map((r) => [r.values[0], iso(r.startMs)]));
    expect(byValue.get(8)).toBe('2021-11-07T06:00:00.000Z');
    expect(byValue.get(9)).toBe('2021-11-07T07:00:00.000Z');
  });

  it('fall-back day: a single unmarked HE2 is ambiguous, a third one is a duplicate, DST on a normal day is wrong', () => {
    const once = parseImportCsv('date,hour,market,load_mwh\n2021-11-07,2,COAST,1', load);
    expect(once.rejected[0]!.reason).toBe(
      'hour ending 2 of 2021-11-07 repeats on the fall-back day in America/Chicago but appears once: give both occurrences in order, or mark the second "DST"; ' +
        'if the file\'s clock does not change for daylight saving, import it with --timezone UTC or --timezone Etc/GMT+6 (Central standard time all year)',
    );
    // The way out works: in Central standard time all year the hour is simply 08:00 UTC.
    const standard = parseImportCsv('date,hour,market,load_mwh\n2021-11-07,2,COAST,1', { ...load, timezone: 'Etc/GMT+6' });
    expect(standard.rejected).toEqual([]);
    expect(iso(standard.rows[0]!.startMs)).toBe('2021-11-07T07:00:00.000Z');
    const thrice = parseImportCsv('date,hour,market,load_mwh\n2021-11-07,2,COAST,1\n2021-11-07,2,COAST,2\n2021-11-07,2,COAST,3', load);
    expect(thrice.rejected.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(thrice.rejected[0]!.reason).toContain('appears 3 times, also on line 3, 4');
    const flagged = parseImportCsv('date,hour,market,load_mwh\n2021-07-01,02:00 DST,COAST,1', load);
    expect(flagged.rejected[0]!.reason).toBe('hour ending 2 of 2021-07-01 is marked DST but 2021-07-01 has no repeated hour');
  });

  it('spring-forward day: 23 rows without HE3 import, HE3 is rejected', () => {
    const labels = ['1', '2', ...range(4, 24)];
    const out = parseImportCsv(`date,hour,market,load_mwh\n${day('2021-03-14', labels)}`, load);
    expect(out.rejected).toEqual([]);
    expect(out.rows).toHaveLength(23);
    expect(iso(out.rows[2]!.startMs)).toBe('2021-03-14T08:00:00.000Z');
    const bad = parseImportCsv('date,hour,market,load_mwh\n2021-03-14,3,COAST,1', load);
    expect(bad.rejected).toEqual([
      {
        line: 2,
        reason: 'hour ending 3 of 2021-03-14 does not exist in America/Chicago (the clocks skip it on the spring-forward day); ' +
          'if the file\'s clock does not change for daylight saving, import it with --timezone UTC or --timezone Etc/GMT+6 (Central standard time all year)',
      },
    ]);
  });

  it('hour beginning: 0..23, the repeated hour is 1 on the fall-back day', () => {
    const labels = ['0', '1', '1', ...range(2, 23)];
    const out = parseImportCsv(`date,hour,market,load_mwh\n${day('2021-11-07', labels)}`, { ...load, hourConvention: 'beginning' });
    expect(out.rejected).toEqual([]);
    expect(out.rows).toHaveLength(25);
    expect(iso(out.rows[0]!.startMs)).toBe('2021-11-07T05:00:00.000Z');
  });

  it('timestamps: hour ending 24:00 and 00:00 of the next day are the same hour; offsets are exact instants', () => {
    const a = parseImportCsv('meter_id,timestamp,kwh\nM1,2021-07-01 24:00,1', { ...load, kind: 'meter' });
    const b = parseImportCsv('meter_id,timestamp,kwh\nM1,2021-07-02 00:00,1', { ...load, kind: 'meter' });
    const c = parseImportCsv('meter_id,timestamp,kwh\nM1,2021-07-02T00:00:00-05:00,1', { ...load, kind: 'meter' });
    expect(iso(a.rows[0]!.startMs)).toBe('2021-07-02T04:00:00.000Z');
    expect(b.rows[0]!.startMs).toBe(a.rows[0]!.startMs);
    expect(c.rows[0]!.startMs).toBe(a.rows[0]!.startMs);
    const off = parseImportCsv('meter_id,timestamp,kwh\nM1,2021-07-01 10:30,1\nM-1,2021-07-01 11:00,1', { ...load, kind: 'meter' });
    expect(off.rejected.map((r) => r.reason)).toEqual([
      'timestamp "2021-07-01 10:30" is not on the hour',
      'meter_id "M-1" is not valid: letters and digits only (at most 40)',
    ]);
    const halfHourZone = parseImportCsv('meter_id,timestamp,kwh\nM1,2021-07-01T10:00:00+05:30,1', { ...load, kind: 'meter' });
    expect(halfHourZone.rejected[0]!.reason).toBe('timestamp "2021-07-01T10:00:00+05:30" is not on a whole UTC hour');
  });

  it('follows the given zone: in Europe/Berlin the repeated fall-back hour is hour ending 3', () => {
    const berlin = { ...load, timezone: 'Europe/Berlin' };
    const labels = ['1', '2', '3', '3', ...range(4, 24)];
    const out = parseImportCsv(`date,hour,market,load_mwh\n${day('2024-10-27', labels, 'DE')}`, berlin);
    expect(out.rejected).toEqual([]);
    expect(out.rows).toHaveLength(25);
    expect(iso(out.rows[0]!.startMs)).toBe('2024-10-26T22:00:00.000Z');
    const chicagoRule = parseImportCsv('date,hour,market,load_mwh\n2024-10-27,2,DE,1\n2024-10-27,2,DE,2', berlin);
    expect(chicagoRule.rejected.map((r) => r.line)).toEqual([2, 3]);
  });
});
