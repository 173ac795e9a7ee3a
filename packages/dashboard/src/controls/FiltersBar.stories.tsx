import { LoadlineHttpError, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { FiltersBar, type FiltersBarProps } from './FiltersBar';
import { SERIES_CONFIG, SERIES_DATASOURCE, seriesAdapter } from './testFixtures';
import type { DashboardFilters } from './useFiltersDraft';

function Provider({ children, adapt }: { children: ReactNode; adapt?: (a: DataAdapter) => DataAdapter }) {
  const [adapter] = useState<DataAdapter>(() => (adapt ? adapt(seriesAdapter()) : seriesAdapter()));
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
 * The filters bar over a load datasource built from the memory fixtures' real rows (ERCOT native
 * load of COAST and the ERCOT total as 'actual', ERCOT's day-ahead forecast as 'official'). Pick
 * Series 'official' and COAST becomes unavailable under Market: ERCOT forecasts only its total.
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
