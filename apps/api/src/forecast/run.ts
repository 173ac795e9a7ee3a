import type { Database } from '../db/database';
import { STATIONS, ZONE_ANCHORS } from '../seed/markets';
import { appendRows, processTimeIso } from '../seed/tables';
import { localMidnightUtc } from '../seed/time';
import { hoursBetween, readForecastInputs, type ForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { historicalRanges, ImplausibleForecastError, PlausibilityCheck } from './plausibility';
import { currentLongTermRuns, longTermRuns, lookAheadRuns, shortTermRuns, type PlanOptions, type Run } from './plan';
import { readIsdHours } from './stations';
import { ForecastRowBuffer } from './store';
import { fitV2Markets, forecastV2, regressionV2, type V2Model, type V2Weather } from './v2';
import { NormalEquations, predictVanilla, type VanillaModel } from './vanilla';
import { dayAheadWeather, forecastWeatherAt, stationCode } from './weatherForecast';
import { fillShortGaps, ZONE_WEATHER, type ZoneWeatherConfig } from './zoneWeather';

/**
 * Fewest training hours of a model: about a year (every month and weekday-hour seen), with room
 * for gaps (NSRDB leaves out 29 February, so a leap year holds 8,760 hours for 8,784 of load).
 */
export const MIN_TRAIN_HOURS = 8_000;

/**
 * Source label of the runs without weather: v2 on calendar, holidays and bridge days, trend and
 * the load of the 3, 24 and 168 hours before the run. They are the current runs, from the end of
 * the observed-weather record to the last actual day and seven days past it, and the
 * weather-driven period's runs of a zone whose own stations have no hours then. The label says
 * the weather the run used.
 */
export const CURRENT_SOURCE = 'Loadline v2, weather: none (calendar and recent load)';
/**
 * Source label of the current long-term runs: v2's regression without weather (trend, month,
 * weekday x hour, holidays and bridge days, season x hour), fitted on the two years before each
 * run, twelve months ahead. The label says the weather the run used.
 */
export const CURRENT_LONG_TERM_SOURCE = 'Loadline v2, weather: none (calendar and trend)';
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
  return `Loadline v2, weather: observed station${station.includes('+') ? 's' : ''} ${station}${daily ? ` + ${daily} daily max` : ''}`;
}

/**
 * Stations of the seeded weather-driven runs in place of the benchmark's ({@link ZONE_WEATHER}):
 * Houston Bush Intercontinental's ISD-Lite hours end 2020-06-21, so Coast reads Houston's own
 * record (HOU: NSRDB Harris County 2016-2020, ISD 2021).
 */
export const SEED_STATION_IN_PLACE_OF: Readonly<Record<string, string>> = { IAH: 'HOU' };
/** Share of a run period's hours a station must hold to drive its runs (ISD leaves single hours out). */
const COVER_SHARE = 0.99;

/** The hourly stations of a config as a label: `DFW`, or `56 % DFW + 44 % HOU`. */
export function configStations(c: ZoneWeatherConfig): string {
  return Object.entries(c.hourly)
    .map(([s, w]) => (w === 1 ? s : `${Math.round(w * 100)} % ${s}`))
    .join(' + ');
}

/**
 * The weather of a market's seeded weather-driven short-term runs: its zone's own stations
 * ({@link ZONE_WEATHER}, with {@link SEED_STATION_IN_PLACE_OF}) whose hourly record holds
 * {@link MIN_TRAIN_HOURS} hours before `trainEnd` and 99 % of the hours of `cover` (UTC ms, [from,
 * to): the runs' process times to their horizons' end), weights rescaled to 1 when the stations
 * kept hold at least half of them; the zone's daily maximum station when it has one. No dew point:
 * the seed's hours after 2020 carry none.
 * @returns undefined when the zone's own stations do not cover the runs (they are then the
 * calendar and recent-load model, {@link CURRENT_SOURCE})
 */
