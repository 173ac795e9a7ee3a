import type { Card, ConfigItem } from '@loadline/core';
import { FIXTURE_LOAD_FORECAST_CONFIG, ercotForecastMapeRows } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { CardFixtureProvider, JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from '../card/cardFixtures';
import { dashboardReducer } from '../model/dashboardReducer';
import { emptyEditorState, type DashboardEditorState } from '../model/editorState';
import { DashboardEditor } from './DashboardEditor';

/**
 * The newest process time of the reference forecaster's COAST runs that the fixture holds MAPE
 * rows for (2021-12-23T12:00:00Z). The fixture has the run's MAPE, not its hourly values, so no
 * card draws it; in the portal the process time comes from a forecast series on a card.
 */
const MAPE_RUN = ercotForecastMapeRows()
  .filter((r) => r.market === 'COAST')
  .map((r) => String(r.processTime))
  .sort()
  .at(-1) ?? null;

/** Combo: COAST Stitched Actual (MWh) on the primary axis, Houston actual temperature (degF) on the secondary axis. */
const COMBO_CARD: Card = fixtureCard({
  id: 'card-combo',
  title: 'COAST load and weather',
  visualization: 'MultiAxis',
  dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }],
  typeUnits: { primary_axis: 'MWh', secondary_axis: 'degF' },
  shouldYAxisStartAtDataRange: { primary_axis: false, secondary_axis: true },
  legendPosition: 'bottom',
  layout: { x: 0, y: 0, w: 12, h: 4 },
});

/** Table: the same two series per hour, paged. */
const TABLE_CARD: Card = fixtureCard({
  id: 'card-table',
  title: 'Hourly values',
  visualization: 'Table',
  dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }],
  typeUnits: { primary_axis: 'MWh', secondary_axis: 'degF' },
  layout: { x: 0, y: 4, w: 12, h: 4 },
});

/** Editor state of a July 2019 load forecast dashboard: market COAST, America/Chicago, fixed dates July 1-7. */
function julyState(cards: Card[], isHourEndingSelected: boolean): DashboardEditorState {
  const empty = emptyEditorState('COAST load forecast July 2019', JULY_CONTEXT.timezone);
  return {
    ...empty,
    cards,
    filters: [...JULY_CONTEXT.filters],
    settings: { ...empty.settings, isHourEndingSelected, from: JULY_CONTEXT.from, to: JULY_CONTEXT.to },
  };
}

interface EditorStoryProps {
  /** Config item of the dashboard. */
  config: ConfigItem;
  /** The editor's starting state; changes go through the editor's reducer. */
  initial: DashboardEditorState;
  /** Process time shown in the MAPE sidebar. */
  processTime: string | null;
}

/** The editor as a page holds it: state in `useReducer(dashboardReducer)`. */
function EditorStory({ config, initial, processTime }: EditorStoryProps) {
  const [state, dispatch] = useReducer(dashboardReducer, initial);
  return <DashboardEditor config={config} state={state} dispatch={dispatch} forecast={processTime ? { processTime, market: null } : null} />;
}

/**
 * The dashboard editor over the memory adapter's real fixtures (`@loadline/core/testing`): the
 * short-term load forecast config (`ercot-power-short-term`: datasource `ercot_load`, filter
 * Market, weather stations by short name), market COAST, July 1-7 2019 in America/Chicago. Cards
 * draw ERCOT native load (MWh per hour) and Houston temperature (NREL NSRDB, degF); the MAPE
 * sidebar shows the reference forecaster's COAST run of 2021-12-23 12:00 UTC. Drag a series from
 * the left panel onto a card axis, or use its '+' button.
 */
const meta: Meta<typeof EditorStory> = {
  title: 'dashboard/DashboardEditor',
  component: EditorStory,
  args: { config: FIXTURE_LOAD_FORECAST_CONFIG, initial: julyState([COMBO_CARD, TABLE_CARD], false), processTime: MAPE_RUN },
  decorators: [(Story) => <CardFixtureProvider><Story /></CardFixtureProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Two cards (Combo and Table), hour beginning, the MAPE of the chosen run in the sidebar. */
export const LoadForecast: Story = {};
export const LoadForecastDark: Story = { ...dark };

/** The same dashboard read in hour ending (HE1-HE24): tables and tooltips label each hour by its end. */
export const HourEnding: Story = { args: { initial: julyState([COMBO_CARD, TABLE_CARD], true) } };
export const HourEndingDark: Story = { ...HourEnding, ...dark };

/** A dashboard with no card yet and no forecast chosen: the canvas invites adding a card, the MAPE reads '–'. */
export const Empty: Story = { args: { initial: julyState([], false), processTime: null } };
export const EmptyDark: Story = { ...Empty, ...dark };
