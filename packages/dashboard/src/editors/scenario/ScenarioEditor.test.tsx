/// <reference types="@testing-library/jest-dom/vitest" />
import type { ConfigItem } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';
import { ToastProvider } from '@loadline/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDashboardEditor } from '../../editor/useDashboardEditor';
import { emptyEditorState, type DashboardEditorState } from '../../model/editorState';
import { ScenarioEditor } from './ScenarioEditor';
import { SCENARIO_FIXTURE_CONFIG, SCENARIO_FIXTURE_MAPPING, scenarioMemoryDatasources } from './scenarioStoryFixture';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const WITH_MAP: ConfigItem = {
  ...SCENARIO_FIXTURE_CONFIG,
  dynamicColumnsConfig: { meterIdColumn: 'meterId' },
  scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', meterIdColumn: 'meterId', hasMeterMap: true },
};

function Harness({ config, onState }: { config: ConfigItem; onState: (s: DashboardEditorState) => void }) {
  const empty = emptyEditorState('Scenarios', 'America/Chicago');
  const editor = useDashboardEditor({ config, mapping: SCENARIO_FIXTURE_MAPPING, dashboard: null, initial: { ...empty, settings: { ...empty.settings, from: fixed('2019-07-08'), to: fixed('2019-07-09') } } });
  onState(editor.state);
  return <ScenarioEditor editor={editor} />;
}

function setup(config: ConfigItem) {
  let state: DashboardEditorState | null = null;
  render(
    <ToastProvider>
      <LoadlineProvider adapter={createMemoryAdapter({ datasources: { ...fixtureDatasources(), ...scenarioMemoryDatasources() } })}>
        <Harness config={config} onState={(s) => { state = s; }} />
      </LoadlineProvider>
    </ToastProvider>,
  );
  return { state: () => state as DashboardEditorState | null, user: userEvent.setup() };
}

describe('ScenarioEditor (spec part 1 §2 "optional Meter Map card")', () => {
  it('appends one Meter Map card when the scenario config has a meter map, and adds it back on demand', async () => {
    const { state, user } = setup(WITH_MAP);
    await waitFor(() => expect(state()?.cards.map((c) => c.visualization)).toEqual(['MeterMap']));
    // The Type choice appears with the meter id column.
    expect(await screen.findByRole('radiogroup', { name: 'Type' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Meter Map' })).toBeNull();
    const cardId = state()?.cards[0]?.id ?? '';
    expect(document.querySelector(`section[data-card-id="${cardId}"]`)).not.toBeNull();
    // Removed, the 'Add Meter Map' button adds it back (never a second one on its own).
    await user.click(screen.getByRole('button', { name: 'Card actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /Remove|Delete/ }));
    await waitFor(() => expect(state()?.cards).toEqual([]));
    await user.click(await screen.findByRole('button', { name: 'Add Meter Map' }));
    await waitFor(() => expect(state()?.cards.map((c) => c.visualization)).toEqual(['MeterMap']));
  });

  it('appends no Meter Map card without hasMeterMap', async () => {
    const { state } = setup(SCENARIO_FIXTURE_CONFIG);
    expect(await screen.findByRole('heading', { name: 'Data series' })).toBeVisible();
    await waitFor(() => expect(state()?.cards).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Add Meter Map' })).toBeNull();
  });
});
