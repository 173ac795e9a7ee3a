/**
 * The dashboard editor's left panel, metrics sidebar and loading placeholder (spec part 1 §2
 * "Dashboard editor (general)", "Load forecast editor").
 *
 * @module
 */
export { SeriesPanel, formatProcessTime, type SeriesPanelProps } from './SeriesPanel';
export { SeriesItem, type SeriesItemProps } from './SeriesItem';
export { StationPicker, searchStations, type StationPickerProps } from './StationPicker';
export {
  PREVIOUS_FORECAST_COUNT, addTargets, forecastRuns, forecastRunsParams, type AddTarget, type ForecastRuns,
} from './forecastMenu';
export { MapeSidebar, type MapeSidebarProps } from './MapeSidebar';
export { formatMape, mapeValues, type MapeValues } from './mapeQuery';
export { EditorLoading, type EditorLoadingProps } from './EditorLoading';
export { CalculatorPanel, calculatorTexts, type CalculatorPanelProps } from './CalculatorPanel';
