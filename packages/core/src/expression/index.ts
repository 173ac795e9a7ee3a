/**
 * The calculated-series language (spec part 1 §1-§5): parse, evaluate, derive the unit.
 *
 * @module
 */
export {
  EXPRESSION_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  formatExpression,
  parseExpression,
  type ExprNode,
  type ExpressionFunction,
  type ParsedExpression,
} from './parseExpression';
export { MissingSeriesError, evaluateExpression, type ExprValue, type SeriesPoints } from './evaluateExpression';
export { expressionUnit, type ExpressionUnitResult, type ReferencedUnit } from './expressionUnit';
