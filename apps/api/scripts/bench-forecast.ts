/**
 * Prints the reference forecaster's day-ahead MAPE for the ERCOT total over 2019 next to ERCOT's
 * own published day-ahead forecast (EIA-930) over the same hours. Reads the committed seed files
 * into an in-memory database. Run: `pnpm bench:forecast`.
 */
import { openDatabase } from '../src/db/database';
import { dayAheadBenchmark } from '../src/forecast/benchmark';
import { seedInto } from '../src/seed/seed';

const start = performance.now();
const db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
await seedInto(db, { only: ['load', 'weather'], range: { from: '2015-07-01', to: '2020-01-02' }, log: () => undefined });
const result = await dayAheadBenchmark(db, 2019);
await db.close();
console.log(`ERCOT total, ${result.year}, day-ahead (process time 06:00 local the day before), ${result.hours} hours`);
console.log(`  GEFCom2012 vanilla (trained on ${result.trainHours} hours before ${result.year}, ${result.station} temperature, derived forecast): MAPE ${result.modelMape.toFixed(2)} %`);
console.log(`  ERCOT published day-ahead forecast (EIA-930):                                   MAPE ${result.officialMape.toFixed(2)} %`);
console.log(`(${Math.round(performance.now() - start)} ms)`);
