import type { Meta, StoryObj } from '@storybook/react-vite';
import { cyclicCategoryAxis } from '../cyclicCategories';
import {
  sampleEmpty, sampleFallBackDay, sampleLarge, sampleOnePoint, sampleZone, sampleZones, sampleByMonth
} from '../storyData';
import { StackChart, type StackChartProps } from './StackChart';

type Args = Omit<StackChartProps, 'series'> & { data: () => StackChartProps['series'] };
const meta = {
  title: 'ui/charts/StackChart',
  render: ({ data, ...args }) => <StackChart {...args} series={data()} />,
  args: { title: 'Sample load by zone, stacked', data: sampleZones, timeZone: sampleZone, hourConvention: 'hour-ending', legendPosition: 'bottom' },
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

/** Category x axis (Month-12): monthly energy of three zones. */
export const CategoryMonth: Story = { args: { title: 'Sample energy by month', data: sampleByMonth, xAxis: cyclicCategoryAxis('Month12') } };
export const CategoryMonthDark: Story = { ...CategoryMonth, globals: { theme: 'dark' } };
