import jsep from 'jsep';

/**
 * The calculated-series language (spec part 1 §1 "Users define calculated series with an
 * expression editor", §2 "Expression editor", §3 "Calculator / calculated series"): numbers,
 * + - * /, parentheses, unary minus, references `@{token}` to series (the token is a key of the
 * calculator's `expressionDataIdMap`), and the functions abs, min, max and round. Parsed by jsep
 * (a maintained expression parser) into its AST, then checked and turned into {@link ExprNode};
 * nothing else of jsep's grammar (members, strings, comparisons, calls of other names) is
 * accepted, and nothing is ever evaluated but these nodes.
 *
 * @module
 */

/** Functions of the language: abs(x), min(a, b, ...), max(a, b, ...), round(x[, digits]). */
export const EXPRESSION_FUNCTIONS = ['abs', 'min', 'max', 'round'] as const;
/** A function of the language. */
export type ExpressionFunction = (typeof EXPRESSION_FUNCTIONS)[number];

/** A node of a checked expression. */
export type ExprNode =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; token: string }
  | { kind: 'unary'; op: '-'; arg: ExprNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: ExprNode; right: ExprNode }
  | { kind: 'call'; fn: ExpressionFunction; args: ExprNode[] };

/** What {@link parseExpression} gives: the checked AST and the tokens it references, or why the text is invalid. */
export type ParsedExpression =
  | { ok: true; ast: ExprNode; references: string[] }
  | { ok: false; error: string };

/** Longest expression text accepted (the dashboard schema's limit). */
export const MAX_EXPRESSION_LENGTH = 4000;
/** Deepest nesting accepted (a guard against stack exhaustion). */
export const MAX_EXPRESSION_DEPTH = 64;

const REFERENCE = /@\{([^{}]*)\}/g;
const FUNCTIONS: ReadonlySet<string> = new Set(EXPRESSION_FUNCTIONS);
const BINARY: ReadonlySet<string> = new Set(['+', '-', '*', '/']);

class Invalid extends Error {}

/**
 * Parses and checks an expression. Never throws: invalid text comes back with the reason (an
 * empty expression, an incomplete or empty reference, an unknown name or function, a string,
 * an operator outside + - * /, too long or too deep).
 *
 * @example parseExpression('@{coast} / @{ercot} * 100') // { ok: true, references: ['coast', 'ercot'], ast: ... }
 * @example parseExpression('@{coast} ^ 2') // { ok: false, error: 'Unsupported operator "^"' }
 */
export function parseExpression(text: string): ParsedExpression {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, error: 'The expression is empty' };
  if (text.length > MAX_EXPRESSION_LENGTH) return { ok: false, error: `The expression is longer than ${MAX_EXPRESSION_LENGTH} characters` };
  const tokens: string[] = [];
  const placeholders = new Map<string, string>();
  const substituted = text.replace(REFERENCE, (_, token: string) => {
    let name = placeholders.get(token);
    if (name === undefined) {
      name = `__ref${placeholders.size}`;
      placeholders.set(token, name);
    }
    return ` ${name} `;
  });
  if (substituted.includes('@')) return { ok: false, error: 'A reference must be written @{series}' };
  for (const token of placeholders.keys()) if (token.trim() === '') return { ok: false, error: 'A reference names no series' };
  const byPlaceholder = new Map([...placeholders].map(([token, name]) => [name, token]));
  let tree: jsep.Expression;
  try {
    tree = jsep(substituted);
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message.replace(/__ref\d+/g, 'a reference') : 'The expression cannot be read' };
  }
  try {
    const ast = convert(tree, byPlaceholder, tokens, 0);
    return { ok: true, ast, references: [...new Set(tokens)] };
  } catch (e) {
    return { ok: false, error: e instanceof Invalid ? e.message : 'The expression cannot be read' };
  }
}

function convert(node: jsep.Expression, refs: ReadonlyMap<string, string>, tokens: string[], depth: number): ExprNode {
  if (depth > MAX_EXPRESSION_DEPTH) throw new Invalid(`The expression is nested deeper than ${MAX_EXPRESSION_DEPTH} levels`);
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Invalid(`Unsupported value ${String((node as jsep.Literal).raw)}`);
      return { kind: 'number', value };
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      const token = refs.get(name);
      if (token === undefined) throw new Invalid(FUNCTIONS.has(name) ? `${name} needs arguments: ${name}(...)` : `Unknown name "${name}": write series as @{series}`);
      tokens.push(token);
      return { kind: 'ref', token };
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const arg = convert(u.argument, refs, tokens, depth + 1);
      if (u.operator === '+') return arg;
      if (u.operator === '-') return { kind: 'unary', op: '-', arg };
      throw new Invalid(`Unsupported operator "${u.operator}"`);
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      if (!BINARY.has(b.operator)) throw new Invalid(`Unsupported operator "${b.operator}"`);
      return { kind: 'binary', op: b.operator as '+' | '-' | '*' | '/', left: convert(b.left, refs, tokens, depth + 1), right: convert(b.right, refs, tokens, depth + 1) };
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      const name = c.callee.type === 'Identifier' ? (c.callee as jsep.Identifier).name : '';
      if (!FUNCTIONS.has(name)) throw new Invalid(`Unknown function "${name || 'expression'}": use ${EXPRESSION_FUNCTIONS.join(', ')}`);
      const fn = name as ExpressionFunction;
      const args = c.arguments.map((a) => convert(a, refs, tokens, depth + 1));
      if ((fn === 'abs' && args.length !== 1) || (fn === 'round' && (args.length < 1 || args.length > 2)) || ((fn === 'min' || fn === 'max') && args.length < 2)) {
        throw new Invalid(fn === 'abs' ? 'abs takes one value' : fn === 'round' ? 'round takes a value and optional digits' : `${fn} takes two or more values`);
      }
      if (fn === 'round' && args[1] && args[1].kind !== 'number') throw new Invalid('The digits of round must be a number');
      return { kind: 'call', fn, args };
    }
    case 'Compound':
      throw new Invalid('Write one expression (an operator is missing)');
    default:
      throw new Invalid(`Unsupported syntax (${node.type})`);
  }
}

/**
 * The text of an expression with its references written `@{token}`, normalised (as the editor
 * stores it).
 *
 * @example formatExpression(parsed.ast) // '@{coast} / @{ercot} * 100'
 */
export function formatExpression(node: ExprNode): string {
  const prec = (n: ExprNode) => (n.kind === 'binary' ? (n.op === '+' || n.op === '-' ? 1 : 2) : 3);
  const wrap = (n: ExprNode, min: number) => (prec(n) < min ? `(${formatExpression(n)})` : formatExpression(n));
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'ref':
      return `@{${node.token}}`;
    case 'unary':
      return `-${wrap(node.arg, 3)}`;
    case 'call':
      return `${node.fn}(${node.args.map(formatExpression).join(', ')})`;
    case 'binary': {
      const p = prec(node);
      // Right operands of - and / (and any of equal precedence) keep their parentheses.
      return `${wrap(node.left, p)} ${node.op} ${wrap(node.right, p + 1)}`;
    }
  }
}
