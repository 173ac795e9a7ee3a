import type { UnitType } from '../units/unitCatalogue';
import type { ExprNode } from './parseExpression';

/**
 * The unit of a calculated series, derived from its expression and checked (spec part 1 §3
 * "Calculator / calculated series": a calculator has a unit; §5 "{label} does not share units
 * with {label}"). Member series are evaluated in the base unit of their unit type (kWh, therm,
 * degF...), so: kWh + kWh is kWh, kWh / kWh is dimensionless, kWh * 2 is kWh, kWh + degF is an
 * error naming both series. A number added to a series keeps its unit. The calculator's explicit
 * unit, when set, overrides what is derived here.
 *
 * @module
 */

/** A series a token references, as the unit check sees it: its unit type and its label (for messages). */
export interface ReferencedUnit {
  type: UnitType;
  label: string;
}

/** What {@link expressionUnit} gives: the unit type of the result, or why the units do not fit. */
export type ExpressionUnitResult = { ok: true; type: UnitType } | { ok: false; error: string };

type Kind = { type: UnitType | 'number'; label: string };

class UnitMismatch extends Error {}

function sharesWith(a: Kind, b: Kind): Kind {
  if (a.type === 'number') return b;
  if (b.type === 'number') return a;
  if (a.type !== b.type) throw new UnitMismatch(`${b.label} does not share units with ${a.label}`);
  return a;
}

function kindOf(node: ExprNode, refs: (token: string) => ReferencedUnit | undefined): Kind {
  switch (node.kind) {
    case 'number':
      return { type: 'number', label: String(node.value) };
    case 'ref': {
      const r = refs(node.token);
      if (!r) throw new UnitMismatch(`No series for @{${node.token}}`);
      return { type: r.type, label: r.label };
    }
    case 'unary':
      return kindOf(node.arg, refs);
    case 'call': {
      const kinds = node.args.map((a) => kindOf(a, refs));
      if (node.fn === 'abs' || node.fn === 'round') return kinds[0] as Kind;
      return kinds.reduce((acc, k) => sharesWith(acc, k));
    }
    case 'binary': {
      const a = kindOf(node.left, refs);
      const b = kindOf(node.right, refs);
      if (node.op === '+' || node.op === '-') return sharesWith(a, b);
      const plain = (k: Kind) => k.type === 'number' || k.type === 'dimensionless';
      if (node.op === '*') {
        if (plain(a)) return b.type === 'number' && a.type === 'dimensionless' ? a : b;
        if (plain(b)) return a;
        throw new UnitMismatch(`${a.label} cannot be multiplied by ${b.label}: the unit of the product is not known`);
      }
      if (plain(b)) return a.type === 'number' && b.type === 'dimensionless' ? b : a;
      if (a.type === b.type) return { type: 'dimensionless', label: `${a.label} / ${b.label}` };
      throw new UnitMismatch(plain(a) ? `${a.label} cannot be divided by ${b.label}: the unit of the quotient is not known` : `${a.label} cannot be divided by ${b.label}: their units differ`);
    }
  }
}

/**
 * The unit type of the result of `ast`, given the unit type and label of each referenced token.
 *
 * @example expressionUnit(parseExpression('@{a} / @{b} * 100').ast, refs) // { ok: true, type: 'dimensionless' }
 * @example expressionUnit(parseExpression('@{load} + @{temp}').ast, refs) // { ok: false, error: 'Houston Actual Temperature does not share units with Stitched Actual' }
 */
export function expressionUnit(ast: ExprNode, refs: (token: string) => ReferencedUnit | undefined): ExpressionUnitResult {
  try {
    const k = kindOf(ast, refs);
    return { ok: true, type: k.type === 'number' ? 'dimensionless' : k.type };
  } catch (e) {
    if (e instanceof UnitMismatch) return { ok: false, error: e.message };
    throw e;
  }
}
