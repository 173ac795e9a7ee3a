/**
 * Calculated series in the dashboard (spec part 1 §2 "Expression editor", §3 "Calculator"): the
 * editor of `@` expressions, its token model and the status of an expression.
 *
 * @module
 */
export { ExpressionEditor, type ExpressionEditorProps, type ExpressionStatus } from './ExpressionEditor/ExpressionEditor';
export { expressionStatus } from './expressionStatus';
export { expressionTexts } from './expressionTexts';
export {
  filterOptions,
  mentionQuery,
  nextToken,
  tokensToValue,
  valueToTokens,
  type ExprToken,
  type ExpressionOption,
  type ExpressionValue,
} from './expressionTokens';
