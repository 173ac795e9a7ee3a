/**
 * Editors per dashboard category and their registry (spec part 1 §2).
 *
 * @module
 */
export { clusterEditor, createEditorRegistry, defaultEditorRegistry, loadForecastEditor, meterInsightsEditor, performanceEditor, riskEditor, scenarioEditor } from './editorRegistry';
export { ClusterEditor } from './cluster/ClusterEditor';
export { ClusterSeriesPanel } from './cluster/ClusterSeriesPanel';
export { MeterInsightsEditor } from './meters/MeterInsightsEditor';
export { MeterSeriesPanel } from './meters/MeterSeriesPanel';
export type { CategoryEditorDefinition, CategoryEditorProps, EditorRegistry } from './editorTypes';
export { RiskEditor } from './risk/RiskEditor';
export { AsOfDateSelect, type AsOfDateSelectProps } from './risk/AsOfDateSelect';
export { RiskFilters, type RiskFiltersProps } from './risk/RiskFilters';
export { RiskSeriesPanel, type RiskSeriesPanelProps } from './risk/RiskSeriesPanel';
export { useRiskDistinct, useRiskMinMax } from './risk/riskCalls';
export { ScenarioEditor } from './scenario/ScenarioEditor';
export { ScenarioSeriesPanel, offeredWeatherKinds } from './scenario/ScenarioSeriesPanel';
export { PerformanceEditor } from './performance/PerformanceEditor';
export { PerformancePanel, type PerformancePanelProps } from './performance/PerformancePanel';
