import type { Meta, StoryObj } from '@storybook/react-vite';
import { cyclicCategoryAxis } from '../cyclicCategories';
import {
  sampleBackcastAndActual, sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZone, sampleByDayOfWeek, sampleByDayOfWeekWithTemperature, sampleByHourOfDay, sampleByMonth
} from '../storyData';
import { BarChart, type BarChartProps } from './BarChart';

type Args = Omit<BarChartProps, 'series'> & { data: () => BarChartProps['series'] };
const meta = {
  title: 'ui/charts/BarChart',
  render: ({ data, ...args }) => <BarChart {...args} series={data()} />,
  args: { title: 'Sample load and temperature', data: sampleLoadAndTemperature, timeZone: sampleZone, hourConvention: 'hour-ending', legendPosition: 'bottom' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Empty: Story = { args: { data: sampleEmpty } };
export const Loading: Story = { args: { loading: true } };
export const ErrorState: Story = { args: { error: 'No data found for this dataseries' } };
export const OnePoint: Story = { args: { data: sampleOnePoint } };
export const DstFallBackDay: Story = { args: { title: 'Sample load, 3 Nov 2024', data: sampleFallBackDay } };
export const LargeSeries: Story = { args: { title: 'Sample interval load, 350,400 points', data: sampleLarge } };

/** Category x axis: bars of two series side by side per weekday (Day-Week), Wednesday's South value a gap. */
export const CategoryDayOfWeek: Story = { args: { title: 'Sample load by day of week', data: sampleByDayOfWeek, xAxis: cyclicCategoryAxis('DayOfWeek') } };
export const CategoryDayOfWeekDark: Story = { ...CategoryDayOfWeek, globals: { theme: 'dark' } };
/** Month-12, three series grouped per month. */
export const CategoryMonth: Story = { args: { title: 'Sample energy by month', data: sampleByMonth, xAxis: cyclicCategoryAxis('Month12') } };
/** Hour-24, hour ending: 24 bands of two bars. */
export const CategoryHourOfDay: Story = {
  args: { title: 'Sample load by hour of day', data: sampleByHourOfDay, xAxis: cyclicCategoryAxis('Hour24', { hourConvention: 'hour-ending' }) },
};
/** Bars on the primary axis, the secondary series as a line over the same categories. */
export const CategoryWithSecondaryLine: Story = {
  args: { title: 'Sample load and temperature by day of week', data: sampleByDayOfWeekWithTemperature, xAxis: cyclicCategoryAxis('DayOfWeek') },
};

/** Time axis: two series grouped side by side per hour, the stitched actual covering only the first day. */
export const TimeAxisGrouped: Story = { args: { title: 'Sample backcast and stitched actual', data: sampleBackcastAndActual } };
export const TimeAxisGroupedDark: Story = { ...TimeAxisGrouped, globals: { theme: 'dark' } };
/** A phone-width card (358 px): the right legend goes below the plot. */
export const NarrowLegend: Story = { args: { data: sampleBackcastAndActual, legendPosition: 'right', width: 358 } };
export const NarrowLegendDark: Story = { ...NarrowLegend, globals: { theme: 'dark' } };
