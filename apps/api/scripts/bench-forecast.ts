/**
 * Prints the reference forecasters' 2019 day-ahead MAPE for the ERCOT total and each weather zone,
 * side by side: v1 (GEFCom2012 vanilla), v2 (recency, holidays, zone weather, load correction) on
 * the weather forecast with the measured error, v2 on observed weather (the bound), and ERCOT's
 * published day-ahead forecast for the total, each market over the same hours. Reads the committed
 * seed files into an in-memory database. Run: `pnpm bench:forecast`.
 */
import { openDatabase } from '../src/db/database';
import { dayAheadComparison } from '../src/forecast/benchmark';
import { seedInto } from '../src/seed/seed';

const start = performance.now();
const db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
await seedInto(db, { only: ['load', 'weather'], range: { from: '2015-07-01', to: '2020-01-02' }, log: () => undefined });
const lines = await dayAheadComparison(db, 2019);
await db.close();
const pct = (x: number | null) => (x === null ? '      -' : `${x.toFixed(2).padStart(6)} %`);
console.log('2019 day-ahead MAPE (process time 06:00 local the day before, lead 18-42 h), each market over the same hours');
console.log('market   hours     v1        v2        v2 observed  ERCOT published  v2 weather');
for (const l of lines) {
  console.log(`${l.market.padEnd(7)} ${String(l.hours).padStart(5)}  ${pct(l.v1)}  ${pct(l.v2)}  ${pct(l.v2Observed)}     ${pct(l.official)}        ${l.weather}`);
}
console.log(`(${Math.round(performance.now() - start)} ms)`);
