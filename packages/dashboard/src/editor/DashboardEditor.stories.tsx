import type { Card, ConfigItem } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { COAST_REFERENCE_RUN_2021, FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG, createMemoryAdapter, ercotForecastMapeRows, fixtureDatasources } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from '../card/cardFixtures';
import { CardRegistryProvider, defaultCardRegistry } from '../card/cardRegistry';
import { DAILY_SHAPE, dailyShapeCard } from '../card/hostCardType.fixture';
import { forecastSeries, loadSeries } from '../model/seriesCatalog';
import { emptyEditorState, type DashboardEditorState } from '../model/editorState';
import type { DashboardDataMapping } from '../model/dataMapping';
import { DashboardEditor } from './DashboardEditor';
import { FEEDER_CONFIG, FEEDER_MAPPING, createFeederAdapter } from './feederBackend.fixture';
import { GRID_CONFIG, GRID_MAPPING, createGridAdapter, gridMeterMap } from './gridBackend.fixture';
import { selectedMarket } from './selectedMarket';
import { useDashboardEditor } from './useDashboardEditor';

/**
 * The newest process time of the reference forecaster's COAST runs that the fixture holds MAPE
 * rows for (2021-12-23T12:00:00Z). The July 2019 stories show its MAPE without a card drawing the
 * run (its week is in December 2021); {@link ForecastRun} draws it.
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

const fixed = (value: string) => ({ ...JULY_CONTEXT.from, value });

/** The reference forecaster's COAST run of 2021-12-23 12:00 UTC beside its backcast and the actual load. */
const RUN_CARD: Card = fixtureCard({
  id: 'card-run',
  title: 'COAST forecast run',
  dataSeries: [LOAD, forecastSeries(COAST_REFERENCE_RUN_2021.processTime), loadSeries('backcast')],
  typeUnits: { primary_axis: 'MWh' },
  shouldYAxisStartAtDataRange: { primary_axis: true },
  legendPosition: 'bottom',
  layout: { x: 0, y: 0, w: 12, h: 4 },
});

/** Editor state of the run's week: local days 2021-12-24 to 2021-12-30, market COAST, hour ending. */
const RUN_STATE: DashboardEditorState = {
  ...julyState([RUN_CARD], true),
  name: 'COAST forecast run 2021-12-23',
  settings: { ...julyState([], true).settings, from: fixed('2021-12-24'), to: fixed('2021-12-30') },
};

/** The memory adapter over the default fixtures (the reference run appended when asked), or the feeder backend. */
function StoryAdapter({ children, referenceRun, feeder, hostCards, grid }: { children: ReactNode; referenceRun: boolean; feeder: boolean; hostCards: boolean; grid: boolean }) {
  const [adapter] = useState(() => (grid ? createGridAdapter() : feeder ? createFeederAdapter() : createMemoryAdapter(referenceRun ? { datasources: fixtureDatasources({ referenceRun: true }) } : undefined)));
  const body = <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
  if (grid) return <CardRegistryProvider registry={GRID_REGISTRY}>{body}</CardRegistryProvider>;
  return hostCards ? <CardRegistryProvider registry={HOST_REGISTRY}>{body}</CardRegistryProvider> : body;
}

/** The built-in card types and the host's own 'DailyShape' (see hostCardType.fixture.tsx). */
const HOST_REGISTRY = defaultCardRegistry.with(dailyShapeCard);
/** The grid host's registry: the built-in types, its 'DailyShape' and a Meter Map drawing its own districts (gridBackend.fixture.ts). */
const GRID_REGISTRY = defaultCardRegistry.with(dailyShapeCard, gridMeterMap);

interface EditorStoryProps {
  /** Config item of the dashboard. */
  config: ConfigItem;
  /** The editor's starting state; changes go through the editor's reducer. */
  initial: DashboardEditorState;
  /** Process time of the run the MAPE sidebar scores; undefined takes the first forecast series' on the cards (as the portal does). */
  processTime?: string | null;
  /** How the backend holds the series. @default the fixtures' (reference API shaped) mapping */
  mapping?: DashboardDataMapping;
}

