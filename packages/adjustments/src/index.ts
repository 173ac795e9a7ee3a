/**
 * Forecast adjustments (spec part 1 §2 "Adjustment editor", "Create adjustment"; §3, §5): the pure
 * model of the editor (calculations, bulk actions, paste parsing, version stitching, diff figures)
 * and the package's texts.
 *
 * @module
 */
export { adjustmentsTexts } from './texts';
export { applyCalculation } from './model/applyCalculation';
export { applyBulkAction, bulkActionProblems, type BulkAction } from './model/bulkAction';
export { applyPastedValues, parsePaste, PASTE_PRECISION, roundTo, type ParsedPaste, type ParsePasteOptions } from './model/parsePaste';
export { editedPoints, isEdited, stitchVersion, type ForecastInterval } from './model/stitchVersion';
export { diffFigures, type DiffFigures, type Peak } from './model/diffFigures';
