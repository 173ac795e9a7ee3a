import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { QueryError } from './errors';
import { offsetPieces } from './zoneOffsets';
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
