import type { DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MapeSidebar } from './MapeSidebar';

function Provider({ children, latencyMs = 0 }: { children: ReactNode; latencyMs?: number }) {
  const [adapter] = useState<DataAdapter>(() => createMemoryAdapter({}, { latencyMs }));
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

/**
 * The metrics sidebar over the memory adapter's `ercot_forecast_mape` rows: MAPE of the reference
 * API's short-term forecasts and backcasts (COAST and ERCOT, runs of 2021-12-18 to 23, 12:00 UTC).
 */
const meta: Meta<typeof MapeSidebar> = {
  title: 'dashboard/MapeSidebar',
  component: MapeSidebar,
  args: { mapping: FIXTURE_DATA_MAPPING.mape, market: 'COAST', processTime: '2021-12-23T12:00:00Z', timezone: 'America/Chicago', hourEnding: true },
  decorators: [(Story) => <Provider><div style={{ width: 240 }}><Story /></div></Provider>],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/**
 * COAST, run of 2021-12-23 12:00 UTC, hour ending in America/Chicago: day-ahead (2021-12-24
 * HE1–HE24, 24 hours) Forecast 3.74 %, Backcast 4.34 %; full run (7 days, 168 hours) 7.97 % and 4.87 %.
 */
export const Coast: Story = {};
export const CoastDark: Story = { ...dark };

/** The same run read in hour beginning, UTC: the scored hours 2021-12-24 06:00 – 2021-12-25 06:00. */
export const CoastHourBeginningUtc: Story = { args: { timezone: 'UTC', hourEnding: false } };

/** ERCOT total, run of 2021-12-19 12:00 UTC, whose rows do not state their hours (as an imported run's): 'Whole run'. */
export const ErcotTotal: Story = { args: { market: 'ERCOT', processTime: '2021-12-19T12:00:00Z' } };
export const ErcotTotalDark: Story = { ...ErcotTotal, ...dark };

/** No forecast chosen: dashes and why. */
export const NoForecast: Story = { args: { processTime: null } };
export const NoForecastDark: Story = { ...NoForecast, ...dark };

/** Loading (the memory adapter answers after 1 h). */
export const Loading: Story = { decorators: [(Story) => <Provider latencyMs={3_600_000}><Story /></Provider>] };
export const LoadingDark: Story = { ...Loading, ...dark };
