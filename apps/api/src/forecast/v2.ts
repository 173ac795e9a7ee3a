import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { localCalendar } from './calendar';
import { dayKind } from './holidays';
import type { HourlySeries } from './inputs';

/**
 * Reference forecaster v2: the GEFCom2012 vanilla regression (`vanilla.ts`) with the recency
 * effect of Wang, Liu and Hong (2016, "Electric load forecasting with recency effect: a big data
 * approach", Int. J. Forecasting 32(3)), holidays and bridge days, and, where a station has them,
 * the zone's own daily temperatures; plus the recent load.
 *
 *   Load ~ Trend + Month + Weekday*Hour + Kind*Hour + Season*Hour
 *          + sum over v in {T, T(-1h), T(-2h), T(-3h), T24, T48} of (v + v^2 + v^3) * (1 + Month + Hour)
 *          [+ sum over d in {D, D(-1)} of (d + d^2 + d^3) * (1 + Month),
 *             D = the zone station's daily temperature of the local day, D(-1) of the day before]
 *
 * Kind is the day's kind (`dayKind` in holidays.ts: major federal holiday, minor federal holiday,
 * bridge day such as the Friday after Thanksgiving or December 24, 26, 31); Season is winter
 * (Dec-Feb, the base), spring (Mar-May), summer (Jun-Sep) or autumn (Oct-Nov), so the daily shape
 * may change with daylight and season. T24 is the mean temperature of the 24 hours before the
 * hour, T48 of the 24 before those (daily moving averages). Recent load enters as a correction
 * (residual persistence): forecast = regression + a(h) * r24 + b(h) * r3 + e(h) * r168 + c(h) * rs,
 * with r24, r3 and r168 the mean residuals (actual minus regression) of the 24, 3 and 168 hours
 * before the process time, rs the residual of the target's hour of day on the latest day known at
 * the process time, and a(h), b(h), e(h), c(h) least-squares coefficients per lead hour h
 * (1 .. 216 h after the process time), fitted on the training window's own days.
 *
 * Chosen on 2018 (models fitted on 2016-2017; day-ahead MAPE of the ERCOT total on the weather
 * forecast with the measured error, on observed weather in brackets; 2019 never consulted), added
 * one at a time: D(-1) 5.06 -> 5.02 % (4.10 -> 4.12), r168 5.01 % (4.11), the forecast model's
 * ridge {@link RIDGE_FORECAST} 4.89 % (4.11), Month*Hour 4.84 % (4.12), the three day kinds over
 * one holiday dummy 4.79 % (4.06), Season*Hour in place of Month*Hour 4.78 % (4.06; a quarter
 * of the columns). Tried on 2018 and left out: a recency-weighted training window (half-lives of
 * 1 and 2 years), log load, monthly temperature ranges widened to the neighbouring months,
 * T x Season x Hour terms (no gain), the ERCOT total as the sum of the zone forecasts (equal: the
 * zones share the total's design).
 *
 * Numerics: temperatures scaled (T - 60) / 20, trend in years from 2016; X'X accumulated from
 * each hour's ~60 non-zero entries (upper triangle), solved by Cholesky (ml-matrix) with a ridge on the weather
 * columns relative to the mean diagonal ({@link RIDGE_OBSERVED}, {@link RIDGE_FORECAST}) and of
 * 1e-8 on the others (so a dummy without hours in the window cannot make X'X singular).
 * Temperatures are held inside each month's training range, as in v1, so no cubic term
 * extrapolates.
 */

const TREND0 = Date.UTC(2016, 0, 1);
const YEAR_MS = 365.25 * 86_400_000;
const HOUR = 3_600_000;
/**
 * Ridge penalty of the weather columns, relative to the mean diagonal of X'X, of a model trained
 * on observed weather: 1e-3, chosen on 2018 (fitted on 2016-2017) among 1e-8, 1e-5, 1e-3, 1e-2,
 * 3e-2 and 1e-1 by day-ahead MAPE of the ERCOT total on observed weather; on the weather columns
 * only, as that also did better on 2018 than on every column.
 */
export const RIDGE_OBSERVED = 1e-3;
/**
 * The same for a model trained on the day-ahead weather forecast it will get (`inputWeather`):
 * 3e-2, chosen on 2018 among 1e-3, 1e-2, 3e-2 and 1e-1 by day-ahead MAPE of the ERCOT total on the
 * forecast weather (a noisy input wants its many correlated temperature columns held closer).
 */
