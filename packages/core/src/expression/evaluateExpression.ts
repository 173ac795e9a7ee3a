import type { ExprNode } from './parseExpression';

/**
 * Evaluation of a checked expression ({@link ExprNode}) over series of points (spec part 1 §3
 * "Calculator / calculated series", §4 "a grouped series merges its member fetches"). Our own
 * evaluator over the AST only: nothing is reachable but numbers, + - * /, unary minus and abs,
 * min, max, round.
 *
 * Alignment: an operation on two series keeps only the x values present in both (a point
 * missing from one is a gap, never a zero); a number with a series applies to each point; a
 * division by zero, or any NaN, is a gap (NaN).
 *
 * @module
 */

/** Points of a series: x ascending (epoch ms or a cyclic bucket), y the values, NaN for a gap. */
export interface SeriesPoints {
  x: Float64Array;
  y: Float64Array;
}

/** A value during evaluation: a number, or a series. */
export type ExprValue = number | SeriesPoints;

/** Thrown by {@link evaluateExpression} when a referenced series was not given. */
export class MissingSeriesError extends Error {
  readonly token: string;
  constructor(token: string) {
    super(`No data for @{${token}}`);
    this.name = 'MissingSeriesError';
    this.token = token;
  }
}

const isSeries = (v: ExprValue): v is SeriesPoints => typeof v !== 'number';

function gap(v: number): number {
  return Number.isFinite(v) ? v : Number.NaN;
}

function apply(op: '+' | '-' | '*' | '/', a: number, b: number): number {
  switch (op) {
    case '+': return gap(a + b);
    case '-': return gap(a - b);
    case '*': return gap(a * b);
    case '/': return b === 0 ? Number.NaN : gap(a / b);
  }
}

function mapSeries(s: SeriesPoints, f: (v: number) => number): SeriesPoints {
  const y = new Float64Array(s.y.length);
  for (let i = 0; i < y.length; i += 1) y[i] = gap(f(s.y[i] as number));
  return { x: s.x, y };
}

/** The points of `a` and `b` at x values present in both, combined with `f` (a merge join over ascending x). */
function zip(a: SeriesPoints, b: SeriesPoints, f: (p: number, q: number) => number): SeriesPoints {
  const xs: number[] = [];
  const ys: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.x.length && j < b.x.length) {
    const xa = a.x[i] as number;
    const xb = b.x[j] as number;
    if (xa < xb) i += 1;
    else if (xb < xa) j += 1;
    else {
      xs.push(xa);
      ys.push(gap(f(a.y[i] as number, b.y[j] as number)));
      i += 1;
      j += 1;
    }
  }
  return { x: Float64Array.from(xs), y: Float64Array.from(ys) };
}

function combine(a: ExprValue, b: ExprValue, f: (p: number, q: number) => number): ExprValue {
  if (!isSeries(a) && !isSeries(b)) return gap(f(a, b));
  if (isSeries(a) && isSeries(b)) return zip(a, b, f);
  if (isSeries(a)) return mapSeries(a, (v) => f(v, b as number));
  return mapSeries(b as SeriesPoints, (v) => f(a as number, v));
}

function roundTo(v: number, digits: number): number {
  const d = Math.max(0, Math.min(12, Math.trunc(digits)));
  const m = 10 ** d;
  return Math.round(v * m) / m;
}

/**
 * Evaluates `ast` with the points of each referenced token. A result over series is a series;
 * over numbers only, a number.
 *
 * @throws MissingSeriesError when a referenced token has no entry in `series`.
 * @example evaluateExpression(parseExpression('@{a} / @{b} * 100').ast, new Map([['a', coast], ['b', ercot]]))
 */
export function evaluateExpression(ast: ExprNode, series: ReadonlyMap<string, SeriesPoints>): ExprValue {
  switch (ast.kind) {
    case 'number':
      return ast.value;
    case 'ref': {
      const s = series.get(ast.token);
      if (!s) throw new MissingSeriesError(ast.token);
      return s;
    }
    case 'unary': {
      const v = evaluateExpression(ast.arg, series);
      return isSeries(v) ? mapSeries(v, (p) => -p) : -v;
    }
    case 'binary':
      return combine(evaluateExpression(ast.left, series), evaluateExpression(ast.right, series), (p, q) => apply(ast.op, p, q));
    case 'call': {
      const args = ast.args.map((a) => evaluateExpression(a, series));
      const [first, ...rest] = args as [ExprValue, ...ExprValue[]];
      switch (ast.fn) {
        case 'abs':
          return isSeries(first) ? mapSeries(first, Math.abs) : Math.abs(first);
        case 'round': {
          const digits = typeof rest[0] === 'number' ? rest[0] : 0;
          return isSeries(first) ? mapSeries(first, (v) => roundTo(v, digits)) : roundTo(first, digits);
        }
        case 'min':
        case 'max': {
          const pick = ast.fn === 'min' ? Math.min : Math.max;
          return rest.reduce<ExprValue>((acc, v) => combine(acc, v, (p, q) => (Number.isNaN(p) || Number.isNaN(q) ? Number.NaN : pick(p, q))), first);
        }
      }
    }
  }
}
