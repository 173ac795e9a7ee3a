/**
 * Forecast adjustments (spec part 1 §2 "Adjustment editor", "Create adjustment"; §3, §5): the pure
 * model of the editor (calculations, bulk actions, paste parsing, version stitching, diff figures),
 * the adjustment list, the Create adjustment form and the package's texts.
 *
 * @module
 */
export { adjustmentsTexts } from './texts';
export { applyCalculation } from './model/applyCalculation';
export { applyBulkAction, bulkActionProblems, type BulkAction } from './model/bulkAction';
export { applyPastedValues, parsePaste, PASTE_PRECISION, roundTo, type ParsedPaste, type ParsePasteOptions } from './model/parsePaste';
export { editedPoints, isEdited, stitchVersion, type ForecastInterval } from './model/stitchVersion';
export { diffFigures, type DiffFigures, type Peak } from './model/diffFigures';
export {
  ADJUSTMENT_LIST_TABS, appendPage, EMPTY_PAGES, hasMorePages, nextPageSkip, type AdjustmentListTab, type AdjustmentPages,
} from './model/adjustmentListPaging';
export { AdjustmentList, type AdjustmentListProps } from './components/AdjustmentList/AdjustmentList';
export { useAdjustmentList, type AdjustmentListOptions, type AdjustmentListState } from './components/AdjustmentList/useAdjustmentList';
export {
  forecastKey, parseForecastParam, toCreateAdjustmentRequest, validateCreateAdjustment,
  type AdjustableForecast, type CreateAdjustmentErrors, type CreateAdjustmentField, type CreateAdjustmentValues,
} from './model/createAdjustmentForm';
export { CreateAdjustment, type CreateAdjustmentProps } from './components/CreateAdjustment/CreateAdjustment';
export { useCreateAdjustment, type CreateAdjustmentOptions, type CreateAdjustmentState } from './components/CreateAdjustment/useCreateAdjustment';
