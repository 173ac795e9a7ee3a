import type { Calculator } from '@loadline/core';

/**
 * The expression editor's model (spec part 1 §2 "Expression editor", §3 "Calculator"): the text of
 * an expression as a list of text and chips, each chip a reference `@{token}` to a series with a
 * selected option (its calculation, e.g. Sum); stored as the spec's `expression` and
 * `expressionDataIdMap`. Pure: the component renders and edits the list.
 *
 * @module
 */

/** A part of the editor's content: text, or a chip referencing a series. */
export type ExprToken =
  | { kind: 'text'; text: string }
  | { kind: 'chip'; token: string; id: string; label: string; selectedOption: string };

/** What an expression is stored as (a calculator's or a calculated series' fields). */
export type ExpressionValue = Pick<Calculator, 'expression' | 'expressionDataIdMap'>;

/** A series the '@' menu offers: its id, label and default selected option. */
export interface ExpressionOption {
  id: string;
  label: string;
  /** Selected option given to a new chip, e.g. 'Sum' for load, 'Avg' for temperature. */
  defaultOption: string;
  /** Group heading in the menu, e.g. 'Series' or 'Calculators'. @default none */
  group?: string;
}

/**
 * The stored value of a token list: chips written `@{token}`, each token mapped to its series id
 * and selected option; adjacent text joined.
 *
 * @example tokensToValue([{ kind: 'chip', token: 'a', id: 'load|actual', label: 'Stitched Actual', selectedOption: 'Sum' }, { kind: 'text', text: ' * 2' }])
 * // { expression: '@{a} * 2', expressionDataIdMap: { a: { id: 'load|actual', selectedOption: 'Sum' } } }
 */
export function tokensToValue(tokens: readonly ExprToken[]): ExpressionValue {
  let expression = '';
  const expressionDataIdMap: ExpressionValue['expressionDataIdMap'] = {};
  for (const t of tokens) {
    if (t.kind === 'text') expression += t.text;
    else {
      expression += `@{${t.token}}`;
      expressionDataIdMap[t.token] = { id: t.id, selectedOption: t.selectedOption };
    }
  }
  return { expression, expressionDataIdMap };
}

/**
 * The token list of a stored value: each `@{token}` mapped to a chip (its label from `labelOf`,
 * the id itself when unknown); a reference without a map entry stays text.
 */
export function valueToTokens(value: ExpressionValue, labelOf: (id: string) => string | undefined): ExprToken[] {
  const out: ExprToken[] = [];
  const pattern = /@\{([^{}]*)\}/g;
  let last = 0;
  for (const m of value.expression.matchAll(pattern)) {
    const entry = value.expressionDataIdMap[m[1] ?? ''];
    if (!entry) continue;
    if ((m.index ?? 0) > last) out.push({ kind: 'text', text: value.expression.slice(last, m.index) });
    out.push({ kind: 'chip', token: m[1] ?? '', id: entry.id, label: labelOf(entry.id) ?? entry.id, selectedOption: entry.selectedOption });
    last = (m.index ?? 0) + m[0].length;
  }
  if (last < value.expression.length) out.push({ kind: 'text', text: value.expression.slice(last) });
  return out;
}

/**
 * The search text of an '@' mention ending at the caret: the characters after the last '@' of
 * `before` (the text before the caret) while they hold no space or operator, else null (no
 * menu). Given the menu's labels, a search with spaces or brackets stays open while some label
 * contains it ('@coast (h' finds 'Coast (Houston) Stitched Actual'), so multi-word labels can be
 * searched; typing on past every label closes it.
 *
 * @example mentionQuery('@{a} / @Sti') // 'Sti'
 * @example mentionQuery('@{a} / ') // null
 * @example mentionQuery('@coast st', ['COAST Stitched Actual']) // 'coast st'
 */
export function mentionQuery(before: string, labels: readonly string[] = []): string | null {
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/^[^\s@{}()+\-*/,]*$/.test(query)) return query;
  if (/[@{}]/.test(query)) return null;
  const q = query.toLowerCase();
  return labels.some((l) => l.toLowerCase().includes(q)) ? query : null;
}

/** A token not used by `tokens`: 's1', 's2', ... */
export function nextToken(tokens: readonly ExprToken[]): string {
  const used = new Set(tokens.flatMap((t) => (t.kind === 'chip' ? [t.token] : [])));
  let n = 1;
  while (used.has(`s${n}`)) n += 1;
  return `s${n}`;
}

/** The options matching a search (case-insensitive, anywhere in the label), in their order. */
export function filterOptions(options: readonly ExpressionOption[], query: string): ExpressionOption[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...options] : options.filter((o) => o.label.toLowerCase().includes(q));
}
