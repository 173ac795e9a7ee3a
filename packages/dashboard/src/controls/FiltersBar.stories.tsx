import { LoadlineHttpError, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATASOURCES, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { FiltersBar, type FiltersBarProps } from './FiltersBar';
import type { DashboardFilters } from './useFiltersDraft';

/** The load forecast config (`ercot_load`) with Series as a filter too: picking 'official' leaves COAST with no row (ERCOT forecasts its total only). */
const SERIES_CONFIG = { ...FIXTURE_LOAD_FORECAST_CONFIG, filters: [...FIXTURE_LOAD_FORECAST_CONFIG.filters, { name: 'series', title: 'Series' }] };
const SERIES_DATASOURCE = FIXTURE_DATASOURCES.load;

function Provider({ children, adapt }: { children: ReactNode; adapt?: (a: DataAdapter) => DataAdapter }) {
  const [adapter] = useState<DataAdapter>(() => (adapt ? adapt(createMemoryAdapter()) : createMemoryAdapter()));
  return <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
}

/** The bar with what it applied (1000 ms after the last change) shown below. */
function Applied(props: FiltersBarProps) {
  const [applied, setApplied] = useState<DashboardFilters>(props.applied);
  return (
    <div>
      <FiltersBar {...props} applied={applied} onApply={(next) => { props.onApply(next); setApplied(next); }} />
      <pre aria-label="Applied filters">{JSON.stringify(applied, null, 2)}</pre>
    </div>
  );
}

/**
 * The filters bar over the memory adapter's `ercot_load` (real rows: ERCOT native load of COAST
 * and the ERCOT total as 'actual', ERCOT's day-ahead forecast as 'official'). Pick Series
 * 'official' and COAST becomes unavailable under Market: ERCOT forecasts only its total.
 */
const meta: Meta<typeof FiltersBar> = {
  title: 'dashboard/FiltersBar',
  component: FiltersBar,
  args: { config: SERIES_CONFIG, datasource: SERIES_DATASOURCE, applied: { filters: [], rangeFilters: [], timeFilters: {} }, onApply: () => {} },
  render: (args) => <Applied {...args} />,
  decorators: [(Story) => <Provider><Story /></Provider>],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Market and Series filters, the time filter groups and the Load range (MWh). */
export const Default: Story = {};
export const DefaultDark: Story = { ...dark };

/** Min-max fails: 'Failed to fetch min max for range filters'. */
export const MinMaxFailure: Story = {
  decorators: [
    (Story) => (
      <Provider adapt={(a) => ({ ...a, query: { ...a.query, minMax: () => Promise.reject(new LoadlineHttpError(400, 'Bad request')) } })}>
        <Story />
      </Provider>
    ),
  ],
};
export const MinMaxFailureDark: Story = { ...MinMaxFailure, ...dark };
