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
export { holidayOn, nercHolidays } from './model/holidays';
export {
  applyCalcEdit, calcLabel, filterRows, hourBounds, isEmptyFilter, parseCalcInput, setSelected, toEditorRows, toPoints,
  type CalcEdit, type DayType, type EditorRow, type RowFilter,
} from './model/editorRows';
export { ADJUSTMENT_CSV_COLUMNS, adjustmentCsv, csvNumber, isoWithOffset, tsvOf } from './model/adjustmentCsv';
export { AdjustmentGrid, type AdjustmentGridProps } from './components/AdjustmentGrid/AdjustmentGrid';
export { BulkActionDialog, type BulkActionDialogProps } from './components/EditorDialogs/BulkActionDialog';
export { PasteDialog, type PasteDialogProps } from './components/EditorDialogs/PasteDialog';
export { SaveDialog, type SaveDialogProps } from './components/EditorDialogs/SaveDialog';
export { AdjustmentEditor, type AdjustmentEditorProps } from './components/AdjustmentEditor/AdjustmentEditor';
export { useAdjustmentEditor, type AdjustmentEditorState, type SaveReason } from './components/AdjustmentEditor/useAdjustmentEditor';