export const RIDGE_FORECAST = 3e-2;
/** Training span below which a v2 model has no trend, ms (18 months; a two-year window keeps it). */
export const V2_TREND_MIN_SPAN_MS = 1.5 * 365.25 * 86_400_000;
/** Lags (hours) of the lagged temperatures. */
const LAGS = [0, 1, 2, 3] as const;
/** Temperature variables: the lags, then T24 and T48. */
const TEMP_VARS = LAGS.length + 2;
const I_MONTH = 2;
const I_WDH = 13;
/** Day kind x hour columns: 3 kinds ({@link dayKind}) x 24 hours. */
const I_HOL = 180;
/** Season x hour columns: 3 seasons (winter is the base) x 23 hours. */
const I_MH = I_HOL + 3 * 24;
/** Season of a month (index 0 = January): 0 winter, 1 spring, 2 summer, 3 autumn. */
const SEASON_OF_MONTH = [0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 0];
const I_TEMP = I_MH + 3 * 23;
/** Columns per temperature variable: 3 powers x (1 + 11 months + 23 hours). */
const PER_VAR = 3 * 35;
const I_DAILY = I_TEMP + TEMP_VARS * PER_VAR;
/** Columns of the daily block: 2 days (D, D-1) x 3 powers x (1 + 11 months). */
const PER_DAILY = 2 * 3 * 12;

/** Lead days the load correction spans (a run of 7 days starts up to 42 h after its process time). */
export const CORRECTION_DAYS = 9;

/** Where a v2 model reads its temperatures. */
export interface V2Weather {
  /** Hourly temperature at an hour start (UTC ms), degF; NaN when missing. */
  hourly: (t: number) => number;
  /** The zone station's daily temperature of a local day (YYYY-MM-DD), degF; absent when the zone has none. */
  daily?: ((day: string) => number) | undefined;
  /** Hourly dew point at an hour start, degF; absent when the model has no humidity term. */
  dewPoint?: ((t: number) => number) | undefined;
}

/** A fitted v2 model. */
export interface V2Model {
  coefficients: Float64Array;
  columns: number;
  /** Hours fitted. */
  n: number;
  hasDaily: boolean;
  /** No weather at all: calendar, holidays, trend and the recent-load correction only. */
  weatherless?: boolean;
  /** Training temperature range per local month (index 0 = January), degF: hourly and daily. */
  lo: Float64Array;
  hi: Float64Array;
  dailyLo: Float64Array;
  dailyHi: Float64Array;
  /**
   * Whether the design has its trend column: not when the training hours span less than
   * {@link V2_TREND_MIN_SPAN_MS}. One year cannot tell growth from season: fitted on 2017 alone on
   * the weather forecast, the trend and the month dummies traded off so that its regression's
   * 2018 MAPE was 16 % in January (holding the trend inside the span, as v1 does, still 9 %).
   * Absent: true.
   */
  trend?: boolean;
  /** The dew point block's training range, degF, when the model has one ({@link FitV2Options.dewPoint}). */
  dewRange?: { lo: number; hi: number };
  /** Load correction: a(h), b(h), c(h) interleaved per lead hour h, {@link CORRECTION_HOURS} triples (see the module comment). */
  correction: Float64Array;
}

const clampTo = (x: number, lo: number, hi: number) => (Number.isNaN(lo) ? x : Math.min(hi, Math.max(lo, x)));

/** The local date before `day` (YYYY-MM-DD). */
function previousDay(day: string): string {
  let hit = previousDays.get(day);
  if (hit === undefined) previousDays.set(day, (hit = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)));
  return hit;
}
const previousDays = new Map<string, string>();

/** The temperature variables of an hour (degF, unclamped): T, lags, T24, T48; null when any is missing. */
function tempVars(t: number, w: V2Weather): number[] | null {
  const out: number[] = [];
  for (const lag of LAGS) out.push(w.hourly(t - lag * HOUR));
  for (const block of [1, 25]) {
    let s = 0;
    for (let k = 0; k < 24; k++) s += w.hourly(t - (block + k) * HOUR);
    out.push(s / 24);
  }
  return out.every(Number.isFinite) ? out : null;
}

/**
 * Non-zero design entries of one hour, or null when a temperature it needs is missing.
 * @param range when given, temperatures are held inside the month's training range
 */
