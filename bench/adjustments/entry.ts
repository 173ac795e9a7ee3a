// What the adjustments benchmark page takes from the package: the grid, the model and the light theme.
export { AdjustmentGrid } from '../../packages/adjustments/src/components/AdjustmentGrid/AdjustmentGrid';
export { applyBulkAction } from '../../packages/adjustments/src/model/bulkAction';
export { applyPastedValues, parsePaste } from '../../packages/adjustments/src/model/parsePaste';
export { setSelected, toEditorRows, type EditorRow } from '../../packages/adjustments/src/model/editorRows';
export { lightThemeClass } from '../../packages/ui/src/theme/themes.css';