export function seededZoneWeather(
  market: string,
  hourly: ReadonlyMap<string, HourlySeries>,
  trainEnd: number,
  cover: readonly [number, number],
): ZoneWeatherConfig | undefined {
  const base = ZONE_WEATHER[market];
  if (!base) return undefined;
  const need = Math.round((cover[1] - cover[0]) / HOUR);
  const covers = (series: HourlySeries | undefined) => {
    if (!series) return false;
    let before = 0;
    let inside = 0;
    for (const t of series.keys()) {
      if (t < trainEnd) before++;
      if (t >= cover[0] && t < cover[1]) inside++;
    }
    return before >= MIN_TRAIN_HOURS && inside >= COVER_SHARE * need;
  };
  const kept = Object.entries(base.hourly)
    .map(([s, w]) => [SEED_STATION_IN_PLACE_OF[s] ?? s, w] as const)
    .filter(([s]) => covers(hourly.get(s)));
  const total = kept.reduce((sum, [, w]) => sum + w, 0);
  if (total < 0.5) return undefined;
  return { hourly: Object.fromEntries(kept.map(([s, w]) => [s, w / total])), ...(base.daily ? { daily: base.daily } : {}) };
}

/** A config's hourly temperature: its station's, or the weighted mean of its stations' at the hours all of them hold. */
function configSeries(c: ZoneWeatherConfig, hourly: ReadonlyMap<string, HourlySeries>): HourlySeries {
  const entries = Object.entries(c.hourly);
  if (entries.length === 1) return hourly.get(entries[0]![0]) ?? new Map();
  const out: HourlySeries = new Map();
  for (const t of hourly.get(entries[0]![0])?.keys() ?? []) {
    let sum = 0;
    let ok = true;
    for (const [s, w] of entries) {
      const v = hourly.get(s)?.get(t);
      if (v === undefined) {
        ok = false;
        break;
      }
      sum += w * v;
    }
    if (ok) out.set(t, sum);
  }
  return out;
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
  /** Source label of each market's weather-driven period short-term runs (the weather each read). */
  shortTermSources: Record<string, string>;
  /** Current short-term runs (no weather), the last issued on the last actual day and forecasting the seven days after it. */
  current?: Run[];
  /** Current long-term runs (no weather), the last issued in the last actual month and forecasting the twelve months after it. */
  currentLongTerm?: Run[];
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

/** Options of {@link runForecasts}: the plan, and where the zone stations' hours are read. */
export interface RunForecastsOptions extends PlanOptions {
  /** Folder of the seed files: the zone stations' ISD-Lite hours are read from it (`stations.ts`); none when absent. */
  seedDir?: string;
  /** UTC range [from, to) of those hours, as the seed's (a sliced test seed). */
  range?: { from: string; to: string };
}

/**
 * Runs the reference forecasters over the seeded actuals and weather and appends their rows:
 * - short-term runs over the observed-weather record (daily, `shortTermDays` ahead): v2 on each
 *   zone's own stations ({@link seededZoneWeather}), on a weather forecast with the error measured
 *   from archived forecasts (source {@link shortTermSource}, one per market), or, for a zone whose
 *   stations have no hours then, v2 on calendar and recent load ({@link CURRENT_SOURCE});
 * - long-term runs (v1, hourly over 12 months, hourly normals) and a backcast (v1, observed
 *   weather) per market, on the nearest station with a long enough record ({@link stationForMarket});
 * - current short-term runs after the weather record (v2 without weather), the last one issued on
 *   the last actual day and forecasting the seven days after the last actual hour (`lookAheadRuns`);
 * - current long-term runs when `currentLongTermRuns` asks for them (v2's regression without
 *   weather, {@link CURRENT_LONG_TERM_SOURCE}), the last one issued in the last actual month and
 *   forecasting the twelve months after it;
 * to `ercot_load`; the weather forecasts to `weather_hourly`; and forecast/backcast MAPE per market
 * and process time, over the hours with an actual, to `ercot_forecast_mape`.
 * @throws ImplausibleForecastError when a run leaves its market's plausible range
 *
 * Every run and backcast is checked against its market's historical load range
 * (`plausibility.ts`); an implausible one stops the run (and the seed build) before anything is
 * written. Forecast and backcast MAPE are scored over the same hours.
 *
 * Fitting: v2 once for the short-term window (hours before the first short-term process time,
 * one shared X'X for the markets of the same stations). v1: one pass over each market's history
 * accumulates the normal equations; they are solved once per
 * long-term run (hours before its process time) and once per year of the weather record after the
 * first (hours before 1 January local): every model is trained strictly before what it predicts,
 * and the backcast of a year comes from the model of that year's start (out of sample).
 */
export async function runForecasts(db: Database, options: RunForecastsOptions = {}, inputs?: ForecastInputs): Promise<ForecastSummary> {
  const data = inputs ?? (await readForecastInputs(db));
  if (!inputs && options.seedDir) {
    const isd = await readIsdHours(db, options.seedDir, options.range);
    data.isd = new Map([...isd].map(([s, h]) => [s, fillShortGaps(h.temperature)]));
  }
  await db.run(`CREATE OR REPLACE TABLE ${FORECAST_MAPE_COLUMNS}`);
  const summary: ForecastSummary = {
    loadRows: 0, mapeRows: 0, weatherRows: 0, stations: {}, shortTermSources: {}, models: new Map(), shortTerm: [], longTerm: [], computeMs: 0, writeMs: 0,
  };
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
  // Current runs: daily after the last weather-driven run, the last one issued on the last actual
  // day and forecasting the seven days after it; monthly long-term runs through the last actual month.
  let loadEnd = -Infinity;
  for (const series of data.load.values()) for (const t of series.keys()) if (t + HOUR > loadEnd) loadEnd = t + HOUR;
  const current = lookAheadRuns(loadEnd, options).filter((r) => r.processTime > lastSt.processTime);
  const lastLt = lt[lt.length - 1]?.processTime ?? -Infinity;
  const currentLt = currentLongTermRuns(loadEnd, options).filter((r) => r.processTime > lastLt);
  summary.current = current;
  summary.currentLongTerm = currentLt;
  const currentRows = new ForecastRowBuffer([...st, ...current]);
  const currentLtRows = new ForecastRowBuffer(currentLt);
  const mapeRows: (string | number | null)[][] = [];
  const stFirst = st[0]!.processTime;

  // Weather forecasts per short-term run and station: observed + the error measured from archived
  // forecasts (`weatherError.ts`), written to weather_hourly.
  const daily = data.dailyMax?.get(DAILY_STATION);
  const observedWeather = (series: HourlySeries): V2Weather => ({ hourly: (t) => series.get(t) ?? NaN, daily: daily ? (d) => daily.get(d) ?? NaN : undefined });
  const weatherRows: (string | number | null)[][] = [];
  for (const [station, series] of data.observed) {
    for (const run of st) {
      const fc = forecastWeatherAt(run.processTime, series, observedWeather(series), (run.to - run.processTime) / HOUR - 1, stationCode(station));
      if (fc.temps.every((v) => Number.isNaN(v))) continue;
      fc.path.forEach((t, i) => {
        const v = fc.temps[i]!;
        if (Number.isFinite(v)) weatherRows.push([t, station, 'forecast', processTimeIso(run.processTime), WEATHER_FORECAST_SOURCE, Math.round(v * 10) / 10]);
      });
    }
  }

  // v2 for the short-term runs on each zone's own stations (their ISD-Lite hours and the seed's
  // observed ones): one shared fit per weather config over the hours before the first run (the
  // regression trained on the day-ahead weather forecast it will get, `fitV2`).
  const hourly = new Map<string, HourlySeries>();
  for (const [s, series] of data.isd ?? []) hourly.set(s, new Map(series));
  for (const [s, series] of data.observed) hourly.set(s, new Map([...(hourly.get(s) ?? []), ...series]));
  const cover = [stFirst, lastSt.to] as const;
  const configs = new Map<string, { config: ZoneWeatherConfig; markets: string[] }>();
  for (const [market] of data.load) {
    const config = seededZoneWeather(market, hourly, stFirst, cover);
    if (!config) continue;
    const key = JSON.stringify(config);
    const group = configs.get(key) ?? { config, markets: [] };
    group.markets.push(market);
    configs.set(key, group);
  }
  const stModels = new Map<string, { model: V2Model; temps: HourlySeries; obs: V2Weather; label: string; key: string; source: string }>();
  for (const { config, markets } of configs.values()) {
    const temps = configSeries(config, hourly);
    const dailyMap = config.daily ? data.dailyMax?.get(config.daily) : undefined;
    const obs: V2Weather = { hourly: (t) => temps.get(t) ?? NaN, daily: dailyMap ? (d) => dailyMap.get(d) ?? NaN : undefined };
    const train = [...temps.keys()].filter((t) => t < stFirst && !isUnservedLoadHour(t)).sort((a, b) => a - b);
    const hasDaily = dailyMap !== undefined && train.length > 0 && Number.isFinite(obs.daily!(localDayOf(train[0]!)));
    const w = hasDaily ? obs : { hourly: obs.hourly };
    const label = configStations(config);
    try {
      const models = fitV2Markets(train, new Map(markets.map((m) => [m, data.load.get(m)!])), w, { hasDaily, inputWeather: dayAheadWeather(train, temps, w) });
      const source = shortTermSource(label, hasDaily ? config.daily : undefined);
      for (const [m, model] of models) stModels.set(m, { model, temps, obs: w, label, key: `${label}|${hasDaily ? config.daily : ''}`, source });
    } catch {
      // Too few hours for v2: these markets get the calendar and recent-load runs.
    }
  }

  // Weatherless v2 (calendar, trend and recent load), fitted on the two years before `first`;
  // markets with the same training hours share one fit (one X'X and factor, `fitV2Markets`).
  const none: V2Weather = { hourly: () => NaN };
  const weatherless = (first: number, markets: Iterable<string>, correction = true) => {
    const groups = new Map<string, { train: number[]; markets: string[] }>();
    for (const market of markets) {
      const load = data.load.get(market)!;
      const train = [...load.keys()].filter((t) => t < first && t >= first - CURRENT_TRAIN_HOURS * HOUR && !isUnservedLoadHour(t)).sort((a, b) => a - b);
      if (train.length < MIN_TRAIN_HOURS) continue;
      const key = `${train.length}:${train[0]}:${train[train.length - 1]}`;
      const group = groups.get(key) ?? { train, markets: [] };
      group.markets.push(market);
      groups.set(key, group);
    }
    const out = new Map<string, V2Model>();
    for (const { train, markets: ms } of groups.values()) {
      const models = fitV2Markets(train, new Map(ms.map((m) => [m, data.load.get(m)!])), none, { hasDaily: false, weatherless: true, correction });
      for (const [m, model] of models) out.set(m, model);
    }
    return out;
  };
  // Markets whose own stations do not cover the weather-driven runs: the calendar and recent-load model.
  const stCalendar = weatherless(stFirst, [...data.load.keys()].filter((m) => !stModels.has(m)));

  // Each run's weather forecast, per config: the same draws as the station's weather_hourly rows.
  const fcCache = new Map<string, V2Weather>();
  const forecastOf = (entry: { temps: HourlySeries; obs: V2Weather; key: string; label: string }, run: Run) => {
    const k = `${entry.key}|${run.processTime}`;
    let fc = fcCache.get(k);
    if (!fc) fcCache.set(k, (fc = forecastWeatherAt(run.processTime, entry.temps, entry.obs, (run.to - run.processTime) / HOUR - 1, stationCode(entry.label))));
    return fc;
  };

  const plausibility = new PlausibilityCheck(historicalRanges(data.load));
  const stRows = new Map<string, ForecastRowBuffer>();
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

    const record = (run: Run, horizon: 'short_term' | 'long_term', hours: number[], modelled: number[], rows: ForecastRowBuffer, scoredStation = station) => {
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
        if (m) mapeRows.push([run.processTime, market, pt, horizon, type, scoredStation, m.mape, m.hours, null, m.mapeScope, m.scoredFrom, m.scoredTo, m.mapeFullHorizon, m.hoursFullHorizon]);
      }
    };
    const v2 = stModels.get(market);
    const calendar = stCalendar.get(market);
    if (v2) {
      summary.shortTermSources[market] = v2.source;
      let rows = stRows.get(v2.source);
      if (!rows) stRows.set(v2.source, (rows = new ForecastRowBuffer(st)));
      for (const run of st) {
        const hours = hoursBetween(run.from, run.to);
        record(run, 'short_term', hours, forecastV2(v2.model, run.processTime, hours, load, forecastOf(v2, run), v2.obs), rows, v2.label);
      }
    } else if (calendar) {
      summary.shortTermSources[market] = CURRENT_SOURCE;
      for (const run of st) {
        const hours = hoursBetween(run.from, run.to);
        record(run, 'short_term', hours, forecastV2(calendar, run.processTime, hours, load, none, none), currentRows, 'none');
      }
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

  // Current runs: no backcast reaches their hours (it ends with the weather record), so the
  // forecast alone is scored, over the hours with an actual (none for the runs past the last one).
  const scoreAlone = (market: string, run: Run, horizon: 'short_term' | 'long_term', hours: number[], forecast: number[]) => {
    const load = data.load.get(market)!;
    const keep = hours.map((t, k) => k).filter((k) => {
      const a = load.get(hours[k]!);
      return a !== undefined && Number.isFinite(a) && a !== 0 && Number.isFinite(forecast[k]);
    });
    const m = mapeScores(horizon, run.processTime, keep.map((k) => hours[k]!), keep.map((k) => load.get(hours[k]!)!), keep.map((k) => forecast[k]!));
    const pt = processTimeIso(run.processTime);
    if (m) mapeRows.push([run.processTime, market, pt, horizon, 'forecast', 'none', m.mape, m.hours, null, m.mapeScope, m.scoredFrom, m.scoredTo, m.mapeFullHorizon, m.hoursFullHorizon]);
  };
  // Short-term: trained strictly before the first of them, on calendar and recent load only.
  const currentModels = current.length ? weatherless(current[0]!.processTime, data.load.keys()) : new Map<string, V2Model>();
  for (const [market, load] of data.load) {
    const model = currentModels.get(market);
    if (!model) continue;
    for (const run of current) {
      const hours = hoursBetween(run.from, run.to);
      const forecast = forecastV2(model, run.processTime, hours, load, none, none).map(storedLoad);
      plausibility.run(market, 'short_term', processTimeIso(run.processTime), hours, forecast);
      hours.forEach((t, k) => currentRows.push(t, market, 'short_term', run, forecast[k]!));
      scoreAlone(market, run, 'short_term', hours, forecast);
    }
  }
  // Long-term: each run's regression fitted on the two years before it (a year ahead, the recent
  // load's correction has long faded).
  for (const run of currentLt) {
    const models = weatherless(run.processTime, data.load.keys(), false);
    const hours = hoursBetween(run.from, run.to);
    for (const [market, model] of models) {
      const forecast = hours.map((t) => storedLoad(regressionV2(model, t, none)));
      plausibility.run(market, 'long_term', processTimeIso(run.processTime), hours, forecast);
      hours.forEach((t, k) => currentLtRows.push(t, market, 'long_term', run, forecast[k]!));
      scoreAlone(market, run, 'long_term', hours, forecast);
    }
  }
  if (plausibility.failures.length) throw new ImplausibleForecastError(plausibility.failures);
  summary.computeMs = Math.round(performance.now() - started);
  let written = await loadRows.write(db, FORECASTER_SOURCE);
  for (const [source, rows] of stRows) written += await rows.write(db, source);
  if (ltRows.size) written += await ltRows.write(db, longTermSource([...new Set(Object.values(summary.stations))].join(', ')));
  if (currentRows.size) written += await currentRows.write(db, CURRENT_SOURCE);
  if (currentLtRows.size) written += await currentLtRows.write(db, CURRENT_LONG_TERM_SOURCE);
  summary.loadRows = written;
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