export function designV2(
  t: number,
  w: V2Weather,
  hasDaily: boolean,
  range?: Pick<V2Model, 'lo' | 'hi' | 'dailyLo' | 'dailyHi'>,
  weatherless = false,
  trend = true,
  dew?: { lo: number; hi: number } | true,
): { idx: number[]; val: number[] } | null {
  const vars = weatherless ? [] : tempVars(t, w);
  if (!vars) return null;
  let dewPoint = NaN;
  if (dew) {
    dewPoint = w.dewPoint?.(t) ?? NaN;
    if (!Number.isFinite(dewPoint)) return null;
    if (dew !== true) dewPoint = Math.min(dew.hi, Math.max(dew.lo, dewPoint));
  }
  const c = localCalendar(t);
  const m = c.month - 1;
  let daily = NaN;
  let dailyPrev = NaN;
  if (hasDaily) {
    daily = w.daily?.(c.day) ?? NaN;
    dailyPrev = w.daily?.(previousDay(c.day)) ?? NaN;
    if (!Number.isFinite(daily) || !Number.isFinite(dailyPrev)) return null;
    if (range) {
      daily = clampTo(daily, range.dailyLo[m]!, range.dailyHi[m]!);
      dailyPrev = clampTo(dailyPrev, range.dailyLo[m]!, range.dailyHi[m]!);
    }
  }
  const idx = [0, 1];
  const val = [1, trend ? (t - TREND0) / YEAR_MS : 0];
  if (c.month > 1) {
    idx.push(I_MONTH + c.month - 2);
    val.push(1);
  }
  const wdh = c.weekday * 24 + c.hour;
  if (wdh > 0) {
    idx.push(I_WDH + wdh - 1);
    val.push(1);
  }
  const kind = dayKind(c.day);
  if (kind) {
    idx.push(I_HOL + (kind === 'major' ? 0 : kind === 'minor' ? 24 : 48) + c.hour);
    val.push(1);
  }
  const season = SEASON_OF_MONTH[m]!;
  if (season > 0 && c.hour > 0) {
    idx.push(I_MH + (season - 1) * 23 + c.hour - 1);
    val.push(1);
  }
  vars.forEach((raw, v) => {
    const temp = range ? clampTo(raw, range.lo[m]!, range.hi[m]!) : raw;
    const x = (temp - 60) / 20;
    const base = I_TEMP + v * PER_VAR;
    let p = 1;
    for (let k = 0; k < 3; k++) {
      p *= x;
      const b = base + k * 35;
      idx.push(b);
      val.push(p);
      if (c.month > 1) {
        idx.push(b + c.month - 1);
        val.push(p);
      }
      if (c.hour > 0) {
        idx.push(b + 11 + c.hour);
        val.push(p);
      }
    }
  });
  if (hasDaily) {
    for (const [j, dv] of [daily, dailyPrev].entries()) {
      const x = (dv - 60) / 20;
      let p = 1;
      for (let k = 0; k < 3; k++) {
        p *= x;
        const b = I_DAILY + j * 36 + k * 12;
        idx.push(b);
        val.push(p);
        if (c.month > 1) {
          idx.push(b + c.month - 1);
          val.push(p);
        }
      }
    }
  }
  if (dew) {
    const x = (dewPoint - 60) / 20;
    const base = I_DAILY + (hasDaily ? PER_DAILY : 0);
    let p = 1;
    for (let k = 0; k < 3; k++) {
      p *= x;
      const b = base + k * 35;
      idx.push(b);
      val.push(p);
      if (c.month > 1) {
        idx.push(b + c.month - 1);
        val.push(p);
      }
      if (c.hour > 0) {
        idx.push(b + 11 + c.hour);
        val.push(p);
      }
    }
  }
  return { idx, val };
}

