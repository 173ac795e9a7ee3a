import type { Meta, StoryObj } from '@storybook/react-vite';
import { cyclicCategoryAxis } from '../cyclicCategories';
import {
  sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZone, sampleByDayOfWeekWithTemperature
} from '../storyData';
import { MultiAxisChart, type MultiAxisChartProps } from './MultiAxisChart';

type Args = Omit<MultiAxisChartProps, 'series'> & { data: () => MultiAxisChartProps['series'] };
const meta = {
  title: 'ui/charts/MultiAxisChart',
  render: ({ data, ...args }) => <MultiAxisChart {...args} series={data()} />,
  args: { title: 'Sample load and temperature', data: sampleLoadAndTemperature, timeZone: sampleZone, hourConvention: 'hour-ending', legendPosition: 'top', yAxisMode: { secondary: 'data-range' } },
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

/** Category x axis (Day-Week): load and temperature on their own axes. */
export const CategoryDayOfWeek: Story = {
  args: { title: 'Sample load and temperature by day of week', data: sampleByDayOfWeekWithTemperature, xAxis: cyclicCategoryAxis('DayOfWeek') },
};
export const CategoryDayOfWeekDark: Story = { ...CategoryDayOfWeek, globals: { theme: 'dark' } };
