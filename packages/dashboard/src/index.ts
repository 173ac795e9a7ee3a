/**
 * @loadline/dashboard: dashboards (canvas, cards, series menu, filters, share dialog). This entry
 * exports the framework-free model of the dashboard editor (spec part 1 §2-§5, §9); components
 * build on it.
 *
 * @packageDocumentation
 */
export { addSeriesToCard, cardTitle, splitSeries, tableCellCount, tableTooLargeMessage, unitControlKind } from './model/cardRules';
export type { RuleResult } from './model/cardRules';
export { copyDashboard, createDashboardValidation } from './model/copyDashboard';
export type { DashboardDialogMode, DashboardDialogValidation, DashboardDialogValues } from './model/copyDashboard';
export { startingTab } from './model/dashboardList';
export type { DashboardListTab } from './model/dashboardList';
export { SERIES_CALCULATIONS, applyDashboardAction, dashboardReducer } from './model/dashboardReducer';
export type { AppliedAction, DashboardAction, SeriesCalculation, YAxisRange } from './model/dashboardReducer';
export { resolveDashboard } from './model/resolveDashboard';
export type { DashboardArea, ResolvedDashboard } from './model/resolveDashboard';
export { defaultEditorSettings, emptyEditorState, fitToGrid, newCard } from './model/editorState';
export type { DashboardEditorState, EditorSettings, LayoutItem } from './model/editorState';
export { applyFilterDraft, filterDebounceMs, pendingFilters, roundRangeFilter } from './model/filters';
export type { PendingFilters } from './model/filters';
export { seriesToQuery } from './model/seriesToQuery';
export type { SeriesQuery, SeriesQuerySettings } from './model/seriesToQuery';
export { loadDatasource, loadDatasourceOf, mappingFor, marketColumnOf, riskDatasourceOf } from './model/dataMapping';
export type {
  DashboardDataMapping,
  DataMappingInput,
  KindColumn,
  ClusterMapping,
  LoadKind,
  LoadMapping,
  MapeMapping,
  MeterMapMapping,
  MeasureMapping,
  ResolvedSource,
  RiskMapping,
  RiskSeriesId,
  ScenarioMapping,
  WeatherKind,
  WeatherMapping,
  WeatherMeasure,
} from './model/dataMapping';
export { effectiveGrouping, planCardQueries, planDashboardQueries, unknownCardTypeText, xAxisOf } from './model/queryPlan';
export type { CardPlan, CardPlanner, CardSeriesPlan, CardXAxis, DashboardQueryPlan, PanelPlan, PlannedCard, PlannedRequest } from './model/queryPlan';
export { createDashboardEditorStore } from './model/editorStore';
export type { DashboardEditorStore, DashboardPlanResult } from './model/editorStore';
export { forecastSeriesOf, readExploreSeed, unsavedDashboardFromExplore } from './model/unsavedDashboard';
export type { ExploreSeed, UnsavedDashboard } from './model/unsavedDashboard';
export * from './texts';
export {
  DEFAULT_DROP_AXIS,
  SERIES_DRAG_TYPE,
  forecastSeries,
  loadSeries,
  loadUnitTypeOf,
  seriesSource,
  weatherSeries,
} from './model/seriesCatalog';
export type {
  CardQueryContext,
  LoadSeriesKind,
  LoadSeriesType,
  LoadUnitType,
  SeriesDragPayload,
  WeatherSeriesKind,
} from './model/seriesCatalog';
export { createRequestFromEditor, dashboardContentFromEditor, editorStateFromDashboard } from './model/persist';
export { DashboardCanvas, CANVAS_ROW_HEIGHT_PX } from './canvas/DashboardCanvas';
export type { DashboardCanvasProps } from './canvas/DashboardCanvas';
export { newId } from './editor/newId';
export {
  CARD_DRAG_HANDLE_CLASS,
  CARD_VISUALIZATIONS,
  CardRegistryProvider,
  DashboardCard,
  createCardRegistry,
  defaultCardRegistry,
  useCardData,
  useCardQueryContext,
  useCardRegistry,
} from './card';
export type {
  CardContextInput,
  CardContextState,
  CardData,
  CardRegistry,
  CardRenderProps,
  CardSeriesData,
  CardSeriesError,
  CardVisualizationDefinition,
  DashboardCardProps,
} from './card';
export { EditorLoading, MapeSidebar, SeriesPanel } from './panels';
export type { EditorLoadingProps, MapeSidebarProps, SeriesPanelProps } from './panels';
export { DateTimeControls, FiltersBar } from './controls';
export type { DashboardFilters, DateTimeControlsProps, FiltersBarProps } from './controls';
export { DashboardDialog, DeleteDashboardDialog, ShareDialog } from './dialogs';
export type { DashboardDialogProps, DashboardDialogResult, DeleteDashboardDialogProps, ShareDialogProps } from './dialogs';
export { DashboardEditor, FILTERS_APPLIED_MARK } from './editor/DashboardEditor';
export type { DashboardEditorProps } from './editor/DashboardEditor';
export { useDashboardEditor } from './editor/useDashboardEditor';
export type { DashboardControls, DashboardEditorApi, DashboardEditorOptions, EditorActionResult, EditorNotice } from './editor/useDashboardEditor';
export { DashboardActions } from './editor/DashboardActions';
export type { DashboardActionsProps, DashboardDialogKind } from './editor/DashboardActions';
export { DashboardView } from './editor/DashboardView';
export {
  AsOfDateSelect, ClusterEditor, ClusterSeriesPanel, clusterEditor, MeterInsightsEditor, MeterSeriesPanel, meterInsightsEditor, RiskEditor, RiskFilters, RiskSeriesPanel, createEditorRegistry, defaultEditorRegistry, loadForecastEditor, riskEditor,
  useRiskDistinct, useRiskMinMax,
} from './editors';
export type {
  AsOfDateSelectProps, CategoryEditorDefinition, CategoryEditorProps, EditorRegistry, RiskFiltersProps, RiskSeriesPanelProps,
} from './editors';
export {
  RISK_SERIES_LABELS, asOfDateOf, datesBeforeOf, isRiskSeries, riskSeries, riskSeriesOfCategory, withAsOfDate,
} from './model/riskSeries';
export { TEXT_ALL_METERS, meterLabel, meterSeries } from './model/meterSeries';
export { METER_MAP_CARD_TITLE, meterMapCardActions, meterMapColumn, needsMeterMapCard } from './model/meterMapCard';
export type { MeterMapConfig } from './model/meterMapCard';
export { defaultCardGrouping } from './model/defaultGrouping';
export { CLUSTER_TYPE_LABELS, clusterSeries } from './model/clusterSeries';
export type { ClusterColumns, ClusterSeriesType } from './model/clusterSeries';
export { METER_TABLE_PAGE_SIZES, meterTableRequests, meterTableRows, pageCount } from './card/meterTable/meterTableModel';
export type { MeterTablePlan, MeterTableRequest, MeterTableRow } from './card/meterTable/meterTableModel';
export { MeterTableCard, meterTableTexts, meterTableVisualization } from './card/meterTable/MeterTableCard';
export { MeterMapCard, createMeterMapVisualization, meterMapVisualization } from './card/meterMap/MeterMapCard';
export { rewoundBoundaries } from './card/meterMap/boundaries';
export type { MapBoundaries } from './card/meterMap/boundaries';
export type { MapBoundariesLoader, MeterMapOptions } from './card/meterMap/meterMapOptions';
export { withMeterCards } from './card/meterCards';
export type { DashboardViewProps } from './editor/DashboardView';
export { DashboardHeading, DashboardList, DashboardMessage, DashboardPicker } from './list';
export type { DashboardHeadingProps, DashboardListProps, DashboardMessageKind, DashboardMessageProps, DashboardPickerProps } from './list';
export { prefetchCardQueries, usePrefetchCards } from './card/cardRequests';
export { cardQueryContext, needsTimeBoundary } from './editor/queryContext';
export { selectedMarket } from './editor/selectedMarket';
export {
  ExpressionEditor,
  expressionStatus,
  expressionTexts,
  filterOptions,
  mentionQuery,
  tokensToValue,
  valueToTokens,
} from './expression';
export type { ExprToken, ExpressionEditorProps, ExpressionOption, ExpressionStatus, ExpressionValue } from './expression';
export { useDashboardPlan } from './editor/useDashboardPlan';
export type { DashboardPlan, DashboardPlanInput } from './editor/useDashboardPlan';
export {
  PerformanceEditor, PerformancePanel, ScenarioEditor, ScenarioSeriesPanel, offeredWeatherKinds, performanceEditor, scenarioEditor,
} from './editors';
export type { PerformancePanelProps } from './editors';
export {
  SCENARIO_SERIES_MARKER, isScenarioSeries, offersMeterMap, scenarioColumnsOf, scenarioSeries, scenarioSplit, scenarioSplitError,
} from './model/scenarioSeries';
export type { ScenarioColumns, ScenarioSeriesInput } from './model/scenarioSeries';
export { hourValues, runDays, runPerformance } from './model/performance';
export type { DayPerformance, HourValue, RunPerformance } from './model/performance';
export { performanceQueries } from './model/performanceQuery';
export type { PerformanceQuery, PerformanceQueryInput } from './model/performanceQuery';
