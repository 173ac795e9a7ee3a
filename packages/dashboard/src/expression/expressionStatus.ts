import { expressionUnit, parseExpression, type SeriesType } from '@loadline/core';
import type { ExpressionStatus } from './ExpressionEditor/ExpressionEditor';
import { expressionTexts as t } from './expressionTexts';
import type { ExpressionValue } from './expressionTokens';

/**
 * The state of an expression for its editor's border and message (spec part 1 §2 "The border is
 * green when valid, red when invalid, neutral when empty"): parsed with core's language, every
 * chip resolved to a known series, units checked ('{label} does not share units with {label}').
 *
 * @example expressionStatus({ expression: '@{s1} + @{s2}', expressionDataIdMap }, seriesById) // { state: 'invalid', message: '... does not share units with ...' }
 */
export function expressionStatus(value: ExpressionValue, seriesById: (id: string) => { type: SeriesType; label: string } | undefined): ExpressionStatus & { type?: SeriesType } {
  if (value.expression.trim() === '') return { state: 'empty', message: t.empty };
  const parsed = parseExpression(value.expression);
  if (!parsed.ok) return { state: 'invalid', message: parsed.error };
  const unit = expressionUnit(parsed.ast, (token) => {
    const entry = value.expressionDataIdMap[token];
    return entry ? seriesById(entry.id) : undefined;
  });
  if (!unit.ok) return { state: 'invalid', message: unit.error };
  if (parsed.references.length === 0) return { state: 'invalid', message: 'Add a series with @' };
  return { state: 'valid', message: t.valid, type: unit.type === 'power demand' ? 'power load' : unit.type };
}
