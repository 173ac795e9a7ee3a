import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression, type SeriesPoints } from './evaluateExpression';
import { formatExpression, parseExpression, type ExprNode } from './parseExpression';

/** Random expressions over the tokens a, b, c: numbers, + - * /, unary minus, abs, min, max, round. */
const exprArb: fc.Arbitrary<ExprNode> = fc.letrec<{ e: ExprNode }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: -50, max: 50 }).map((value): ExprNode => ({ kind: 'number', value })),
    fc.constantFrom('a', 'b', 'c').map((token): ExprNode => ({ kind: 'ref', token })),
    fc.record({ op: fc.constantFrom('+', '-', '*', '/') as fc.Arbitrary<'+' | '-' | '*' | '/'>, left: tie('e'), right: tie('e') }).map((r): ExprNode => ({ kind: 'binary', ...r })),
    tie('e').map((arg): ExprNode => ({ kind: 'unary', op: '-', arg })),
    tie('e').map((arg): ExprNode => ({ kind: 'call', fn: 'abs', args: [arg] })),
    fc.tuple(tie('e'), tie('e')).map(([x, y]): ExprNode => ({ kind: 'call', fn: 'max', args: [x, y] })),
    fc.tuple(tie('e'), tie('e')).map(([x, y]): ExprNode => ({ kind: 'call', fn: 'min', args: [x, y] })),
  ),
})).e;

/** A direct computation of `node` at one x, from the values of a, b, c there (NaN for a gap). */
function direct(node: ExprNode, v: Record<string, number>): number {
  const g = (n: number) => (Number.isFinite(n) ? n : Number.NaN);
  switch (node.kind) {
    case 'number': return node.value;
    case 'ref': return v[node.token] ?? Number.NaN;
    case 'unary': return -direct(node.arg, v);
    case 'binary': {
      const l = direct(node.left, v);
      const r = direct(node.right, v);
      if (node.op === '/') return r === 0 ? Number.NaN : g(l / r);
      return g(node.op === '+' ? l + r : node.op === '-' ? l - r : l * r);
    }
    case 'call': {
      const xs = node.args.map((a) => direct(a, v));
      if (node.fn === 'abs') return Math.abs(xs[0] as number);
      if (xs.some(Number.isNaN)) return Number.NaN;
      return node.fn === 'min' ? Math.min(...xs) : Math.max(...xs);
    }
  }
}

describe('expression language properties', () => {
  it('parsing never throws on arbitrary text: it accepts or reports why not', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      const r = parseExpression(text);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
    }), { numRuns: 2000 });
    fc.assert(fc.property(fc.stringMatching(/^[@{}()a-z0-9+\-*/,. ]{0,60}$/), (text) => {
      expect(() => parseExpression(text)).not.toThrow();
    }), { numRuns: 2000 });
  });

  it('a formatted expression parses back to the same expression', () => {
    fc.assert(fc.property(exprArb, (ast) => {
      const r = parseExpression(formatExpression(ast));
      expect(r.ok).toBe(true);
      if (r.ok) expect(formatExpression(r.ast)).toBe(formatExpression(ast));
    }), { numRuns: 500 });
  });

  it('over random aligned series, evaluation equals a direct computation at each x', () => {
    const value = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constant(0), fc.constant(Number.NaN));
    fc.assert(fc.property(exprArb, fc.array(fc.tuple(value, value, value), { minLength: 1, maxLength: 30 }), (ast, rows) => {
      const x = Float64Array.from(rows.map((_, i) => i * 3_600_000));
      const col = (k: number): SeriesPoints => ({ x, y: Float64Array.from(rows.map((r) => r[k] as number)) });
      const out = evaluateExpression(ast, new Map([['a', col(0)], ['b', col(1)], ['c', col(2)]]));
      rows.forEach((r, i) => {
        const expected = direct(ast, { a: r[0], b: r[1], c: r[2] });
        const got = typeof out === 'number' ? out : (out.y[i] as number);
        if (Number.isNaN(expected)) expect(Number.isNaN(got)).toBe(true);
        else expect(got).toBeCloseTo(expected, 6);
      });
    }), { numRuns: 500 });
  });
});
