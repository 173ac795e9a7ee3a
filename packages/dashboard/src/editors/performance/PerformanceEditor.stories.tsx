import type { ConfigItem } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING, fixtureDatasources } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useDashboardEditor } from '../../editor/useDashboardEditor';
import type { DashboardDataMapping } from '../../model/dataMapping';
import { emptyEditorState, type DashboardEditorState } from '../../model/editorState';
import { PerformanceEditor } from './PerformanceEditor';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/** A short-term performance config item as the reference API's: the stored MAPE's datasource, daily. */
const CONFIG: ConfigItem = {
  configId: 'fixture-performance',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermPerformance', label: 'Short Term Performance' },
  level: { name: 'weatherZone', label: 'Weather Zone' },
  datasource: 'ercot_forecast_mape',
  isSettled: false,
  filters: [{ name: 'market', title: 'Market' }],
  rangeFilters: [],
  weatherStations: [{ id: 'HOU', label: 'Houston' }],
  timeInterval: 1440,
} as ConfigItem;

/** Load from ercot_load (hourly), as the portal's reference mapping reads it. */
const MAPPING: DashboardDataMapping = { ...FIXTURE_DATA_MAPPING, load: { ...FIXTURE_DATA_MAPPING.load, datasource: 'ercot_load', timeIntervalMinutes: 60 } };

const coast = [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'ERCOT', label: 'ERCOT', isChecked: false, isDisabled: false }] }];

function performanceState(): DashboardEditorState {
  const empty = emptyEditorState('COAST short-term performance', 'America/Chicago');
  return { ...empty, filters: coast, settings: { ...empty.settings, from: fixed('2021-12-24'), to: fixed('2021-12-30') } };
}

function PerformanceStory({ initial }: { initial: DashboardEditorState }) {
  const editor = useDashboardEditor({ config: CONFIG, mapping: MAPPING, dashboard: null, initial });
  return <PerformanceEditor editor={editor} />;
}

/**
 * The short-term performance editor over the memory adapter: the reference forecaster's COAST run
 * of 2021-12-23 12:00 UTC against ERCOT's COAST native load (the core fixtures, read from a seeded
 * reference API), MAPE and bias per day computed from the two query answers, the day-ahead MAPE
 * (2021-12-24, the run's next operating day) first and the full run's (7 days) beside it; the
 * sidebar shows the run's stored day-ahead Forecast and Backcast MAPE with its hours and the full
 * run's under 'Full run (7 days, 168 hours)'.
 */
const meta: Meta<typeof PerformanceStory> = {
  title: 'dashboard/PerformanceEditor',
  component: PerformanceStory,
  args: { initial: performanceState() },
  decorators: [
    (Story) => {
      const [adapter] = useState(() => createMemoryAdapter({ datasources: fixtureDatasources({ referenceRun: true }) }));
      return <LoadlineProvider adapter={adapter}><Story /></LoadlineProvider>;
    },
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The COAST run of 2021-12-23 scored per day. */
export const CoastRun: Story = {};
export const CoastRunDark: Story = { globals: { theme: 'dark' } };