/** The editor as a host holds it: `useDashboardEditor` (unsaved, so Save asks for a name); the MAPE sidebar scores the given run in the filtered market, else the first run on the cards. */
function EditorStory({ config, initial, processTime, mapping = FIXTURE_DATA_MAPPING }: EditorStoryProps) {
  const editor = useDashboardEditor({ config, mapping, dashboard: null, initial });
  const forecast = useMemo(
    () => (processTime === undefined || processTime === null ? processTime : { processTime, market: selectedMarket(editor.state.filters) }),
    [processTime, editor.state.filters],
  );
  return <DashboardEditor editor={editor} {...(forecast === undefined ? {} : { forecast })} />;
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
  decorators: [(Story, { parameters }) => (
    <StoryAdapter referenceRun={parameters.referenceRun === true} feeder={parameters.feeder === true} hostCards={parameters.hostCards === true} grid={parameters.grid === true}><Story /></StoryAdapter>
  )],
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

/**
 * A forecast run on a card: the reference forecaster's COAST run of 2021-12-23 12:00 UTC (derived,
 * GEFCom2012 vanilla regression), its backcast and ERCOT native load for 2021-12-24 to 2021-12-30,
 * hour ending. The MAPE sidebar takes the run from the card: day-ahead, its next operating day
 * 2021-12-24 HE1–HE24, forecast 3.74 %, backcast 4.34 %; the full run (7 days, 168 hours) 7.97 %
 * and 4.87 %, the API's scores; the Forecast menu lists it as Latest.
 */
export const ForecastRun: Story = { args: { initial: RUN_STATE, processTime: undefined }, parameters: { referenceRun: true } };
export const ForecastRunDark: Story = { ...ForecastRun, ...dark };

/** Quarter-hour cards of the feeder backend: hourly energy (kWh) and the quarter-hours, as a table and a line. */
const FEEDER_CARDS: Card[] = [
  fixtureCard({ id: 'feeder-hourly', title: 'Hourly energy', visualization: 'Table', group: 'Hourly', dataSeries: [loadSeries('actual')], layout: { x: 0, y: 0, w: 6, h: 4 } }),
  fixtureCard({ id: 'feeder-quarter', title: 'Quarter-hours', group: 'QuaterHourly', dataSeries: [loadSeries('actual')], layout: { x: 6, y: 0, w: 6, h: 4 } }),
];

/**
 * Another backend through its own data mapping (`feeder_demand`: 15-minute average kW in
 * `demand_kw`, markets in `zone`, kinds in `kind`, no forecasts, no weather): the series panel
 * offers Stitched Actual only and no weather, the zone filter selects COAST, and cards chart
 * energy in kWh — each quarter-hour's kW x 0.25 h, so the hourly table shows the same kWh as ERCOT's
 * COAST load of the reference stories (MWh x 1000).
 */
export const OtherBackend: Story = {
  args: {
    config: FEEDER_CONFIG,
    mapping: FEEDER_MAPPING,
    processTime: null,
    initial: { ...julyState(FEEDER_CARDS, false), filters: [{ name: 'zone', title: 'Zone', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }] }] },
  },
  parameters: { feeder: true },
};
export const OtherBackendDark: Story = { ...OtherBackend, ...dark };

/**
 * A host's own card type on another backend: the feeder backend's mapping (15-minute kW in
 * `demand_kw`, zones in `zone`) and a 'DailyShape' card registered by the host with its renderer,
 * options and `plan()` (each series asked by hour of day, whatever grouping is saved), beside a
 * built-in Line card. The card's query is part of the dashboard's one plan, like the built-in cards'.
 */
export const HostCardType: Story = {
  args: {
    config: FEEDER_CONFIG,
    mapping: FEEDER_MAPPING,
    processTime: null,
    initial: {
      ...julyState([
        fixtureCard({ id: 'feeder-shape', title: 'COAST daily shape', visualization: DAILY_SHAPE, group: 'Hourly', dataSeries: [loadSeries('actual')], layout: { x: 0, y: 0, w: 6, h: 6 } }),
        fixtureCard({ id: 'feeder-hours', title: 'Hourly energy', group: 'Hourly', dataSeries: [loadSeries('actual')], layout: { x: 6, y: 0, w: 6, h: 6 } }),
      ], false),
      filters: [{ name: 'zone', title: 'Zone', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }] }],
    },
  },
  parameters: { feeder: true, hostCards: true },
};
export const HostCardTypeDark: Story = { ...HostCardType, ...dark };

/**
 * A host with nothing of the reference API: a distribution grid's backend (gridBackend.fixture.ts:
 * 15-minute kW of three made-up feeders in `grid_feeders`, the service area in `area`, the feeder id
 * and positions named by the mapping's `meterIdColumn` and `meterMap`), its own 'DailyShape' card
 * type registered with its own `plan()` (the area's energy by hour of the day over the week), and a Meter Map drawing
 * the host's two made-up districts around the feeders (its own GeoJSON, through the map's
 * boundaries loader), July 1-7 2019, service area Lakeside.
 */
export const HostMappingCardsAndBoundaries: Story = {
  args: {
    config: GRID_CONFIG,
    mapping: GRID_MAPPING,
    processTime: null,
    initial: {
      ...julyState([
        fixtureCard({ id: 'grid-shape', title: 'Lakeside daily shape', visualization: DAILY_SHAPE, group: 'Hourly', dataSeries: [loadSeries('actual')], layout: { x: 0, y: 0, w: 6, h: 7 } }),
        fixtureCard({ id: 'grid-map', title: 'Lakeside feeders', visualization: 'MeterMap', dataSeries: [], mapSettings: { zoom: 9, centre: { latitude: 45.1, longitude: 10 } }, layout: { x: 6, y: 0, w: 6, h: 7 } }),
      ], false),
      filters: [{ name: 'area', title: 'Service area', items: [{ id: 'Lakeside', label: 'Lakeside', isChecked: true, isDisabled: false }] }],
    },
  },
  parameters: { grid: true },
};
export const HostMappingCardsAndBoundariesDark: Story = { ...HostMappingCardsAndBoundaries, ...dark };
