/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scenarioColumnsOf, scenarioSeries } from '../../model/scenarioSeries';
import { offeredWeatherKinds, ScenarioSeriesPanel } from './ScenarioSeriesPanel';
import { SCENARIO_FIXTURE_CONFIG, SCENARIO_FIXTURE_MAPPING, scenarioMemoryDatasources } from './scenarioStoryFixture';

function setup() {
  const adapter = createMemoryAdapter({ datasources: { ...fixtureDatasources(), ...scenarioMemoryDatasources() } });
  const onAddSeries = vi.fn();
  render(
    <LoadlineProvider adapter={adapter}>
      <ScenarioSeriesPanel config={SCENARIO_FIXTURE_CONFIG} market={null} mapping={SCENARIO_FIXTURE_MAPPING} cards={[{ id: 'c1', title: 'Load' }]} onAddSeries={onAddSeries} />
    </LoadlineProvider>,
  );
  return { onAddSeries, user: userEvent.setup() };
}

describe('ScenarioSeriesPanel (spec part 1 §2 "Scenario dashboard")', () => {
  it('lists the datasource\'s scenarios and items and adds a scenario series to a card', async () => {
    const { onAddSeries, user } = setup();
    expect(screen.getByRole('heading', { name: 'Data series' })).toBeVisible();
    const scenarios = screen.getByRole('group', { name: 'Scenarios' });
    await within(scenarios).findByRole('checkbox', { name: 'Observed weather' });
    expect(within(scenarios).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.closest('label')?.textContent)).toEqual(['Cold (-3 degF)', 'Hot (+3 degF)', 'Observed weather']);
    expect(within(scenarios).getByRole('checkbox', { name: 'Cold (-3 degF)' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Add Load Cold (-3 degF) to a card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Load — Primary axis' }));
    const columns = scenarioColumnsOf(SCENARIO_FIXTURE_CONFIG, SCENARIO_FIXTURE_MAPPING.scenario);
    expect(onAddSeries).toHaveBeenCalledExactlyOnceWith('c1', scenarioSeries({ item: 'Load', scenarios: ['Cold (-3 degF)'] }, columns, SCENARIO_FIXTURE_MAPPING.scenario), 'primary_axis');
    expect(screen.getByRole('button', { name: 'Add Temperature Cold (-3 degF) to a card' })).toBeVisible();
    // No meter id column: no Type choice.
    expect(screen.queryByRole('radiogroup', { name: 'Type' })).toBeNull();
  });

  it('refuses a Group by on a series of several scenarios in the spec\'s words', async () => {
    const { user } = setup();
    const scenarios = screen.getByRole('group', { name: 'Scenarios' });
    await user.click(await within(scenarios).findByRole('checkbox', { name: 'Hot (+3 degF)' }));
    expect(await screen.findByRole('button', { name: 'Add Load to a card' })).toBeVisible();
    await user.click(screen.getByLabelText('Group by'));
    await user.click(await screen.findByRole('option', { name: 'Market' }));
    expect(await screen.findByText('Dataseries cannot have more than one group')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Add Load .* to a card/ })).toBeNull();
  });

  it('offers the weather kinds the weather datasource holds (the fixture: Actual only)', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Add Houston Actual Temperature to a card' })).toBeVisible();
    // Once the weather datasource's kinds are read, only the kinds it holds stay.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /Houston (Forecast|Backcast|Normals) Temperature/ })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Add Houston Actual Temperature to a card' })).toBeVisible();
    const kinds = { column: 'series', values: { Actual: 'actual', Forecast: 'forecast', Normals: 'normal', Backcast: 'backcast' } };
    expect(offeredWeatherKinds(kinds, ['actual', 'normal', 'forecast'])).toEqual(['Actual', 'Forecast', 'Normals']);
    expect(offeredWeatherKinds(kinds, null)).toEqual(['Actual', 'Forecast', 'Backcast', 'Normals']);
    expect(offeredWeatherKinds(undefined, null)).toEqual(['Actual']);
  });
});
