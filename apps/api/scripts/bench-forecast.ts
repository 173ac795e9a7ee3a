/**
 * Prints the reference forecaster v2's 2019 day-ahead MAPE for each ERCOT weather zone and the
 * total, side by side (`src/forecast/zoneBenchmark.ts`): each zone on its own airport station's
 * hourly temperature (NOAA ISD-Lite, committed as `seed/weather_isd_hourly.parquet`) and San
 * Angelo's daily maximum, fitted on 2017-2018; v2 on observed weather (the bound), on a weather
 * forecast with the documented day-ahead error (Brooks and Doswell 1996, the NWS forecast's RMSE
 * 3.80 degF; `DOCUMENTED_WEATHER_ERROR`), and on one with the error measured from the archived
 * WWO forecasts (`WEATHER_ERROR`), ERCOT's published day-ahead forecast for the total, each over
 * the same hours per market; and the P10-P90 coverage and pinball loss of the documented-error
 * run's quantiles calibrated on 2018. Reads the committed seed files into an in-memory database.
 * Run: `pnpm bench:forecast`.
 */
import { openDatabase } from '../src/db/database';
import { seedInto } from '../src/seed/seed';
import { zoneBenchmark } from '../src/forecast/zoneBenchmark';
import { DOCUMENTED_WEATHER_ERROR, leadError, WEATHER_ERROR } from '../src/forecast/weatherError';

const start = performance.now();
const db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
await seedInto(db, { only: ['load', 'weather'], range: { from: '2016-12-01', to: '2020-01-02' }, log: () => undefined });
const lines = await zoneBenchmark(db, { year: 2019, trainFrom: '2017-01-01', calibrate: true });
await db.close();
const pct = (x: number | null | undefined) => (x === null || x === undefined ? '      -' : `${x.toFixed(2).padStart(6)} %`);
console.log('2019 day-ahead MAPE of v2 (process time 06:00 local the day before, lead 18-42 h; fitted on 2017-2018), each market over the same hours');
console.log('market   hours  observed wx  documented wx error  WWO-archive wx error  ERCOT published  P10-P90 coverage  pinball   weather');
for (const l of lines) {
  console.log(
    `${l.market.padEnd(7)} ${String(l.hours).padStart(5)}   ${pct(l.observed)}       ${pct(l.documented)}             ${pct(l.archive)}         ${pct(l.official)}         ${pct(l.coverage80 === undefined ? undefined : 100 * l.coverage80)}     ${pct(l.pinball)}   ${l.weather}`,
  );
}
const sd = (s: typeof WEATHER_ERROR, lead: number) => leadError(lead, s).sd.toFixed(2);
console.log(
  `weather error sd at lead 18 / 30 h: documented ${sd(DOCUMENTED_WEATHER_ERROR, 18)} / ${sd(DOCUMENTED_WEATHER_ERROR, 30)} degF (bias 0; Brooks and Doswell 1996, NWS next-day RMSE 3.80 degF), ` +
    `WWO archive after MOS ${sd(WEATHER_ERROR, 18)} / ${sd(WEATHER_ERROR, 30)} degF; stations' errors correlated at 0.45`,
);
console.log('P10/P50/P90: documented-error v2 x (1 + relative-error quantiles per local hour of 2018, each quarter forecast by the model fitted without it); pinball = mean over the three levels, % of mean load');
console.log(`(${Math.round(performance.now() - start)} ms)`);
