import type { Card } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fixtureCard } from '../../card/cardFixtures';
import { useDashboardEditor } from '../../editor/useDashboardEditor';
import { emptyEditorState, type DashboardEditorState } from '../../model/editorState';
import { scenarioColumnsOf, scenarioSeries } from '../../model/scenarioSeries';
import { ScenarioEditor } from './ScenarioEditor';
import { SCENARIO_FIXTURE_CONFIG, SCENARIO_FIXTURE_MAPPING, scenarioMemoryDatasources } from './scenarioStoryFixture';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const columns = scenarioColumnsOf(SCENARIO_FIXTURE_CONFIG, SCENARIO_FIXTURE_MAPPING.scenario);

/** COAST load under the three weather scenarios (grouped by scenario), hourly, MWh. */
const LOAD_CARD: Card = fixtureCard({
  id: 'scenario-load',
  title: 'COAST load by scenario',
  group: 'Hourly',
  dataSeries: [scenarioSeries({ item: 'Load', scenarios: ['Cold (-3 degF)', 'Hot (+3 degF)', 'Observed weather'] }, columns, SCENARIO_FIXTURE_MAPPING.scenario)],
  typeUnits: { primary_axis: 'MWh' },
  legendPosition: 'bottom',
  layout: { x: 0, y: 0, w: 12, h: 4 },
});

function scenarioState(cards: Card[]): DashboardEditorState {
  const empty = emptyEditorState('COAST weather scenarios, July 2019', 'America/Chicago');
  return { ...empty, cards, settings: { ...empty.settings, from: fixed('2019-07-08'), to: fixed('2019-07-10') } };
}

function ScenarioStory({ initial }: { initial: DashboardEditorState }) {
  const editor = useDashboardEditor({ config: SCENARIO_FIXTURE_CONFIG, mapping: SCENARIO_FIXTURE_MAPPING, dashboard: null, initial });
  return <ScenarioEditor editor={editor} />;
}

/**
 * The scenario editor (scenarioAnalysis) over the memory adapter: COAST load and Houston
 * temperature of July 2019 under observed weather and ±3 degF (the load moved by the fitted
 * sensitivity; see scenarioStoryFixture.ts). The Data series panel lists the scenarios and the
 * items Load and Temperature; the weather section offers the kinds the weather fixture holds.
 */
const meta: Meta<typeof ScenarioStory> = {
  title: 'dashboard/ScenarioEditor',
  component: ScenarioStory,
  args: { initial: scenarioState([LOAD_CARD]) },
  decorators: [
    (Story) => {
      const [adapter] = useState(() => createMemoryAdapter({ datasources: { ...fixtureDatasources(), ...scenarioMemoryDatasources() } }));
      return <LoadlineProvider adapter={adapter}><Story /></LoadlineProvider>;
    },
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** One card of the load under the three scenarios. */
export const Scenarios: Story = {};
export const ScenariosDark: Story = { ...dark };

/** A new scenario dashboard: no card yet, the Data series panel ready. */
export const Empty: Story = { args: { initial: scenarioState([]) } };
export const EmptyDark: Story = { ...Empty, ...dark };
