/**
 * @loadline/dashboard: dashboards for a host's own backend (spec part 1 §2-§5, §9): the editor and
 * the read-only view, the list, the canvas and its cards, the framework-free editor store, the data
 * mapping that says how the backend holds each series, and the card and category-editor registries
 * a host extends. Only what a host uses is exported (pinned by etc/index.exports.txt); the model's
 * internals (rules, reducer, planner steps, panels of the built-in editors) are not.
 *
 * @packageDocumentation
 */

// The editor: component, hook, framework-free store and what they hand out.
export { DashboardEditor } from './editor/DashboardEditor';
export type { DashboardEditorProps } from './editor/DashboardEditor';
export { useDashboardEditor } from './editor/useDashboardEditor';
export type { DashboardControls, DashboardEditorApi, DashboardEditorOptions, EditorActionResult, EditorNotice } from './editor/useDashboardEditor';
export { createDashboardEditorStore } from './model/editorStore';
export type { DashboardEditorStore, DashboardPlanResult } from './model/editorStore';
export type { DashboardAction } from './model/dashboardReducer';
export { emptyEditorState } from './model/editorState';
export type { DashboardEditorState, EditorSettings, LayoutItem } from './model/editorState';
export { createRequestFromEditor, dashboardContentFromEditor, editorStateFromDashboard } from './model/persist';
export { resolveDashboard } from './model/resolveDashboard';
export type { DashboardArea, ResolvedDashboard } from './model/resolveDashboard';
export { DashboardActions } from './editor/DashboardActions';
export type { DashboardActionsProps, DashboardDialogKind } from './editor/DashboardActions';

// The read-only view, the canvas, the list and the dialogs.
export { DashboardView } from './editor/DashboardView';
export type { DashboardViewProps } from './editor/DashboardView';
export { DashboardCanvas } from './canvas/DashboardCanvas';
export type { DashboardCanvasProps } from './canvas/DashboardCanvas';
export { DashboardHeading, DashboardList, DashboardMessage, DashboardPicker } from './list';
export type { DashboardHeadingProps, DashboardListProps, DashboardMessageKind, DashboardMessageProps, DashboardPickerProps } from './list';
export { DashboardDialog, DeleteDashboardDialog, ShareDialog } from './dialogs';
export type { DashboardDialogProps, DashboardDialogResult, DeleteDashboardDialogProps, ShareDialogProps } from './dialogs';
export { DateTimeControls, FiltersBar } from './controls';
export type { DashboardFilters, DateTimeControlsProps, FiltersBarProps } from './controls';
export { EditorLoading, MapeSidebar, SeriesPanel } from './panels';
export type { EditorLoadingProps, MapeSidebarProps, SeriesPanelProps } from './panels';

// The data mapping.
export { endOfDataRequest, loadDatasourceOf, mappingFor } from './model/dataMapping';
export type {
  ClusterMapping,
  DashboardDataMapping,
  DataMappingInput,
  KindColumn,
  LoadKind,
  LoadMapping,
  MapeMapping,
  MapeScopeMapping,
  MeasureMapping,
  MeterMapMapping,
  ResolvedSource,
  RiskMapping,
  RiskSeriesId,
  ScenarioMapping,
  WeatherKind,
  WeatherMapping,
  WeatherMeasure,
} from './model/dataMapping';

// Series a host adds to a card itself.
export { forecastSeries, loadSeries, weatherSeries } from './model/seriesCatalog';
export type { CardQueryContext, LoadSeriesKind, LoadSeriesType, LoadUnitType, WeatherSeriesKind } from './model/seriesCatalog';
export { meterSeries } from './model/meterSeries';
export { riskSeries } from './model/riskSeries';

// Cards: the registry a host extends with its own card types, and the meter cards.
export {
  CARD_DRAG_HANDLE_CLASS,
  CardRegistryProvider,
  DashboardCard,
  createCardRegistry,
  defaultCardRegistry,
  useCardData,
  useCardRegistry,
} from './card';
export type {
  CardData,
  CardRegistry,
  CardRenderProps,
  CardSeriesData,
  CardSeriesError,
  CardVisualizationDefinition,
  DashboardCardProps,
} from './card';
export { meterTableVisualization } from './card/meterTable/MeterTableCard';
export { createMeterMapVisualization, meterMapVisualization } from './card/meterMap/MeterMapCard';
export { rewoundBoundaries } from './card/meterMap/boundaries';
export type { MapBoundaries } from './card/meterMap/boundaries';
export type { MapBoundariesLoader, MeterMapOptions } from './card/meterMap/meterMapOptions';
export { withMeterCards } from './card/meterCards';

// The plan: one per dashboard, and its prefetch before the first render.
export type { CardPlan, CardPlanner, CardSeriesPlan, CardXAxis, DashboardQueryPlan, PanelPlan, PlannedCard, PlannedRequest } from './model/queryPlan';
export { useDashboardPlan } from './editor/useDashboardPlan';
export type { DashboardPlan, DashboardPlanInput } from './editor/useDashboardPlan';
export { prefetchCardQueries, usePrefetchCards } from './card/cardRequests';
export { cardQueryContext, needsTimeBoundary } from './editor/queryContext';
export { useDataBounds, type DataBoundsState } from './editor/useDataBounds';
// The side panels' part of the one plan: a host that lays out its own page plans the MAPE sidebar
// and the performance panel with these, passes them as the store's (or useDashboardPlan's)
// `panels` under these ids, and hands each panel its plan.
export { MAPE_PANEL, PERFORMANCE_PANEL, mapeHorizonOfConfig, planMapePanel, planPerformancePanel } from './model/panelPlans';
export type { MapePanelInput } from './model/panelPlans';
export type { PerformanceQueryInput } from './model/performanceQuery';
export { PerformancePanel } from './editors/performance/PerformancePanel';
export type { PerformancePanelProps } from './editors/performance/PerformancePanel';

// Category editors: the registry a host extends, and the built-in editors to compose it from.
export {
  clusterEditor, createEditorRegistry, defaultEditorRegistry, loadForecastEditor, meterInsightsEditor, performanceEditor, riskEditor, scenarioEditor,
} from './editors';
export type { CategoryEditorDefinition, CategoryEditorProps, EditorRegistry } from './editors';
