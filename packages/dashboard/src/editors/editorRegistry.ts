import { DashboardEditor } from '../editor/DashboardEditor';
import { ClusterEditor } from './cluster/ClusterEditor';
import { MeterInsightsEditor } from './meters/MeterInsightsEditor';
import { PerformanceEditor } from './performance/PerformanceEditor';
import { RiskEditor } from './risk/RiskEditor';
import { ScenarioEditor } from './scenario/ScenarioEditor';
import type { CategoryEditorDefinition, EditorRegistry } from './editorTypes';

/**
 * The editor registry (spec part 1 §2 "Dashboard editor (general)", "Dashboard categories"): which
 * editor opens a dashboard of each category, so new editors plug in without editing a switch. A
 * category no editor claims shows the spec's unsupported-category message instead of an editor
 * that cannot read its data. Hosts extend it with `defaultEditorRegistry.with(definition)` and
 * pass it to `DashboardView`'s `editors`.
 *
 * @module
 */

/**
 * A registry of the given definitions; a later definition takes the categories it names from an
 * earlier one.
 *
 * @example const registry = createEditorRegistry([{ id: 'risk', categories: ['nop'], component: RiskEditor }]);
 */
export function createEditorRegistry(definitions: readonly CategoryEditorDefinition[]): EditorRegistry {
  const byCategory = new Map<string, CategoryEditorDefinition>();
  for (const d of definitions) for (const c of d.categories) byCategory.set(c, d);
  return {
    get: (category) => byCategory.get(category),
    list: () => definitions,
    with: (...more) => createEditorRegistry([...definitions, ...more]),
  };
}

/** The load forecast editor: short- and long-term forecast dashboards and meter-level load (loadDisagg). */
export const loadForecastEditor: CategoryEditorDefinition = {
  id: 'loadForecast',
  categories: ['shortTermForecast', 'longTermForecast', 'loadDisagg'],
  component: DashboardEditor,
};

/** The risk editor: nop and supplyAndMarkToMarket dashboards. */
export const riskEditor: CategoryEditorDefinition = { id: 'risk', categories: ['nop', 'supplyAndMarkToMarket'], component: RiskEditor };

/** The meter insights editor: dataInsights dashboards. */
export const meterInsightsEditor: CategoryEditorDefinition = { id: 'meterInsights', categories: ['dataInsights'], component: MeterInsightsEditor };

/** The cluster editor: clusterAnalysis dashboards. */
export const clusterEditor: CategoryEditorDefinition = { id: 'cluster', categories: ['clusterAnalysis'], component: ClusterEditor };

/** The scenario editor: scenarioAnalysis dashboards. */
export const scenarioEditor: CategoryEditorDefinition = { id: 'scenario', categories: ['scenarioAnalysis'], component: ScenarioEditor };

/** The short-term performance editor: shortTermPerformance dashboards. */
export const performanceEditor: CategoryEditorDefinition = { id: 'performance', categories: ['shortTermPerformance'], component: PerformanceEditor };

/** The built-in editors: load forecast, risk, meter insights, cluster analysis, scenario analysis and short-term performance. */
export const defaultEditorRegistry: EditorRegistry = createEditorRegistry([loadForecastEditor, riskEditor, meterInsightsEditor, clusterEditor, scenarioEditor, performanceEditor]);
