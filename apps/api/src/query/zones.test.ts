import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { QueryError } from './errors';
import { dateRangePredicate } from './timeFilter';
import { offsetPieces, offsetSeconds, wallClockToInstant } from './zoneOffsets';
import { assertZone, supportedZones } from './zones';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
});
afterAll(async () => db.close());

describe('time zones', () => {
  it('accepts every listed IANA zone and its links, and refuses anything else with a 400', () => {
    expect(assertZone('America/Chicago')).toBe('America/Chicago');
    expect(assertZone('UTC')).toBe('UTC');
    expect(assertZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const bad of ['Mars/Olympus', "UTC'; --", '', 'America/Chicago ', 42, null]) {
      expect(() => assertZone(bad)).toThrow(QueryError);
    }
  });

  it('every listed zone is known to DuckDB', async () => {
    let known = 0;
    for (const z of supportedZones()) {
      const [row] = await db.all<{ t: unknown }>(`SELECT timezone($1, TIMESTAMPTZ '2019-06-01 00:00:00+00') AS t`, [z]);
      if (row?.t !== undefined) known++;
    }
    expect(known).toBe(supportedZones().size);
  });

  it.each(['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'UTC'])(
    'offset pieces give the same local time as DuckDB ICU for every 15 minutes of 2019 in %s',
    async (zone) => {
      const from = Date.UTC(2019, 0, 1);
      const to = Date.UTC(2020, 0, 1);
      const pieces = offsetPieces(zone, from, to);
      expect(pieces).not.toBeNull();
      const rows = await db.all<{ t: bigint; l: bigint }>(
        `SELECT epoch_ms(t) AS t, epoch_ms(timezone($1, timezone('UTC', t))) AS l FROM range(TIMESTAMP '2019-01-01', TIMESTAMP '2020-01-01', INTERVAL 15 MINUTE) AS r(t)`,
        [zone],
      );
      let mismatches = 0;
      for (const { t, l } of rows) {
        const ms = Number(t);
        let i = 0;
        while (i < (pieces?.changes.length ?? 0) && ms >= (pieces?.changes[i] ?? Infinity)) i++;
        if (ms + (pieces?.offsets[i] ?? NaN) * 1000 !== Number(l)) mismatches++;
      }
      expect(rows).toHaveLength(35_040);
      expect(mismatches).toBe(0);
    },
  );
});

describe('wall-clock times of a request, on core\'s zoned time', () => {
  const chicago = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(wallClockToInstant(Date.UTC(y, mo - 1, d, h, mi), 'America/Chicago')).toISOString();

  it('takes the earlier (CDT) occurrence of the repeated fall-back hour and moves a skipped spring-forward time past the change', () => {
    expect(chicago(2019, 11, 3, 0, 59)).toBe('2019-11-03T05:59:00.000Z');
    expect(chicago(2019, 11, 3, 1, 30)).toBe('2019-11-03T06:30:00.000Z');
    expect(chicago(2019, 11, 3, 2)).toBe('2019-11-03T08:00:00.000Z');
    expect(chicago(2019, 3, 10, 1, 59)).toBe('2019-03-10T07:59:00.000Z');
    expect(chicago(2019, 3, 10, 2, 30)).toBe('2019-03-10T08:30:00.000Z');
    expect(chicago(2019, 3, 10, 3)).toBe('2019-03-10T08:00:00.000Z');
    expect(new Date(wallClockToInstant(Date.UTC(2019, 6, 1, 12, 34, 56, 789), 'America/Chicago')).toISOString()).toBe('2019-07-01T17:34:56.789Z');
  });

  it('gives a one-day range on DST days 23 and 25 hours, and an offset in seconds', () => {
    const hours = (from: string, to: string) => {
      const p = dateRangePredicate({ fromDate: from, toDate: to }, 'America/Chicago', 'timeFilter.dateRange');
      return p.kind === 'timeRange' ? (Date.parse(p.to) - Date.parse(p.from)) / 3_600_000 : NaN;
    };
    expect(hours('2019-03-10', '2019-03-11')).toBe(23);
    expect(hours('2019-11-03', '2019-11-04')).toBe(25);
    expect(hours('2019-11-03T01:00', '2019-11-03T03:00')).toBe(3);
    expect(() => dateRangePredicate({ fromDate: '2019-02-30', toDate: '2019-03-01' }, 'America/Chicago', 'f')).toThrow(QueryError);
    expect(() => dateRangePredicate({ fromDate: '2019-13-01T00:00', toDate: '2020-01-01' }, 'America/Chicago', 'f')).toThrow(QueryError);
    expect(offsetSeconds('America/Chicago', Date.UTC(2019, 6, 1))).toBe(-18_000);
    expect(offsetSeconds('Asia/Kolkata', Date.UTC(2019, 6, 1))).toBe(19_800);
  });
});
