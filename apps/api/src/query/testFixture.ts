import { timestampValue } from '@duckdb/node-api';
import type { DatasourceMeta } from '../data/registry';
import type { Database } from '../db/database';

/**
 * A small real meter table for the query engine's tests: three meters on two feeders, 15-minute
 * intervals from 2018-12-25 to 2020-01-08 UTC (covering 2019 in every zone), loads that differ
 * by meter and interval, and one meter without a feeder. One of the meter ids holds quotes and a
 * semicolon, so a value that reaches SQL text would break the query.
 */
export const fixtureMeta: DatasourceMeta = {
  name: 'meter_load_test',
  table: 'meter_load_test',
  description: 'Test meters (generated)',
  timeIntervalMinutes: 15,
  dimensions: [
    { name: 'meter_id', title: 'Meter' },
    { name: 'feeder', title: 'Feeder' },
    { name: 'rate_class', title: 'Rate class' },
  ],
  metrics: [
    { name: 'kwh', title: 'Load', unit: 'kWh', unitType: 'power load', rangeFilter: true },
    { name: 'temperature', title: 'Temperature', unit: 'degF', unitType: 'temperature', rangeFilter: true },
  ],
  provenance: { kind: 'derived', source: 'test', method: 'arithmetic pattern' },
  meterIdColumn: 'meter_id',
};

/** One row of the fixture table. */
export interface FixtureRow {
  time: number;
  meter_id: string;
  feeder: string | null;
  rate_class: string;
  kwh: number;
  temperature: number;
}

/** Meter ids of the fixture; the last one is hostile text. */
export const fixtureMeters = ['M-001', 'M-002', `O'Brien "; DROP TABLE x; --`] as const;
const feeders = ['F-1', 'F-1', null] as const;

/** The fixture's rows, generated in JS (the tests compute expected answers from these). */
export function fixtureRows(): FixtureRow[] {
  const start = Date.UTC(2018, 11, 25);
  const end = Date.UTC(2020, 0, 8);
  const rows: FixtureRow[] = [];
  for (let t = start, i = 0; t < end; t += 900_000, i++) {
    fixtureMeters.forEach((meter_id, m) => {
      rows.push({
        time: t,
        meter_id,
        feeder: feeders[m] ?? null,
        rate_class: m === 1 ? 'commercial' : 'residential',
        kwh: ((i * 7 + m * 13) % 17) / 4 + m,
        temperature: 40 + ((i + m * 5) % 96) / 4,
      });
    });
  }
  return rows;
}

/** Creates and fills the fixture table (in time order, as the seed stores series). */
export async function createFixtureTable(db: Database, rows: FixtureRow[]): Promise<void> {
  await db.run(
    `CREATE TABLE ${fixtureMeta.table} ("__time" TIMESTAMP NOT NULL, meter_id VARCHAR, feeder VARCHAR, rate_class VARCHAR, kwh DOUBLE, temperature DOUBLE)`,
  );
  await db.withConnection(async (c) => {
    const a = await c.createAppender(fixtureMeta.table);
    for (const r of rows) {
      a.appendTimestamp(timestampValue(BigInt(r.time) * 1000n));
      a.appendVarchar(r.meter_id);
      if (r.feeder === null) a.appendNull();
      else a.appendVarchar(r.feeder);
      a.appendVarchar(r.rate_class);
      a.appendDouble(r.kwh);
      a.appendDouble(r.temperature);
      a.endRow();
    }
    a.closeSync();
  });
}
