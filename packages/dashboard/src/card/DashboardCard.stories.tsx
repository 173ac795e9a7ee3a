import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { dashboardReducer } from '../model/dashboardReducer';
import { emptyEditorState } from '../model/editorState';
import { CardFixtureProvider, JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from './cardFixtures';
import { DashboardCard, type DashboardCardProps } from './DashboardCard';

/**
 * The dashboard card over the real fixtures of `@loadline/core/testing`: ERCOT native load of the
 * COAST weather zone (EIA/ERCOT Native_Load_2019, MWh per hour, drawn in kWh unless the card picks
 * MWh) and Houston air temperature (NREL NSRDB, degF), July 1-7 2019, America/Chicago, hour
 * ending. Each story sits in a 720 x 380 px grid cell.
 */
const meta: Meta<typeof DashboardCard> = {
  title: 'dashboard/DashboardCard',
  component: DashboardCard,
  args: { context: JULY_CONTEXT, card: fixtureCard() },
  decorators: [
    (Story) => (
      <CardFixtureProvider>
        <div style={{ width: 720, height: 380 }}><Story /></div>
      </CardFixtureProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Line: COAST Stitched Actual load, hourly, read-only (as on the Overview page). */
export const Line: Story = { args: { card: fixtureCard({ title: 'COAST load', typeUnits: { primary_axis: 'MWh' } }) } };
export const LineDark: Story = { ...Line, ...dark };

/** Combo (MultiAxis): load on the primary axis, Houston temperature on the secondary axis (data range). */
export const Combo: Story = {
  args: {
    card: fixtureCard({
      title: 'Load and temperature',
      visualization: 'MultiAxis',
      dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }],
      typeUnits: { primary_axis: 'MWh', secondary_axis: 'degF' },
      shouldYAxisStartAtDataRange: { primary_axis: false, secondary_axis: true },
      legendPosition: 'bottom',
    }),
  },
};
export const ComboDark: Story = { ...Combo, ...dark };

/** Bar: daily COAST load (sum of the day's hours). */
export const Bar: Story = { args: { card: fixtureCard({ title: 'Daily COAST load', visualization: 'Bar', group: 'Daily', typeUnits: { primary_axis: 'MWh' } }) } };
export const BarDark: Story = { ...Bar, ...dark };

/**
 * Stack: Stitched Actual split by market with no market filter, so the COAST weather zone is
 * stacked on the ERCOT total (the fixture's two markets).
 */
export const Stack: Story = {
  args: {
    card: fixtureCard({ title: 'Load by market', visualization: 'Stack', dataSeries: [{ ...LOAD, selectedSplit: 'market' }], typeUnits: { primary_axis: 'MWh' } }),
    context: { ...JULY_CONTEXT, filters: [] },
  },
};
export const StackDark: Story = { ...Stack, ...dark };

/** Table: load and temperature per hour, paged. */
export const Table: Story = {
  args: { card: fixtureCard({ title: 'Hourly values', visualization: 'Table', dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }], typeUnits: { primary_axis: 'MWh' } }) },
};
export const TableDark: Story = { ...Table, ...dark };

/** Summary: Min, Max, Average and Total per series in its axis unit. */
export const Summary: Story = {
  args: { card: fixtureCard({ title: 'Week summary', visualization: 'Summary', dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }], typeUnits: { primary_axis: 'MWh' } }) },
};
export const SummaryDark: Story = { ...Summary, ...dark };

/** Hour24: a cyclic grouping, drawn as a table of hours (HE1..HE24) since charts draw time axes only. */
export const HourOfDay: Story = {
  args: { card: fixtureCard({ title: 'Average day', group: 'Hour24', dataSeries: [{ ...LOAD, selectedCalculation: 'Avg' }], typeUnits: { primary_axis: 'MWh' } }) },
};
export const HourOfDayDark: Story = { ...HourOfDay, ...dark };

/** Empty: a new card. */
export const Empty: Story = { args: { card: fixtureCard({ title: 'untitled card', dataSeries: [] }) } };
export const EmptyDark: Story = { ...Empty, ...dark };

/** Errors: a weather series without calculation, and a load series whose datasource does not exist. Open the error button. */
export const Errors: Story = {
  args: {
    card: fixtureCard({ title: 'Broken card', dataSeries: [LOAD, { ...TEMPERATURE, selectedCalculation: undefined }] }),
    context: { ...JULY_CONTEXT, config: { ...JULY_CONTEXT.config, datasource: 'missing_load' } },
  },
};
export const ErrorsDark: Story = { ...Errors, ...dark };

/** Loading: the memory adapter answers after an hour, so the skeleton stays. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <CardFixtureProvider options={{ latencyMs: 3_600_000 }}>
        <Story />
      </CardFixtureProvider>
    ),
  ],
};
export const LoadingDark: Story = { ...Loading, ...dark };

function EditableCard(props: DashboardCardProps) {
  const [state, dispatch] = useReducer(dashboardReducer, undefined, () => ({ ...emptyEditorState('Story', JULY_CONTEXT.timezone), cards: [props.card] }));
  const card = state.cards[0];
  if (!card) return null;
  return (
    <>
      <DashboardCard {...props} card={card} dispatch={dispatch} onCopyCard={() => {}} onToggleOverview={() => dispatch({ type: 'toggleOverview', cardId: card.id })} />
      {state.error ? <p role="alert">{state.error}</p> : null}
    </>
  );
}

/** Editable: options, title, calculation and series removal change the card through the editor's reducer. */
export const Editable: Story = {
  args: { card: fixtureCard({ title: 'Load and temperature', dataSeries: [LOAD, { ...TEMPERATURE, axisId: 'secondary_axis' }] }) },
  render: (args) => <EditableCard {...args} />,
};
export const EditableDark: Story = { ...Editable, ...dark };
