import { describe, expect, it } from 'vitest';
import { evaluateExpression, MissingSeriesError, type SeriesPoints } from './evaluateExpression';
import { expressionUnit } from './expressionUnit';
import { formatExpression, parseExpression } from './parseExpression';

const pts = (x: number[], y: number[]): SeriesPoints => ({ x: Float64Array.from(x), y: Float64Array.from(y) });
const parsed = (text: string) => {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error);
  return p;
};

describe('parseExpression', () => {
  it('reads numbers, + - * /, parentheses, unary minus, references and the four functions', () => {
    const p = parsed('round(abs(-@{coast} / @{ercot}) * 100, 2) + max(@{a b}, 1.5e3, min(2, 3))');
    expect(p.references).toEqual(['coast', 'ercot', 'a b']);
    expect(formatExpression(p.ast)).toBe('round(abs(-@{coast} / @{ercot}) * 100, 2) + max(@{a b}, 1500, min(2, 3))');
    expect(formatExpression(parsed('@{a} - (@{b} - @{c})').ast)).toBe('@{a} - (@{b} - @{c})');
  });

  it('refuses everything else with a reason, and never throws', () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['@coast', /@\{series\}/],
      ['@{}', /names no series/],
      ['coast + 1', /Unknown name "coast"/],
      ['@{a} ^ 2', /Unsupported operator "\^"/],
      ['@{a} == 2', /Unsupported operator "=="/],
      ['"text"', /Unsupported value/],
      ['sqrt(@{a})', /Unknown function "sqrt"/],
      ['abs(@{a}, 2)', /abs takes one value/],
      ['max(@{a})', /max takes two or more values/],
      ['round(@{a}, @{b})', /digits of round/],
      ['@{a} @{b}', /operator is missing/],
      ['constructor.constructor("x")()', /Unknown|Unsupported/],
      ['(((1)', /./],
      [`${'abs('.repeat(80)}1${')'.repeat(80)}`, /nested deeper/],
      [`${'('.repeat(3000)}1${')'.repeat(900)}`, /./],
    ];
    for (const [text, error] of cases) {
      const r = parseExpression(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatch(error);
    }
  });
});

describe('evaluateExpression', () => {
  it('aligns two series on the x values both hold: a missing point is a gap, not a zero', () => {
    const a = pts([1, 2, 3, 4], [10, 20, 30, 40]);
    const b = pts([2, 3, 5], [2, 0, 5]);
    const out = evaluateExpression(parsed('@{a} / @{b}').ast, new Map([['a', a], ['b', b]])) as SeriesPoints;
    expect(Array.from(out.x)).toEqual([2, 3]);
    expect(out.y[0]).toBe(10);
    expect(Number.isNaN(out.y[1])).toBe(true); // 30 / 0: a gap
  });

  it('applies a number to each point and computes a share in percent', () => {
    const coast = pts([1, 2], [12_000, 15_000]);
    const ercot = pts([1, 2], [60_000, 75_000]);
    const out = evaluateExpression(parsed('@{coast} / @{ercot} * 100').ast, new Map([['coast', coast], ['ercot', ercot]])) as SeriesPoints;
    expect(Array.from(out.y)).toEqual([20, 20]);
    expect(evaluateExpression(parsed('round(2 / 3, 2)').ast, new Map())).toBe(0.67);
    expect(Array.from((evaluateExpression(parsed('max(@{a}, 15)').ast, new Map([['a', pts([1, 2], [10, 20])]])) as SeriesPoints).y)).toEqual([15, 20]);
  });

  it('names the series it has no data for', () => {
    expect(() => evaluateExpression(parsed('@{a} + 1').ast, new Map())).toThrow(MissingSeriesError);
  });
});

describe('expressionUnit', () => {
  const refs = (t: string) => ({
    load: { type: 'power load' as const, label: 'Stitched Actual' },
    backcast: { type: 'power load' as const, label: 'Backcast' },
    temp: { type: 'temperature' as const, label: 'Houston Actual Temperature' },
  })[t];
  it('derives kWh + kWh = kWh, kWh / kWh = dimensionless, kWh * number = kWh', () => {
    expect(expressionUnit(parsed('@{load} + @{backcast}').ast, refs)).toEqual({ ok: true, type: 'power load' });
    expect(expressionUnit(parsed('@{load} / @{backcast} * 100').ast, refs)).toEqual({ ok: true, type: 'dimensionless' });
    expect(expressionUnit(parsed('@{load} * 1.05').ast, refs)).toEqual({ ok: true, type: 'power load' });
    expect(expressionUnit(parsed('2 * 3').ast, refs)).toEqual({ ok: true, type: 'dimensionless' });
  });
  it('refuses kWh + degF naming both series, and products of two units', () => {
    expect(expressionUnit(parsed('@{load} + @{temp}').ast, refs)).toEqual({ ok: false, error: 'Houston Actual Temperature does not share units with Stitched Actual' });
    expect(expressionUnit(parsed('@{load} * @{temp}').ast, refs).ok).toBe(false);
    expect(expressionUnit(parsed('1 / @{load}').ast, refs).ok).toBe(false);
    expect(expressionUnit(parsed('max(@{load}, @{temp})').ast, refs).ok).toBe(false);
  });
});