/** Options of {@link fitV2} and {@link fitV2Markets}. */
export interface FitV2Options {
  /** Whether the design has the zone station's daily block (`w.daily` must answer). */
  hasDaily: boolean;
  /** Local hour of the process times the correction is fitted for. @default 6 */
  processHour?: number;
  /**
   * The weather the regression sees for a training hour (default: observed `w`); several (e.g.
   * independent draws of a forecast's error): each training hour enters once per weather.
   */
  inputWeather?: ((t: number) => V2Weather) | readonly ((t: number) => V2Weather)[] | undefined;
  /** No weather at all: calendar, holidays, trend and the recent-load correction only. */
  weatherless?: boolean;
  /**
   * Whether the design has the dew point block (`w.dewPoint` must answer): (DP + DP^2 + DP^3) x
   * (1 + Month + Hour), DP the hourly dew point, held inside its training range.
   */
  dewPoint?: boolean;
  /** Ridge of the weather columns, relative to the mean diagonal (default {@link RIDGE_OBSERVED}, or {@link RIDGE_FORECAST} with `inputWeather`). */
  ridge?: number;
  /** Whether to fit the recent-load correction (false: the regression alone, e.g. for a year ahead). @default true */
  correction?: boolean;
}

/**
 * Fits v2 on every hour of `hours` (UTC ms, all strictly before the runs it serves) with a load
 * and the temperatures it needs; then the load correction per lead hour from daily 06:00 local
 * "process times" inside the window. `inputWeather`, when given, is the weather the regression
 * sees for each training hour (e.g. a forecast with the measured error as it would have been
 * known at that day's process time): trained on the inputs it will get, the regression weighs
 * temperature by how far a forecast of it can be trusted. The monthly ranges and the correction
 * always use observed weather `w`.
 * @throws Error when fewer hours than columns have everything the design needs
 */
export function fitV2(hours: readonly number[], load: HourlySeries, w: V2Weather, options: FitV2Options): V2Model {
  return fitV2Markets(hours, new Map([['', load]]), w, options).get('')!;
}

/**
 * {@link fitV2} for several markets on the same weather at once: the design, X'X and its Cholesky
 * factor are shared (one decomposition), each market adds its X'y, solve and correction. Hours
 * fitted: those of `hours` where every market has a finite load.
 * @throws Error when fewer hours than columns have everything the design needs
 */
export function fitV2Markets(hours: readonly number[], loads: ReadonlyMap<string, HourlySeries>, w: V2Weather, options: FitV2Options): Map<string, V2Model> {
  const weatherless = options.weatherless ?? false;
  const hasDaily = options.hasDaily && !weatherless;
  const hasDew = (options.dewPoint ?? false) && !weatherless;
  const p = weatherless ? I_TEMP : I_DAILY + (hasDaily ? PER_DAILY : 0) + (hasDew ? PER_VAR : 0);
  let dewLo = Infinity;
  let dewHi = -Infinity;
  const series = [...loads.values()];
  const xtx = new Float64Array(p * p);
  const xty = series.map(() => new Float64Array(p));
  const lo = new Float64Array(12).fill(NaN);
  const hi = new Float64Array(12).fill(NaN);
  const dailyLo = new Float64Array(12).fill(NaN);
  const dailyHi = new Float64Array(12).fill(NaN);
  const used: number[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const t of hours) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  const trend = last - first >= V2_TREND_MIN_SPAN_MS;
  const ys = new Float64Array(series.length);
  const inputs: (((t: number) => V2Weather) | undefined)[] =
    options.inputWeather === undefined ? [undefined] : typeof options.inputWeather === 'function' ? [options.inputWeather] : [...options.inputWeather];
  for (const t of hours) {
    let ok = true;
    for (let j = 0; j < series.length; j++) {
      const y = series[j]!.get(t);
      if (y === undefined || !Number.isFinite(y)) {
        ok = false;
        break;
      }
      ys[j] = y;
    }
    if (!ok) continue;
    const rows: { idx: number[]; val: number[] }[] = [];
    for (const input of inputs) {
      const row = designV2(t, input?.(t) ?? w, hasDaily, undefined, weatherless, trend, hasDew || undefined);
      if (row) rows.push(row);
    }
    if (rows.length < inputs.length) continue;
    const c = localCalendar(t);
    const m = c.month - 1;
    if (!weatherless) {
      const temp = w.hourly(t);
      if (!(lo[m]! <= temp)) lo[m] = temp;
      if (!(hi[m]! >= temp)) hi[m] = temp;
    }
    if (hasDew) {
      const d = w.dewPoint!(t);
      if (d < dewLo) dewLo = d;
      if (d > dewHi) dewHi = d;
    }
    if (hasDaily) {
      const d = w.daily!(c.day);
      if (!(dailyLo[m]! <= d)) dailyLo[m] = d;
      if (!(dailyHi[m]! >= d)) dailyHi[m] = d;
    }
    for (const { idx, val } of rows) {
      for (let a = 0; a < idx.length; a++) {
        const ia = idx[a]!;
        const va = val[a]!;
        for (let j = 0; j < series.length; j++) xty[j]![ia]! += va * ys[j]!;
        const rowOff = ia * p;
        // Upper triangle only (a row's columns are distinct); mirrored below.
        for (let b = 0; b < idx.length; b++) {
          const ib = idx[b]!;
          if (ib >= ia) xtx[rowOff + ib]! += va * val[b]!;
        }
      }
    }
    used.push(t);
  }
  for (let i = 0; i < p; i++) for (let j = i + 1; j < p; j++) xtx[j * p + i] = xtx[i * p + j]!;
  const n = used.length;
  if (n < p) throw new Error(`Forecaster v2 needs at least ${p} hours with temperatures and load, got ${n}`);
  let trace = 0;
  for (let i = 0; i < p; i++) trace += xtx[i * p + i]!;
  const ridge = options.ridge ?? (options.inputWeather ? RIDGE_FORECAST : RIDGE_OBSERVED);
  // Ridge on the weather columns; a tiny one elsewhere keeps a dummy without hours from making X'X singular.
  for (let i = 0; i < p; i++) xtx[i * p + i]! += ((i >= I_TEMP ? ridge : 1e-8) * trace) / p;
  const A = new Matrix(Array.from({ length: p }, (_, i) => xtx.subarray(i * p, (i + 1) * p)));
  const chol = new CholeskyDecomposition(A);
  const out = new Map<string, V2Model>();
  [...loads.keys()].forEach((market, j) => {
    const beta = chol.solve(Matrix.columnVector(Array.from(xty[j]!))).getColumn(0);
    const model: V2Model = {
      coefficients: Float64Array.from(beta),
      columns: p,
      n,
      hasDaily,
      weatherless,
      lo,
      hi,
      dailyLo,
      dailyHi,
      trend,
      ...(hasDew ? { dewRange: { lo: dewLo, hi: dewHi } } : {}),
      correction: new Float64Array(CORRECTION_HOURS * FEATURES),
    };
    if (options.correction ?? true) model.correction = fitCorrection(model, hours, series[j]!, w, options.processHour ?? 6);
    out.set(market, model);
  });
  return out;
}

