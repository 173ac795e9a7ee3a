import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { localCalendar } from './calendar';
import { isFederalHoliday } from './holidays';
import type { HourlySeries } from './inputs';

/**
 * Reference forecaster v2: the GEFCom2012 vanilla regression (`vanilla.ts`) with the recency
 * effect of Wang, Liu and Hong (2016, "Electric load forecasting with recency effect: a big data
 * approach", Int. J. Forecasting 32(3)), federal holidays and, where a station has them, the
 * zone's own daily temperatures; plus the recent load.
 *
 *   Load ~ Trend + Month + Weekday*Hour + Holiday*Hour
 *          + sum over v in {T, T(-1h), T(-2h), T(-3h), T24, T48} of (v + v^2 + v^3) * (1 + Month + Hour)
 *          [+ (D + D^2 + D^3) * (1 + Month), D = the zone station's daily temperature of the local day]
 *
 * T24 is the mean temperature of the 24 hours before the hour, T48 of the 24 before those (daily
 * moving averages). Recent load enters as a correction: forecast = regression + a(d) * r, with r
 * the mean residual of the 24 hours before the process time (actual minus regression) and a(d)
 * one least-squares coefficient per lead day d, fitted on the training window's own days.
 *
 * Numerics as v1: temperatures scaled (T - 60) / 20, trend in years from 2016; X'X accumulated
 * from each hour's ~50 non-zero entries, solved by Cholesky with a tiny ridge (1e-8 of the mean
 * diagonal) so a dummy without hours in the window cannot make it singular. Temperatures are held
 * inside each month's training range, as in v1, so no cubic term extrapolates.
 */

const TREND0 = Date.UTC(2016, 0, 1);
const YEAR_MS = 365.25 * 86_400_000;
const HOUR = 3_600_000;
/** Lags (hours) of the lagged temperatures. */
const LAGS = [0, 1, 2, 3] as const;
/** Temperature variables: the lags, then T24 and T48. */
const TEMP_VARS = LAGS.length + 2;
const I_MONTH = 2;
const I_WDH = 13;
const I_HOL = 180;
const I_TEMP = 204;
/** Columns per temperature variable: 3 powers x (1 + 11 months + 23 hours). */
const PER_VAR = 3 * 35;
const I_DAILY = I_TEMP + TEMP_VARS * PER_VAR;
/** Columns of the daily block: 3 powers x (1 + 11 months). */
const PER_DAILY = 3 * 12;

/** Lead days the load correction spans (a run of 7 days starts up to 42 h after its process time). */
export const CORRECTION_DAYS = 9;

/** Where a v2 model reads its temperatures. */
export interface V2Weather {
  /** Hourly temperature at an hour start (UTC ms), degF; NaN when missing. */
  hourly: (t: number) => number;
  /** The zone station's daily temperature of a local day (YYYY-MM-DD), degF; absent when the zone has none. */
  daily?: ((day: string) => number) | undefined;
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
  /** Load correction per lead day (see the module comment). */
  correction: Float64Array;
}

const clampTo = (x: number, lo: number, hi: number) => (Number.isNaN(lo) ? x : Math.min(hi, Math.max(lo, x)));

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
): { idx: number[]; val: number[] } | null {
  const vars = weatherless ? [] : tempVars(t, w);
  if (!vars) return null;
  const c = localCalendar(t);
  const m = c.month - 1;
  let daily = NaN;
  if (hasDaily) {
    daily = w.daily?.(c.day) ?? NaN;
    if (!Number.isFinite(daily)) return null;
    if (range) daily = clampTo(daily, range.dailyLo[m]!, range.dailyHi[m]!);
  }
  const idx = [0, 1];
  const val = [1, (t - TREND0) / YEAR_MS];
  if (c.month > 1) {
    idx.push(I_MONTH + c.month - 2);
    val.push(1);
  }
  const wdh = c.weekday * 24 + c.hour;
  if (wdh > 0) {
    idx.push(I_WDH + wdh - 1);
    val.push(1);
  }
  if (isFederalHoliday(c.day)) {
    idx.push(I_HOL + c.hour);
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
    const x = (daily - 60) / 20;
    let p = 1;
    for (let k = 0; k < 3; k++) {
      p *= x;
      const b = I_DAILY + k * 12;
      idx.push(b);
      val.push(p);
      if (c.month > 1) {
        idx.push(b + c.month - 1);
        val.push(p);
      }
    }
  }
  return { idx, val };
}

/**
 * Fits v2 on every hour of `hours` (UTC ms, all strictly before the runs it serves) with a load
 * and the temperatures it needs; then the load correction per lead day from daily 06:00 local
 * "process times" inside the window. `inputWeather`, when given, is the weather the regression
 * sees for each training hour (e.g. a forecast with the measured error as it would have been
 * known at that day's process time): trained on the inputs it will get, the regression weighs
 * temperature by how far a forecast of it can be trusted. The monthly ranges and the correction
 * always use observed weather `w`.
 * @throws Error when fewer hours than columns have everything the design needs
 */
