/**
 * Prints the reference forecasters' 2019 day-ahead MAPE for the ERCOT total and each weather zone,
 * side by side: v1 (GEFCom2012 vanilla), v2 (recency, holidays and bridge days, a seasonal daily
 * shape, a second station's daily maximum of the day and the day before, residual persistence over
 * 3, 24 and 168 hours; `src/forecast/v2.ts`) on the weather forecast with the error measured from archived forecasts
 * (MOS-corrected, correlated across hours and stations), v2 on observed weather (the bound), and ERCOT's
 * published day-ahead forecast for the total, each market over the same hours, and the coverage and
 * pinball loss of v2's P10/P50/P90. Reads the committed
 * seed files into an in-memory database. Run: `pnpm bench:forecast`.
 */
import { openDatabase } from '../src/db/database';
import { dayAheadComparison } from '../src/forecast/benchmark';
import { seedInto } from '../src/seed/seed';
import { farStationCorrelation, leadError, WEATHER_ERROR } from '../src/forecast/weatherError';

const start = performance.now();
const db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
await seedInto(db, { only: ['load', 'weather'], range: { from: '2015-07-01', to: '2020-01-02' }, log: () => undefined });
const lines = await dayAheadComparison(db, 2019);
await db.close();
const pct = (x: number | null) => (x === null ? '      -' : `${x.toFixed(2).padStart(6)} %`);
console.log('2019 day-ahead MAPE (process time 06:00 local the day before, lead 18-42 h), each market over the same hours');
console.log('market   hours     v1        v2        v2 observed  ERCOT published  v2 P10-P90 coverage  v2 pinball  v2 weather');
for (const l of lines) {
  console.log(
    `${l.market.padEnd(7)} ${String(l.hours).padStart(5)}  ${pct(l.v1)}  ${pct(l.v2)}  ${pct(l.v2Observed)}     ${pct(l.official)}         ${pct(100 * l.coverage80)}          ${pct(l.pinball)}   ${l.weather}`,
  );
}
const c = WEATHER_ERROR.correlation;
console.log(
  `v2 weather error (MOS-corrected archive forecast): sd ${leadError(18).sd.toFixed(2)} / ${leadError(30).sd.toFixed(2)} degF at lead 18 / 30 h; ` +
    `correlation across hours ${c.w} x ${c.phiFast}^k + ${(1 - c.w).toFixed(2)} x ${c.phiSlow}^k; across stations ${farStationCorrelation()}`,
);
console.log('P10/P50/P90: v2 x (1 + relative-error quantiles of its 2018 day-ahead forecasts); pinball = mean over the three levels, % of mean load');
console.log(`(${Math.round(performance.now() - start)} ms)`);