/** The regression's load at an hour (no correction), or NaN. */
export function regressionV2(model: V2Model, t: number, w: V2Weather): number {
  const row = designV2(t, w, model.hasDaily, model, model.weatherless, model.trend ?? true, model.dewRange);
  if (!row) return NaN;
  let y = 0;
  for (let a = 0; a < row.idx.length; a++) y += model.coefficients[row.idx[a]!]! * row.val[a]!;
  return y;
}

/** Hours the load correction spans (a run of 7 days starts up to 42 h after its process time). */
export const CORRECTION_HOURS = CORRECTION_DAYS * 24;
/**
 * Residual features: the mean residual of the 24 and of the 3 hours before the process time, and
 * the residual of the target's hour of day on the latest day known at the process time.
 */
/** Spans (hours before the process time) of the mean-residual features. */
const SPANS = [24, 3, 168] as const;
export const CORRECTION_FEATURES = SPANS.length + 1;
const FEATURES = CORRECTION_FEATURES;

/**
 * Recent residual features (actual - regression, MWh) before `processTime`: the mean of the 24
 * hours and of the 3 hours before it; 0 where no hour is known.
 */
export function recentResidual(model: V2Model, processTime: number, load: HourlySeries, observed: V2Weather, fitted?: (t: number) => number): number[] {
  const out: number[] = [];
  for (const span of SPANS) {
    let s = 0;
    let k = 0;
    for (let t = processTime - span * HOUR; t < processTime; t += HOUR) {
      const a = load.get(t);
      const f = fitted ? fitted(t) : regressionV2(model, t, observed);
      if (a !== undefined && Number.isFinite(a) && Number.isFinite(f)) {
        s += a - f;
        k++;
      }
    }
    out.push(k ? s / k : 0);
  }
  return out;
}

/** The latest hour before `processTime` at a whole number of days before `t`. */
const sameHourKnown = (t: number, processTime: number) => t - Math.ceil((t - processTime + 1) / (24 * HOUR)) * 24 * HOUR;

