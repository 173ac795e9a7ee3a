import type { DateBound } from '@loadline/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DashboardAction } from '../model/dashboardReducer';
import { DateTimeControls, type DateTimeControlsProps } from './DateTimeControls';

const fixed = (value: string): DateBound => ({ dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value });
const relative = (quantity: number, identifier: DateBound['identifier']): DateBound =>
  ({ dateType: 'relative', identifier, quantity, multiplier: 1, value: null });

/** The controls with their actions applied to local state, and the state shown below. */
function Stateful(props: DateTimeControlsProps) {
  const [s, setS] = useState({ timezone: props.timezone, isHourEndingSelected: props.isHourEndingSelected, from: props.from, to: props.to });
  const onChange = (action: DashboardAction) => {
    props.onChange(action);
    if (action.type === 'setTimezone') setS((x) => ({ ...x, timezone: action.timezone }));
    if (action.type === 'setHourEnding') setS((x) => ({ ...x, isHourEndingSelected: action.isHourEndingSelected }));
    if (action.type === 'setDateRange') setS((x) => ({ ...x, from: action.from, to: action.to }));
  };
  return (
    <div>
      <DateTimeControls {...props} {...s} onChange={onChange} />
      <pre aria-label="Dashboard settings">{JSON.stringify(s, null, 2)}</pre>
    </div>
  );
}

/**
 * The top area's time controls. The data's time boundary is that of the memory adapter's ERCOT
 * load fixture (2019-03-10 to 2019-11-03, America/Chicago): fixed dates outside it are clamped.
 */
const meta: Meta<typeof DateTimeControls> = {
  title: 'dashboard/DateTimeControls',
  component: DateTimeControls,
  args: {
    timezone: 'America/Chicago',
    isHourEndingSelected: true,
    from: fixed('2019-07-01'),
    to: fixed('2019-07-31'),
    dataMin: new Date('2019-03-10T06:00:00.000Z'),
    dataMax: new Date('2019-11-04T05:00:00.000Z'),
    now: new Date('2019-11-04T12:00:00.000Z'),
    onChange: () => {},
  },
  render: (args) => <Stateful {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Fixed July 2019, hour ending. */
export const FixedRange: Story = {};
export const FixedRangeDark: Story = { ...dark };

/** Relative: from 30 days before the end of the data to the end of the data. */
export const RelativeRange: Story = { args: { from: relative(30, 'endData'), to: relative(0, 'endData'), isHourEndingSelected: false } };
export const RelativeRangeDark: Story = { ...RelativeRange, ...dark };

/** Initializing: the time boundary is not known yet, the date pickers are disabled. */
export const Initializing: Story = { args: { dataMin: null, dataMax: null } };
export const InitializingDark: Story = { ...Initializing, ...dark };
