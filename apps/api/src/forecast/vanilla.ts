import { CholeskyDecomposition, Matrix, SingularValueDecomposition } from 'ml-matrix';
import { localCalendar } from './calendar';

/**
 * The GEFCom2012 vanilla benchmark (Hong, Pinson and Fan 2014, "Global Energy Forecasting
 * Competition 2012", Int. J. Forecasting 30(2)): one multiple linear regression
 *
 *   Load ~ Trend + Month + Weekday*Hour + T + T^2 + T^3 + T*Month + T^2*Month + T^3*Month
 *          + T*Hour + T^2*Hour + T^3*Hour
 *
 * with Month, Weekday and Hour as class (dummy) variables on the local calendar, Trend a linear
 * time count and T the hourly temperature. Month, hour and weekday-hour use treatment coding
 * (January, hour 0 and Sunday hour 0 are the baselines), so the design has 285 columns.
 *
 * Numerics: temperature enters as (T - 60 degF) / 20 and the trend in years from 2016-01-01, so
 * the normal equations X'X b = X'y stay well scaled; X'X is accumulated from each row's 13
 * non-zero entries and solved with ml-matrix (Cholesky, or the SVD least-squares solution when a
 * dummy has no hours in a short training window).
 *
 * Extrapolation: the temperature terms are cubic and interact with the month, so a temperature
 * beyond what a month saw in training sends the polynomial far off (a forecast of 101.8 degF on a
 * December afternoon, 25 degF above any December hour of 2016-2020, gave the ERCOT total 115,836
 * MW). A model therefore keeps each calendar month's training temperature range and predicts with
 * the temperature held inside it ({@link predictVanilla}): beyond the range the load stays at the
 * range's edge, as flat extrapolation.
 */

/** Columns of the design matrix. */
export const VANILLA_COLUMNS = 285;
const TREND0 = Date.UTC(2016, 0, 1);
const YEAR_MS = 365.25 * 86_400_000;
const I_TREND = 1;
const I_MONTH = 2; // 11 columns, months 2..12
const I_WDH = 13; // 167 columns, weekday*24+hour 1..167
const I_T = 180; // T, T^2, T^3
const I_TM = 183; // 3 x 11
const I_TH = 216; // 3 x 23

/** One training or scoring hour. */
export interface VanillaRow {
  /** Interval start, UTC epoch ms. */
  t: number;
  /** Temperature, degF. */
  temperature: number;
}

/** Indices and values of the non-zero design entries of one hour. */
export function designRow(row: VanillaRow, tz?: string): { idx: number[]; val: number[] } {
  const c = localCalendar(row.t, tz);
  const x = (row.temperature - 60) / 20;
  const tk = [x, x * x, x * x * x];
  const idx = [0, I_TREND];
  const val = [1, (row.t - TREND0) / YEAR_MS];
  if (c.month > 1) {
    idx.push(I_MONTH + c.month - 2);
    val.push(1);
  }
  const wdh = c.weekday * 24 + c.hour;
  if (wdh > 0) {
    idx.push(I_WDH + wdh - 1);
    val.push(1);
  }
  for (let k = 0; k < 3; k++) {
    idx.push(I_T + k);
    val.push(tk[k]!);
    if (c.month > 1) {
      idx.push(I_TM + k * 11 + c.month - 2);
      val.push(tk[k]!);
    }
    if (c.hour > 0) {
      idx.push(I_TH + k * 23 + c.hour - 1);
      val.push(tk[k]!);
    }
  }
  return { idx, val };
}

/** A fitted vanilla model. */
export interface VanillaModel {
  /** 285 coefficients in design order. */
  coefficients: Float64Array;
  /** Hours used in the fit. */
  n: number;
  /**
   * Lowest and highest training temperature (degF) per local calendar month (index 0 = January);
   * NaN for a month without training hours. Predictions hold temperature inside this range.
   */
  monthRange?: { lo: Float64Array; hi: Float64Array };
  /**
   * First and last training hour (UTC ms). A model trained on less than two years holds its trend
   * inside this span: one year cannot tell growth from season, and extrapolating that trend sent
   * a one-year model's next-year backcast a third below the lowest actual hour.
   */
  span?: [number, number];
}

/** Training span below which the trend is held inside it, ms (two years). */
export const TREND_MIN_SPAN_MS = 2 * 365 * 86_400_000;

