import type { Adjustment, AxisId, ConfigItem, DataAdapter, DataSeries } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_CONFIGS, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { SeriesPanel, type SeriesPanelProps } from './SeriesPanel';

/** The memory adapter's ERCOT day-ahead forecast config (real EIA-930 runs, July 2019) with the reference API's weather stations. */
const PANEL_CONFIG = FIXTURE_CONFIGS.find((c) => c.configId === 'cfg-ercot-forecast') as ConfigItem;
/** The same with a meter id column, so the Type choice (Load or Meter Count) shows. */
const PANEL_CONFIG_WITH_METERS: ConfigItem = { ...PANEL_CONFIG, dynamicColumnsConfig: { meterIdColumn: 'meterId' } };

function Provider({ children, latencyMs = 0, adjustments = [] }: { children: ReactNode; latencyMs?: number; adjustments?: Adjustment[] }) {
  const [adapter] = useState<DataAdapter>(() => createMemoryAdapter({ adjustments }, { latencyMs }));
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

/** The panel beside a log of what its add menus sent (what the editor would dispatch). */
function WithLog(props: SeriesPanelProps) {
  const [log, setLog] = useState<string[]>([]);
  const onAddSeries = (cardId: string, series: DataSeries, axisId: AxisId) => {
    props.onAddSeries(cardId, series, axisId);
    setLog((l) => [...l, `${series.label} → ${cardId} (${axisId})`]);
  };
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ width: 280 }}>
        <SeriesPanel {...props} onAddSeries={onAddSeries} />
      </div>
      <ol aria-label="Added series">
        {log.map((line, i) => <li key={i}>{line}</li>)}
      </ol>
    </div>
  );
}

/**
 * The load forecast editor's left panel over the memory adapter's real fixtures: the ERCOT
 * day-ahead forecast runs of July 1-7 2019 (EIA-930; Latest and the previous ones) and the
 * reference API's weather stations (Houston has rows). Drag an item, or use its '+' button to add
 * it to a card axis.
 */
const meta: Meta<typeof SeriesPanel> = {
  title: 'dashboard/SeriesPanel',
  component: SeriesPanel,
  args: {
    config: PANEL_CONFIG,
    market: 'ERCOT',
    mapping: FIXTURE_DATA_MAPPING,
    cards: [{ id: 'card-1', title: 'ERCOT load' }, { id: 'card-2', title: 'Houston weather' }],
    onAddSeries: () => {},
  },
  render: (args) => <WithLog {...args} />,
  decorators: [(Story) => <Provider><Story /></Provider>],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Load series, the Forecast menu (Latest + previous runs) and the reference API's five weather stations. */
export const LoadForecast: Story = {};
export const LoadForecastDark: Story = { ...dark };

/** A config with a meter id column: the Type choice Load / Meter Count shows. */
export const WithMeterCount: Story = { args: { config: PANEL_CONFIG_WITH_METERS } };
export const WithMeterCountDark: Story = { ...WithMeterCount, ...dark };

/** A backend holding actual load only, with no weather datasource: only Stitched Actual is offered. */
export const ActualsOnly: Story = { args: { mapping: { load: { metric: 'load' } } } };
export const ActualsOnlyDark: Story = { ...ActualsOnly, ...dark };

/** No card yet: every add menu says so. */
export const NoCards: Story = { args: { cards: [] } };
export const NoCardsDark: Story = { ...NoCards, ...dark };

/** No weather station configured: 'No stations'. */
export const NoStations: Story = { args: { config: { ...PANEL_CONFIG, weatherStations: [] } } };
export const NoStationsDark: Story = { ...NoStations, ...dark };

/** Forecast runs still loading (the memory adapter answers after 1 h). */
export const LoadingRuns: Story = { decorators: [(Story) => <Provider latencyMs={3_600_000}><Story /></Provider>] };
export const LoadingRunsDark: Story = { ...LoadingRuns, ...dark };

/** Approved adjustments of two of the fixture's ERCOT runs (and a draft, not offered). */
const APPROVED: Adjustment[] = [
  ['adj-heat', 'Heat wave July 7', '2019-07-06T05:00:00.000Z', 'approved'],
  ['adj-draft', 'Draft, not offered', '2019-07-06T05:00:00.000Z', 'draft'],
  ['adj-storm', 'Storm outage', '2019-07-03T05:00:00.000Z', 'approved'],
].map(([adjustmentId, name, processTime, status]) => ({
  adjustmentId: adjustmentId as string, name: name as string, configId: PANEL_CONFIG.configId, market: 'ERCOT', processTime: processTime as string,
  dateRange: { from: '2019-07-07', to: '2019-07-07' }, summary: [], timezone: 'America/Chicago', isHourEnding: true,
  status: status as Adjustment['status'], versions: [],
}));

/**
 * A backend holding adjusted forecasts (series 'adjusted', adjustment id in 'source'): each
 * approved adjustment is listed under the run it adjusts ('Adjusted: {name}').
 */
export const WithApprovedAdjustments: Story = {
  args: {
    mapping: {
      ...FIXTURE_DATA_MAPPING,
      load: {
        ...FIXTURE_DATA_MAPPING.load,
        kinds: { column: 'series', values: { ...FIXTURE_DATA_MAPPING.load.kinds?.values, adjusted: 'adjusted' } },
        adjustmentColumn: 'source',
      },
    },
  },
  decorators: [(Story) => <Provider adjustments={APPROVED}><Story /></Provider>],
};
export const WithApprovedAdjustmentsDark: Story = { ...WithApprovedAdjustments, ...dark };
