import { describe, expect, it } from 'vitest';
import { DashboardEditor } from '../editor/DashboardEditor';
import { createEditorRegistry, defaultEditorRegistry } from './editorRegistry';
import { PerformanceEditor } from './performance/PerformanceEditor';
import { RiskEditor } from './risk/RiskEditor';
import { ScenarioEditor } from './scenario/ScenarioEditor';

describe('editor registry', () => {
  it('opens forecast and meter load dashboards in the load forecast editor and risk dashboards in the risk editor', () => {
    for (const c of ['shortTermForecast', 'longTermForecast', 'loadDisagg']) expect(defaultEditorRegistry.get(c)?.component).toBe(DashboardEditor);
    for (const c of ['nop', 'supplyAndMarkToMarket']) expect(defaultEditorRegistry.get(c)?.component).toBe(RiskEditor);
  });

  it('opens scenario dashboards in the scenario editor and short-term performance dashboards in the performance editor', () => {
    expect(defaultEditorRegistry.get('scenarioAnalysis')?.component).toBe(ScenarioEditor);
    expect(defaultEditorRegistry.get('shortTermPerformance')?.component).toBe(PerformanceEditor);
  });

  it('has no editor for a category it does not read (the unsupported-category message is shown)', () => {
    expect(defaultEditorRegistry.get('somethingElse')).toBeUndefined();
  });

  it('lets a later definition take a category', () => {
    const Mine = () => null;
    const registry = createEditorRegistry([]).with({ id: 'a', categories: ['nop'], component: RiskEditor }).with({ id: 'b', categories: ['nop', 'x'], component: Mine });
    expect(registry.get('nop')?.id).toBe('b');
    expect(registry.get('x')?.component).toBe(Mine);
    expect(registry.list().map((d) => d.id)).toEqual(['a', 'b']);
  });
});