/** The temperature a model predicts with: `temperature` held inside the month's training range (degF). */
export function heldTemperature(model: VanillaModel, month: number, temperature: number): number {
  const range = model.monthRange;
  if (!range) return temperature;
  const lo = range.lo[month - 1]!;
  const hi = range.hi[month - 1]!;
  if (Number.isNaN(lo) || Number.isNaN(hi)) return temperature;
  return Math.min(hi, Math.max(lo, temperature));
}

/**
 * Accumulated normal equations X'X and X'y of the vanilla design. Hours are added in time order;
 * {@link NormalEquations.solve} can be called at any point, so one pass over the history serves
 * every training window that ends later (the monthly long-term runs).
 */
export class NormalEquations {
  readonly xtx = new Float64Array(VANILLA_COLUMNS * VANILLA_COLUMNS);
  readonly xty = new Float64Array(VANILLA_COLUMNS);
  /** Hours added. */
  n = 0;
  /** First and last hour added (UTC ms). */
  first = Infinity;
  last = -Infinity;
  /** Training temperature range per local month (degF), index 0 = January. */
  readonly lo = new Float64Array(12).fill(NaN);
  readonly hi = new Float64Array(12).fill(NaN);
  constructor(private readonly tz?: string) {}

  /** Adds one hour; hours without a finite temperature (degF) or load are skipped. */
  add(row: VanillaRow & { load: number }): void {
    if (!Number.isFinite(row.temperature) || !Number.isFinite(row.load)) return;
    const p = VANILLA_COLUMNS;
    const { idx, val } = designRow(row, this.tz);
    const m = localCalendar(row.t, this.tz).month - 1;
    if (row.t < this.first) this.first = row.t;
    if (row.t > this.last) this.last = row.t;
    if (!(this.lo[m]! <= row.temperature)) this.lo[m] = row.temperature;
    if (!(this.hi[m]! >= row.temperature)) this.hi[m] = row.temperature;
    for (let a = 0; a < idx.length; a++) {
      const ia = idx[a]!;
      const va = val[a]!;
      this.xty[ia]! += va * row.load;
      for (let b = 0; b < idx.length; b++) this.xtx[ia * p + idx[b]!]! += va * val[b]!;
    }
    this.n++;
  }

  /**
   * Least-squares coefficients: Cholesky on X'X when it is positive definite, else the SVD
   * solution (minimum-norm, for dummies with no hours in the window).
   * @throws Error when fewer hours than columns were added
   */
  solve(): VanillaModel {
    const p = VANILLA_COLUMNS;
    if (this.n < p) throw new Error(`Vanilla model needs at least ${p} hours with temperature and load, got ${this.n}`);
    const A = new Matrix(Array.from({ length: p }, (_, i) => this.xtx.subarray(i * p, (i + 1) * p)));
    const b = Matrix.columnVector(Array.from(this.xty));
    const chol = new CholeskyDecomposition(A);
    const solution = chol.isPositiveDefinite() ? chol.solve(b) : new SingularValueDecomposition(A, { autoTranspose: true }).solve(b);
    return {
      coefficients: Float64Array.from(solution.getColumn(0)),
      n: this.n,
      monthRange: { lo: this.lo.slice(), hi: this.hi.slice() },
      span: [this.first, this.last],
    };
  }
}

/**
 * Fits the vanilla model by least squares on the normal equations.
 * @param rows hours with temperature (degF) and load (MWh); hours with a missing value are skipped
 * @throws Error when fewer hours than columns remain
 */
export function fitVanilla(rows: Iterable<VanillaRow & { load: number }>, tz?: string): VanillaModel {
  const eq = new NormalEquations(tz);
  for (const r of rows) eq.add(r);
  return eq.solve();
}

/**
 * Predicted load (same unit as the training load) per hour; NaN where the temperature is missing.
 * The temperature is held inside its month's training range ({@link heldTemperature}); a model
 * trained on less than two years also holds its trend inside its training span.
 */
export function predictVanilla(model: VanillaModel, rows: VanillaRow[], tz?: string): number[] {
  return rows.map((r) => {
    if (!Number.isFinite(r.temperature)) return NaN;
    const temperature = heldTemperature(model, localCalendar(r.t, tz).month, r.temperature);
    const { idx, val } = designRow({ t: r.t, temperature }, tz);
    const span = model.span;
    if (span && span[1] - span[0] < TREND_MIN_SPAN_MS) {
      // idx[1] is the trend column (designRow puts it second).
      const held = Math.min(span[1], Math.max(span[0], r.t));
      val[1] = (held - TREND0) / YEAR_MS;
    }
    let y = 0;
    for (let a = 0; a < idx.length; a++) y += model.coefficients[idx[a]!]! * val[a]!;
    return y;
  });
}