/** Lead hour (0-based, hours after the process time, the last bin beyond) of an hour. */
const leadHour = (t: number, processTime: number) => Math.min(CORRECTION_HOURS - 1, Math.max(0, Math.round((t - processTime) / HOUR) - 1));

/** Solves the k x k system `a` x = `b` (row-major, Gaussian elimination with partial pivoting); zeros when singular. */
function solveSmall(a: Float64Array, b: Float64Array, k: number): Float64Array {
  const m = Float64Array.from(a);
  const y = Float64Array.from(b);
  const scale = Math.max(...Array.from({ length: k }, (_, i) => Math.abs(m[i * k + i]!)));
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r * k + c]!) > Math.abs(m[piv * k + c]!)) piv = r;
    if (!(Math.abs(m[piv * k + c]!) > 1e-12 * scale)) return new Float64Array(k);
    if (piv !== c) {
      for (let j = 0; j < k; j++) [m[c * k + j], m[piv * k + j]] = [m[piv * k + j]!, m[c * k + j]!];
      [y[c], y[piv]] = [y[piv]!, y[c]!];
    }
    for (let r = c + 1; r < k; r++) {
      const f = m[r * k + c]! / m[c * k + c]!;
      for (let j = c; j < k; j++) m[r * k + j]! -= f * m[c * k + j]!;
      y[r]! -= f * y[c]!;
    }
  }
  const x = new Float64Array(k);
  for (let r = k - 1; r >= 0; r--) {
    let s = y[r]!;
    for (let j = r + 1; j < k; j++) s -= m[r * k + j]! * x[j]!;
    x[r] = s / m[r * k + r]!;
  }
  return x;
}

function fitCorrection(model: V2Model, hours: readonly number[], load: HourlySeries, w: V2Weather, processHour: number): Float64Array {
  const fitted = new Map<number, number>();
  for (const t of hours) fitted.set(t, regressionV2(model, t, w));
  const res = (t: number) => {
    const a = load.get(t);
    const f = fitted.get(t);
    return a === undefined || f === undefined ? NaN : a - f;
  };
  // Per lead hour: the normal equations of residual ~ features (no intercept).
  const K = FEATURES;
  const xtx = new Float64Array(CORRECTION_HOURS * K * K);
  const xty = new Float64Array(CORRECTION_HOURS * K);
  for (const p of hours) {
    if (localCalendar(p).hour !== processHour) continue;
    const recent = recentResidual(model, p, load, w, (t) => fitted.get(t) ?? NaN);
    for (let t = p + HOUR; t <= p + CORRECTION_HOURS * HOUR; t += HOUR) {
      const r = res(t);
      if (!Number.isFinite(r)) continue;
      const same = res(sameHourKnown(t, p));
      const x = [...recent, Number.isFinite(same) ? same : 0];
      const h = leadHour(t, p);
      for (let i = 0; i < K; i++) {
        xty[h * K + i]! += x[i]! * r;
        for (let j = 0; j < K; j++) xtx[h * K * K + i * K + j]! += x[i]! * x[j]!;
      }
    }
  }
  const out = new Float64Array(CORRECTION_HOURS * K);
  for (let h = 0; h < CORRECTION_HOURS; h++) out.set(solveSmall(xtx.subarray(h * K * K, (h + 1) * K * K), xty.subarray(h * K, (h + 1) * K), K), h * K);
  return out;
}

/**
 * A run of v2: load per hour of `hours` (after `processTime`), the regression on `forecastWeather`
 * (the weather as known at the process time: observed before it, forecast after) plus the load
 * correction for the residual of the 24 hours before the process time on `observedWeather`.
 */
export function forecastV2(model: V2Model, processTime: number, hours: readonly number[], load: HourlySeries, forecastWeather: V2Weather, observedWeather: V2Weather): number[] {
  const x = recentResidual(model, processTime, load, observedWeather);
  const c = model.correction;
  return hours.map((t) => {
    const h = leadHour(t, processTime) * FEATURES;
    const known = sameHourKnown(t, processTime);
    const a = load.get(known);
    const same = a !== undefined && Number.isFinite(a) ? a - regressionV2(model, known, observedWeather) : NaN;
    const xs = [...x, Number.isFinite(same) ? same : 0];
    let y = regressionV2(model, t, forecastWeather);
    for (let k = 0; k < FEATURES; k++) y += c[h + k]! * xs[k]!;
    return y;
  });
}
