import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZone,
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
