import type { Database } from '../db/database';
import { STATIONS, ZONE_ANCHORS } from '../seed/markets';
import { appendRows, processTimeIso } from '../seed/tables';
import { localMidnightUtc } from '../seed/time';
import { hoursBetween, readForecastInputs, type ForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { historicalRanges, ImplausibleForecastError, PlausibilityCheck } from './plausibility';
import { longTermRuns, shortTermRuns, type PlanOptions, type Run } from './plan';
import { ForecastRowBuffer } from './store';
import { fitV2Markets, forecastV2, type V2Model, type V2Weather } from './v2';
import { NormalEquations, predictVanilla, type VanillaModel } from './vanilla';
import { dayAheadWeather, forecastWeatherAt, stationCode } from './weatherForecast';

/**
 * Fewest training hours of a model: about a year (every month and weekday-hour seen), with room
 * for gaps (NSRDB leaves out 29 February, so a leap year holds 8,760 hours for 8,784 of load).
 */
export const MIN_TRAIN_HOURS = 8_000;

/**
 * Source label of the current runs: v2 without weather (calendar, holidays and bridge days, trend
 * and the load of the 3, 24 and 168 hours before the run), from the end of the observed-weather record to the end of
 * the actual load. The label says the weather the run used.
 */
export const CURRENT_SOURCE = 'Loadline v2, weather: none (calendar and recent load)';
/** Hours of history a current run's model is fitted on (two years before the first current run). */
const CURRENT_TRAIN_HOURS = 2 * 8_760;

/** Source label of the backcast rows (v1 on observed weather). */
export const FORECASTER_SOURCE = 'GEFCom2012 vanilla benchmark';

/** Source label of the long-term runs (v1 on the hourly normals): the label says the weather the run used. */
export function longTermSource(station: string): string {
  return `GEFCom2012 vanilla benchmark, weather: ${station} hourly normals`;
}

/**
 * A modelled load (MWh) as it is stored and scored: to 0.001 MWh (1 kWh), the precision of
 * ERCOT's own hourly native load archive. The models' further digits are noise, and they cost a
 * dashboard bytes: a year of hourly backcast is ~155 KiB of answer at full double precision,
 * about half of it at three decimals.
 */
export function storedLoad(mwh: number): number {
  return Math.round(mwh * 1000) / 1000;
}

/** Station of the daily maximum the short-term runs add (San Angelo, GHCN-Daily), when the seed holds it. */
export const DAILY_STATION = 'SJT';

/**
 * Source label of the short-term runs on v2 with a forecast of the observed-station weather (the
 * error measured from archived forecasts, `weatherError.ts`): the label says the weather the run
 * used, after "weather: ".
 * @param station hourly temperature station
 * @param daily station of the daily maximum, when used
 */
export function shortTermSource(station: string, daily?: string): string {
  return `Loadline v2, weather: observed station ${station}${daily ? ` + ${daily} daily max` : ''}`;
}
const HOUR = 3_600_000;
const localDayOf = (t: number) => new Date(t).toLocaleString('sv-SE', { timeZone: 'America/Chicago' }).slice(0, 10);

/** Source label of the weather forecasts written to `weather_hourly`. */
export const WEATHER_FORECAST_SOURCE = 'derived: observed + error measured from archived forecasts (MOS-corrected)';

/**
 * `ercot_forecast_mape (columns)`: one row per run and MAPE type; orgId set on an imported run's
 * rows. `mape` and `hours` are the run's default score, over the hours `scoredFrom` ..
 * `scoredTo` (UTC ISO 8601, start of the first scored hour to the end of the last) of the scope
 * `mapeScope`: `day_ahead` for a short-term run (its next operating day: the local day after the
 * process time's, as ERCOT reports day-ahead accuracy), `full_horizon` for a long-term run;
 * `mapeFullHorizon` and `hoursFullHorizon` score every hour of the run. An imported run's rows
 * (`scoreRuns.ts`) leave the five columns NULL: their `mape` scores the whole run.
 */
export const FORECAST_MAPE_COLUMNS = `ercot_forecast_mape (__time TIMESTAMP, market VARCHAR, processTime VARCHAR, horizon VARCHAR,
    mapeType VARCHAR, station VARCHAR, mape DOUBLE, hours DOUBLE, orgId VARCHAR, mapeScope VARCHAR, scoredFrom VARCHAR,
    scoredTo VARCHAR, mapeFullHorizon DOUBLE, hoursFullHorizon DOUBLE)`;

/** Scope of a run's default MAPE (`mapeScope`). */
export type MapeScope = 'day_ahead' | 'full_horizon';

/** The hours (UTC ms) of a run's next operating day: the local day after the process time's local day. */
export function nextOperatingDay(processTime: number): [number, number] {
  const day = localDayOf(processTime);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const after = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return [localMidnightUtc(next), localMidnightUtc(after)];
}

/**
 * A `ercot_forecast_mape` row's score columns: the default score (day-ahead for a short-term run,
 * the whole run otherwise) and the full-horizon one, over the hours of `scored` (UTC ms, in time
 * order) whose actual and modelled values are given; null when no hour of the scope is scored.
 */
export function mapeScores(
  horizon: string,
  processTime: number,
  scored: readonly number[],
  actual: readonly number[],
  modelled: readonly number[],
): { mape: number; hours: number; mapeScope: MapeScope; scoredFrom: string; scoredTo: string; mapeFullHorizon: number; hoursFullHorizon: number } | null {
  const full = mape(actual, modelled);
  if (!Number.isFinite(full) || scored.length === 0) return null;
  const scope: MapeScope = horizon === 'short_term' ? 'day_ahead' : 'full_horizon';
  let keep = scored.map((_, k) => k);
  if (scope === 'day_ahead') {
    const [from, to] = nextOperatingDay(processTime);
    keep = keep.filter((k) => scored[k]! >= from && scored[k]! < to);
  }
  const m = mape(keep.map((k) => actual[k]!), keep.map((k) => modelled[k]!));
  if (!Number.isFinite(m) || keep.length === 0) return null;
  return {
    mape: m,
    hours: keep.length,
    mapeScope: scope,
    scoredFrom: processTimeIso(scored[keep[0]!]!),
    scoredTo: processTimeIso(scored[keep[keep.length - 1]!]! + HOUR),
    mapeFullHorizon: full,
    hoursFullHorizon: scored.length,
  };
}

/** What a forecaster run produced, for progress lines and the scenario step. */
export interface ForecastSummary {
  /** Rows appended to ercot_load (forecasts and backcasts). */
  loadRows: number;
  mapeRows: number;
  weatherRows: number;
  /** Temperature station used per market, and why. */
  stations: Record<string, string>;
  /** Latest long-term model per market, for scenarios. */
  models: Map<string, { model: VanillaModel; station: string }>;
  shortTerm: Run[];
  longTerm: Run[];
  /** Source label of the short-term (v2) runs' rows, when any ran. */
  shortTermSource?: string;
  /** Current runs (no weather) up to the end of the actual load. */
  current?: Run[];
  /** Time spent fitting and predicting, and writing rows, ms. */
  computeMs: number;
  writeMs: number;
}

/**
 * Hours whose actual load is not demand, left out of every training window (UTC epoch ms,
 * [from, to)): ERCOT's rotating outages of winter storm Uri, from the Energy Emergency Alert level
 * 3 at 01:25 CST on 2021-02-15 to the return to normal operations on 2021-02-19 (local days
 * 2021-02-15 .. 2021-02-19 whole). Fitted on them, the cubic temperature terms learn that extreme
 * cold lowers load: the Far West backcast fell to 788 MWh, 37 % below its lowest actual hour.
 * The backcast skips them too: their actual is no yardstick.
 */
export const UNSERVED_LOAD_WINDOWS: readonly (readonly [number, number])[] = [[Date.UTC(2021, 1, 15, 6), Date.UTC(2021, 1, 20, 6)]];

/** Whether an hour (UTC epoch ms) lies in an {@link UNSERVED_LOAD_WINDOWS} window. */
export function isUnservedLoadHour(t: number): boolean {
  return UNSERVED_LOAD_WINDOWS.some(([from, to]) => t >= from && t < to);
}

/**
 * Local (Central) 1 January of every year of an observed-temperature record after its first:
 * the starts of the backcast years (UTC ms).
 */
export function backcastYearStarts(temps: HourlySeries): number[] {
  let first = Infinity;
  let last = -Infinity;
  for (const t of temps.keys()) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  if (!Number.isFinite(first)) return [];
  const out: number[] = [];
  for (let y = new Date(first).getUTCFullYear() + 1; y <= new Date(last).getUTCFullYear(); y++) {
    const start = localMidnightUtc(`${y}-01-01`);
    if (start > first && start <= last) out.push(start);
  }
  return out;
}

const rad = (d: number) => (d * Math.PI) / 180;
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/**
 * Temperature station of a market: the nearest station (to the zone's principal city; for the
 * ERCOT total, to Austin near the system's load centre) whose hourly record has at least a year
 * of hours before `trainEnd`. In this seed only Houston qualifies (DFW and Austin have 2021 only).
 */
export function stationForMarket(market: string, observed: Map<string, HourlySeries>, trainEnd: number): string | undefined {
  const anchor = market in ZONE_ANCHORS ? ZONE_ANCHORS[market as keyof typeof ZONE_ANCHORS] : { lat: 30.27, lon: -97.74 };
  const ranked = STATIONS.filter((s) => {
    const series = observed.get(s.id);
    if (!series) return false;
    let n = 0;
    for (const t of series.keys()) if (t < trainEnd) n++;
    return n >= 8760;
  }).sort((a, b) => distanceKm(anchor, a) - distanceKm(anchor, b));
  return ranked[0]?.id;
}

/**
 * Runs the reference forecasters over the seeded actuals and weather and appends their rows:
 * short-term runs (v2, hourly, `shortTermDays` ahead, on a weather forecast with the error measured
 * from archived forecasts; source {@link shortTermSource}), long-term runs (v1, hourly over 12
 * months, hourly normals) and current runs after the weather record (v2 without weather) to
 * `ercot_load`, a backcast (v1, observed weather) per market, the weather forecasts to
 * `weather_hourly`, and forecast/backcast MAPE per market and process time to `ercot_forecast_mape`.
 * @throws ImplausibleForecastError when a run leaves its market's plausible range
 *
 * Every run and backcast is checked against its market's historical load range
 * (`plausibility.ts`); an implausible one stops the run (and the seed build) before anything is
 * written. Forecast and backcast MAPE are scored over the same hours.
 *
 * Fitting: v2 once for the short-term window (hours before the first short-term process time,
 * one shared X'X for the markets of a station). v1: one pass over each market's history
 * accumulates the normal equations; they are solved once per
 * long-term run (hours before its process time) and once per year of the weather record after the
 * first (hours before 1 January local): every model is trained strictly before what it predicts,
 * and the backcast of a year comes from the model of that year's start (out of sample).
 */
export async function runForecasts(db: Database, options: PlanOptions = {}, inputs?: ForecastInputs): Promise<ForecastSummary> {
  const data = inputs ?? (await readForecastInputs(db));
  await db.run(`CREATE OR REPLACE TABLE ${FORECAST_MAPE_COLUMNS}`);
  const summary: ForecastSummary = { loadRows: 0, mapeRows: 0, weatherRows: 0, stations: {}, models: new Map(), shortTerm: [], longTerm: [], computeMs: 0, writeMs: 0 };
  const started = performance.now();
  const allObserved = [...data.observed.values()].flatMap((s) => [...s.keys()]);
  if (allObserved.length === 0) return summary;
  const hou = data.observed.get('HOU');
  const weatherEnd = Math.max(...(hou ? hou.keys() : allObserved)) + HOUR;
  const st = shortTermRuns(weatherEnd, options);
  const lastSt = st[st.length - 1];
  if (!lastSt) return summary;
  const lt = longTermRuns(lastSt.processTime, options);
  summary.shortTerm = st;
  summary.longTerm = lt;
  const loadRows = new ForecastRowBuffer([...st, ...lt]);
  const ltRows = new ForecastRowBuffer(lt);
  // Current runs: daily to the end of the actual load, after the last weather-driven run.
  let loadEnd = -Infinity;
  for (const series of data.load.values()) for (const t of series.keys()) if (t + HOUR > loadEnd) loadEnd = t + HOUR;
  const current = shortTermRuns(loadEnd, { ...options, shortTermRuns: options.currentRuns ?? 30 }).filter((r) => r.processTime > lastSt.processTime);
  summary.current = current;
  const currentRows = new ForecastRowBuffer(current);
  const mapeRows: (string | number | null)[][] = [];
  const stFirst = st[0]!.processTime;

  // Weather forecasts per short-term run and station: observed + the error measured from archived
  // forecasts (`weatherError.ts`); the same draws feed the load forecasts.
  const daily = data.dailyMax?.get(DAILY_STATION);
  const observedWeather = (series: HourlySeries): V2Weather => ({ hourly: (t) => series.get(t) ?? NaN, daily: daily ? (d) => daily.get(d) ?? NaN : undefined });
  const fcWeather = new Map<string, V2Weather>();
  const weatherRows: (string | number | null)[][] = [];
  for (const [station, series] of data.observed) {
    for (const run of st) {
      const fc = forecastWeatherAt(run.processTime, series, observedWeather(series), (run.to - run.processTime) / HOUR - 1, stationCode(station));
      if (fc.temps.every((v) => Number.isNaN(v))) continue;
      fcWeather.set(`${station}|${run.processTime}`, fc);
      fc.path.forEach((t, i) => {
        const v = fc.temps[i]!;
        if (Number.isFinite(v)) weatherRows.push([t, station, 'forecast', processTimeIso(run.processTime), WEATHER_FORECAST_SOURCE, Math.round(v * 10) / 10]);
      });
    }
  }

  // v2 for the short-term runs: one shared fit per station over the hours before the first run
  // (the regression trained on the day-ahead weather forecast it will get, `fitV2`).
  const stRows = new ForecastRowBuffer(st);
  const stModels = new Map<string, V2Model>();
  const stStations = new Map<string, string>();
  for (const [market] of data.load) {
    const station = stationForMarket(market, data.observed, stFirst);
    if (station) stStations.set(market, station);
  }
  for (const station of new Set(stStations.values())) {
    const temps = data.observed.get(station)!;
    const markets = [...stStations].filter(([, s]) => s === station).map(([m]) => m);
    const train = [...temps.keys()].filter((t) => t < stFirst && !isUnservedLoadHour(t)).sort((a, b) => a - b);
    const obsW = observedWeather(temps);
    const hasDaily = daily !== undefined && train.length > 0 && Number.isFinite(obsW.daily!(localDayOf(train[0]!)));
    const w = hasDaily ? obsW : { hourly: obsW.hourly };
    try {
      const models = fitV2Markets(train, new Map(markets.map((m) => [m, data.load.get(m)!])), w, { hasDaily, inputWeather: dayAheadWeather(train, temps, w) });
      for (const [m, model] of models) stModels.set(m, model);
    } catch {
      // Too few hours for v2: these markets get no short-term runs.
    }
  }

  const plausibility = new PlausibilityCheck(historicalRanges(data.load));
  for (const [market, load] of data.load) {
    const station = stationForMarket(market, data.observed, stFirst);
    if (!station) continue;
    const temps = data.observed.get(station)!;
    const normals = data.normals.get(station);
    summary.stations[market] = station;
    const eq = new NormalEquations();
    const times = [...temps.keys()].filter((t) => load.has(t) && !isUnservedLoadHour(t)).sort((a, b) => a - b);
    // Year starts: the backcast of a year comes from the model fitted on the hours before it.
    const yearStarts = backcastYearStarts(temps);
    const boundaries = [...new Set([...lt.map((r) => r.processTime), stFirst, ...yearStarts])].sort((a, b) => a - b);
    const models = new Map<number, VanillaModel>();
    let i = 0;
    for (const boundary of boundaries) {
      for (; i < times.length && times[i]! < boundary; i++) eq.add({ t: times[i]!, temperature: temps.get(times[i]!)!, load: load.get(times[i]!)! });
      if (eq.n >= MIN_TRAIN_HOURS) models.set(boundary, eq.solve());
    }
    const stModel = models.get(stFirst);
    if (!stModel) continue;

    // Backcast over the observed-weather record, but for hours whose actual is not demand (no
    // comparison is possible there, and the model would be extrapolating to unserved demand).
    // Out of sample: each year's hours from the model fitted strictly before that year (the
    // first year of the record, with no earlier year to learn from, has no backcast).
    const allHours: number[] = [];
    const backValues: number[] = [];
    for (const [k, from] of yearStarts.entries()) {
      const model = models.get(from);
      if (!model) continue;
      const to = yearStarts[k + 1] ?? Infinity;
      const hours = [...temps.keys()].filter((t) => t >= from && t < to && !isUnservedLoadHour(t)).sort((a, b) => a - b);
      allHours.push(...hours);
      backValues.push(...predictVanilla(model, hours.map((t) => ({ t, temperature: temps.get(t)! }))).map(storedLoad));
    }
    const backcast = new Map<number, number>();
    plausibility.run(market, 'backcast', null, allHours, backValues);
    backValues.forEach((v, k) => {
      backcast.set(allHours[k]!, v);
      loadRows.push(allHours[k]!, market, 'backcast', undefined, v);
    });

    const record = (run: Run, horizon: 'short_term' | 'long_term', hours: number[], modelled: number[], rows = loadRows) => {
      const forecast = modelled.map(storedLoad);
      const pt = processTimeIso(run.processTime);
      plausibility.run(market, horizon, pt, hours, forecast);
      hours.forEach((t, k) => rows.push(t, market, horizon, run, forecast[k]!));
      // Forecast and backcast are scored over the same hours: those with an actual (not 0), a
      // forecast and a backcast. A run whose hours have none of them together gets no MAPE row.
      const scored = hours.map((t, k) => k).filter((k) => {
        const a = load.get(hours[k]!);
        return a !== undefined && Number.isFinite(a) && a !== 0 && Number.isFinite(forecast[k]) && Number.isFinite(backcast.get(hours[k]!));
      });
      const actual = scored.map((k) => load.get(hours[k]!)!);
      const times = scored.map((k) => hours[k]!);
      for (const [type, values] of [['forecast', scored.map((k) => forecast[k]!)], ['backcast', scored.map((k) => backcast.get(hours[k]!)!)]] as const) {
        const m = mapeScores(horizon, run.processTime, times, actual, values);
        if (m) mapeRows.push([run.processTime, market, pt, horizon, type, station, m.mape, m.hours, null, m.mapeScope, m.scoredFrom, m.scoredTo, m.mapeFullHorizon, m.hoursFullHorizon]);
      }
    };
    const v2 = stModels.get(market);
    for (const run of v2 ? st : []) {
      const hours = hoursBetween(run.from, run.to);
      const fcW = fcWeather.get(`${station}|${run.processTime}`);
      const obsW = observedWeather(temps);
      const w = v2!.hasDaily ? fcW : fcW && { hourly: fcW.hourly };
      record(run, 'short_term', hours, w ? forecastV2(v2!, run.processTime, hours, load, w, obsW) : hours.map(() => NaN), stRows);
    }
    let latest: VanillaModel | undefined;
    for (const run of lt) {
      const model = models.get(run.processTime);
      if (!model || !normals) continue;
      latest = model;
      const hours = hoursBetween(run.from, run.to);
      record(run, 'long_term', hours, predictVanilla(model, hours.map((t) => ({ t, temperature: normals.get(t) ?? NaN }))), ltRows);
    }
    if (latest) summary.models.set(market, { model: latest, station });
  }

  // Current runs: trained strictly before the first of them, on calendar and recent load only.
  const firstCurrent = current[0]?.processTime;
  const none: V2Weather = { hourly: () => NaN };
  // Markets with the same training hours share one fit (one X'X and factor, `fitV2Markets`).
  const currentGroups = new Map<string, { train: number[]; markets: string[] }>();
  for (const [market, load] of firstCurrent === undefined ? [] : data.load) {
    const train = [...load.keys()].filter((t) => t < firstCurrent! && t >= firstCurrent! - CURRENT_TRAIN_HOURS * HOUR && !isUnservedLoadHour(t)).sort((a, b) => a - b);
    if (train.length < MIN_TRAIN_HOURS) continue;
    const key = train.join(',');
    const group = currentGroups.get(key) ?? { train, markets: [] };
    group.markets.push(market);
    currentGroups.set(key, group);
  }
  const currentModels = new Map<string, V2Model>();
  for (const { train, markets } of currentGroups.values()) {
    const models = fitV2Markets(train, new Map(markets.map((m) => [m, data.load.get(m)!])), none, { hasDaily: false, weatherless: true });
    for (const [m, model] of models) currentModels.set(m, model);
  }
  for (const [market, load] of data.load) {
    const model = currentModels.get(market);
    if (!model) continue;
    for (const run of current) {
      const hours = hoursBetween(run.from, run.to);
      const forecast = forecastV2(model, run.processTime, hours, load, none, none).map(storedLoad);
      const pt = processTimeIso(run.processTime);
      plausibility.run(market, 'short_term', pt, hours, forecast);
      hours.forEach((t, k) => currentRows.push(t, market, 'short_term', run, forecast[k]!));
      // No backcast reaches these hours (it ends with the weather record): the forecast alone is scored.
      const keep = hours.map((t, k) => k).filter((k) => {
        const a = load.get(hours[k]!);
        return a !== undefined && Number.isFinite(a) && a !== 0 && Number.isFinite(forecast[k]);
      });
      const m = mapeScores('short_term', run.processTime, keep.map((k) => hours[k]!), keep.map((k) => load.get(hours[k]!)!), keep.map((k) => forecast[k]!));
      if (m) mapeRows.push([run.processTime, market, pt, 'short_term', 'forecast', 'none', m.mape, m.hours, null, m.mapeScope, m.scoredFrom, m.scoredTo, m.mapeFullHorizon, m.hoursFullHorizon]);
    }
  }
  if (plausibility.failures.length) throw new ImplausibleForecastError(plausibility.failures);
  summary.computeMs = Math.round(performance.now() - started);
  const stSource = shortTermSource(
    [...new Set(stStations.values())].join(', '),
    [...stModels.values()].some((m) => m.hasDaily) ? DAILY_STATION : undefined,
  );
  summary.shortTermSource = stSource;
  summary.loadRows =
    (await loadRows.write(db, FORECASTER_SOURCE)) +
    (stRows.size ? await stRows.write(db, stSource) : 0) +
    (ltRows.size ? await ltRows.write(db, longTermSource([...new Set(Object.values(summary.stations))].join(', '))) : 0) +
    (current.length ? await currentRows.write(db, CURRENT_SOURCE) : 0);
  summary.mapeRows = await appendRows(
    db,
    'ercot_forecast_mape',
    ['timestamp', 'varchar', 'varchar', 'varchar', 'varchar', 'varchar', 'double', 'double', 'varchar', 'varchar', 'varchar', 'varchar', 'double', 'double'],
    mapeRows,
  );
  summary.weatherRows = await appendRows(
    db,
    'weather_hourly',
    ['timestamp', 'varchar', 'varchar', 'varchar', 'varchar', 'double', 'double', 'double', 'double', 'double', 'varchar'],
    weatherRows.map((r) => [...r, null, null, null, null, null]),
  );
  summary.writeMs = Math.round(performance.now() - started) - summary.computeMs;
  return summary;
}