export function fitV2(
  hours: readonly number[],
  load: HourlySeries,
  w: V2Weather,
  options: { hasDaily: boolean; processHour?: number; inputWeather?: (t: number) => V2Weather; weatherless?: boolean },
): V2Model {
  const weatherless = options.weatherless ?? false;
  const p = weatherless ? I_TEMP : I_DAILY + (options.hasDaily ? PER_DAILY : 0);
  const xtx = new Float64Array(p * p);
  const xty = new Float64Array(p);
  const lo = new Float64Array(12).fill(NaN);
  const hi = new Float64Array(12).fill(NaN);
  const dailyLo = new Float64Array(12).fill(NaN);
  const dailyHi = new Float64Array(12).fill(NaN);
  let n = 0;
  for (const t of hours) {
    const y = load.get(t);
    if (y === undefined || !Number.isFinite(y)) continue;
    const row = designV2(t, options.inputWeather?.(t) ?? w, options.hasDaily && !weatherless, undefined, weatherless);
    if (!row) continue;
    const c = localCalendar(t);
    const m = c.month - 1;
    const temp = weatherless ? NaN : w.hourly(t);
    if (!(lo[m]! <= temp)) lo[m] = temp;
    if (!(hi[m]! >= temp)) hi[m] = temp;
    if (options.hasDaily) {
      const d = w.daily!(c.day);
      if (!(dailyLo[m]! <= d)) dailyLo[m] = d;
      if (!(dailyHi[m]! >= d)) dailyHi[m] = d;
    }
    const { idx, val } = row;
    for (let a = 0; a < idx.length; a++) {
      const ia = idx[a]!;
      const va = val[a]!;
      xty[ia]! += va * y;
      const rowOff = ia * p;
      for (let b = 0; b < idx.length; b++) xtx[rowOff + idx[b]!]! += va * val[b]!;
    }
    n++;
  }
  if (n < p) throw new Error(`Forecaster v2 needs at least ${p} hours with temperatures and load, got ${n}`);
  let trace = 0;
  for (let i = 0; i < p; i++) trace += xtx[i * p + i]!;
  const ridge = (1e-8 * trace) / p;
  for (let i = 0; i < p; i++) xtx[i * p + i]! += ridge;
  const A = new Matrix(Array.from({ length: p }, (_, i) => xtx.subarray(i * p, (i + 1) * p)));
  const chol = new CholeskyDecomposition(A);
  const beta = chol.solve(Matrix.columnVector(Array.from(xty))).getColumn(0);
  const model: V2Model = {
    coefficients: Float64Array.from(beta),
    columns: p,
    n,
    hasDaily: options.hasDaily && !weatherless,
    weatherless,
    lo,
    hi,
    dailyLo,
    dailyHi,
    correction: new Float64Array(CORRECTION_DAYS),
  };
  model.correction = fitCorrection(model, hours, load, w, options.processHour ?? 6);
  return model;
}

/** The regression's load at an hour (no correction), or NaN. */
export function regressionV2(model: V2Model, t: number, w: V2Weather): number {
  const row = designV2(t, w, model.hasDaily, model, model.weatherless);
  if (!row) return NaN;
  let y = 0;
  for (let a = 0; a < row.idx.length; a++) y += model.coefficients[row.idx[a]!]! * row.val[a]!;
  return y;
}

/** Mean residual (actual - regression, MWh) of the 24 hours before `processTime`; 0 when none is known. */
export function recentResidual(model: V2Model, processTime: number, load: HourlySeries, observed: V2Weather): number {
  let s = 0;
  let k = 0;
  for (let t = processTime - 24 * HOUR; t < processTime; t += HOUR) {
    const a = load.get(t);
    const f = regressionV2(model, t, observed);
    if (a !== undefined && Number.isFinite(a) && Number.isFinite(f)) {
      s += a - f;
      k++;
    }
  }
  return k ? s / k : 0;
}

/** Lead day (0-based, 24 h bins after the process time) of an hour. */
const leadDay = (t: number, processTime: number) => Math.min(CORRECTION_DAYS - 1, Math.max(0, Math.floor((t - processTime) / (24 * HOUR))));

function fitCorrection(model: V2Model, hours: readonly number[], load: HourlySeries, w: V2Weather, processHour: number): Float64Array {
  const fitted = new Map<number, number>();
  for (const t of hours) fitted.set(t, regressionV2(model, t, w));
  const res = (t: number) => {
    const a = load.get(t);
    const f = fitted.get(t);
    return a === undefined || f === undefined ? NaN : a - f;
  };
  const sxy = new Float64Array(CORRECTION_DAYS);
  const sxx = new Float64Array(CORRECTION_DAYS);
  for (const p of hours) {
    if (localCalendar(p).hour !== processHour) continue;
    let s = 0;
    let k = 0;
    for (let t = p - 24 * HOUR; t < p; t += HOUR) {
      const r = res(t);
      if (Number.isFinite(r)) {
        s += r;
        k++;
      }
    }
    if (k < 12) continue;
    const r0 = s / k;
    for (let t = p + HOUR; t <= p + CORRECTION_DAYS * 24 * HOUR; t += HOUR) {
      const r = res(t);
      if (!Number.isFinite(r)) continue;
      const d = leadDay(t, p);
      sxy[d]! += r0 * r;
      sxx[d]! += r0 * r0;
    }
  }
  return Float64Array.from(sxy, (v, d) => (sxx[d]! > 0 ? v / sxx[d]! : 0));
}

/**
 * A run of v2: load per hour of `hours` (after `processTime`), the regression on `forecastWeather`
 * (the weather as known at the process time: observed before it, forecast after) plus the load
 * correction for the residual of the 24 hours before the process time on `observedWeather`.
 */
export function forecastV2(model: V2Model, processTime: number, hours: readonly number[], load: HourlySeries, forecastWeather: V2Weather, observedWeather: V2Weather): number[] {
  const r = recentResidual(model, processTime, load, observedWeather);
  return hours.map((t) => regressionV2(model, t, forecastWeather) + model.correction[leadDay(t, processTime)]! * r);
}
