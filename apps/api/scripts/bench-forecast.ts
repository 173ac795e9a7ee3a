/**
 * Prints the reference forecaster v2's 2019 day-ahead MAPE for each ERCOT weather zone and the
 * total, side by side (`src/forecast/zoneBenchmark.ts`): each zone on its own airport station's
 * hourly temperature (NOAA ISD-Lite, committed as `seed/weather_isd_hourly.parquet`) and San
 * Angelo's daily maximum, fitted on 2017-2018; v2 on observed weather (the bound), on a weather
 * forecast with the documented day-ahead error (Brooks and Doswell 1996, the NWS forecast's RMSE
 * 3.80 degF for the next day's high at 12-24 h; `DOCUMENTED_WEATHER_ERROR`), and on one with the
 * error measured from the archived WWO forecasts (`PHASED_WEATHER_ERROR`), both by lead and local
 * hour, the stations' errors correlated by distance; ERCOT's published day-ahead forecast for the
 * total, each over the same hours per market; and the P10-P90 coverage and pinball loss of the
 * documented-error run's quantiles (adaptive conformal, calibrated on 2018).
 * Procedure: every choice (zone stations, dew point, ridges, training draws, the quantiles' step)
 * was made on 2018 with models fitted on 2017; 2019 is only scored. Reads the committed seed files
 * into an in-memory database. Run: `pnpm bench:forecast` (about 3-8 minutes).
 */
import { openDatabase } from '../src/db/database';
import { seedInto } from '../src/seed/seed';
import { ZONE_TRAINING_DRAWS, zoneBenchmark } from '../src/forecast/zoneBenchmark';
import { DOCUMENTED_WEATHER_ERROR, errorCorrelationLengthKm, leadErrorAt, PHASED_WEATHER_ERROR, stationErrorCorrelation } from '../src/forecast/weatherError';

const start = performance.now();
const db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
await seedInto(db, { only: ['load', 'weather'], range: { from: '2016-12-01', to: '2020-01-02' }, log: () => undefined });
const lines = await zoneBenchmark(db, { year: 2019, trainFrom: '2017-01-01', calibrate: true });
await db.close();
const pct = (x: number | null | undefined) => (x === null || x === undefined ? '      -' : `${x.toFixed(2).padStart(6)} %`);
console.log('2019 day-ahead MAPE of v2 (process time 06:00 local the day before, lead 18-42 h; fitted on 2017-2018), each market over the same hours');
console.log('market   hours  observed wx  documented wx error  WWO-archive wx error  ERCOT published  P10-P90 coverage  pinball  step   weather');
for (const l of lines) {
  console.log(
    `${l.market.padEnd(7)} ${String(l.hours).padStart(5)}   ${pct(l.observed)}       ${pct(l.documented)}             ${pct(l.archive)}         ${pct(l.official)}         ${pct(l.coverage80 === undefined ? undefined : 100 * l.coverage80)}     ${pct(l.pinball)}  ${String(l.gamma ?? '-').padEnd(5)}  ${l.weather}`,
  );
}
// Day D's hours from the 06:00 run on D-1: 06:00 (lead 24 h), 15:00 (33 h), 21:00 (39 h), each the hour ending then.
const sd = (s: typeof DOCUMENTED_WEATHER_ERROR) => [[24, 6], [33, 15], [39, 21]].map(([lead, hour]) => leadErrorAt(lead!, hour!, s).sd.toFixed(2)).join(' / ');
const L = errorCorrelationLengthKm();
const rho = (a: string, b: string) => `${a}-${b} ${stationErrorCorrelation(a, b, L).toFixed(2)}`;
console.log(
  `weather error sd of day D at 06:00 / 15:00 / 21:00 (leads 24 / 33 / 39 h): documented ${sd(DOCUMENTED_WEATHER_ERROR)} degF (bias 0; Brooks and Doswell 1996, NWS next-day (12-24 h) high RMSE 3.80 degF = the archive's 12-24 h bin, its afternoons), ` +
    `WWO archive after MOS ${sd(PHASED_WEATHER_ERROR)} degF; by lead and local hour (the archive issued at 00:50 local)`,
);
console.log(`stations' errors correlated by distance, exp(-d / ${L} km) fitted to the archive's three pairs: ${[rho('DFW', 'IAH'), rho('IAH', 'SAT'), rho('DFW', 'SAT'), rho('SAT', 'LRD'), rho('DFW', 'LRD')].join(', ')}`);
console.log(`forecast-weather models trained on ${ZONE_TRAINING_DRAWS} draws of the error per training hour (chosen on 2018)`);
console.log(
  'P10/P50/P90: documented-error v2 x (1 + quantiles of the relative errors per local hour of 2018, each quarter forecast by the model fitted without it), ' +
    'levels adapted after each day a day-ahead run knows (adaptive conformal inference, step per market chosen on 2018 by pinball loss); pinball = mean over the three levels, % of mean load',
);
console.log('chosen on 2018 (models fitted on 2017), 2019 only scored');
console.log(`(${Math.round(performance.now() - start)} ms)`);
