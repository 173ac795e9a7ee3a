import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZones } from '../storyData';
import type { ChartSeries } from '../types';
import { Sparkline, type SparklineProps } from './Sparkline';

type Args = Omit<SparklineProps, 'series'> & { data: () => ChartSeries };
const meta = {
  title: 'ui/charts/Sparkline',
  render: ({ data, ...args }) => <Sparkline {...args} series={data()} />,
  args: { data: () => sampleZones()[0] as ChartSeries, width: 243, height: 60 },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Empty: Story = { args: { data: () => sampleEmpty()[0] as ChartSeries } };
export const OnePoint: Story = { args: { data: () => sampleOnePoint()[0] as ChartSeries } };
export const OnePointDark: Story = { args: { data: () => sampleOnePoint()[0] as ChartSeries }, globals: { theme: 'dark' } };
export const WithGap: Story = { args: { data: () => sampleLoadAndTemperature()[0] as ChartSeries } };
export const DstFallBackDay: Story = { args: { data: () => sampleFallBackDay()[0] as ChartSeries } };
export const LargeSeries: Story = { args: { data: () => sampleLarge()[0] as ChartSeries } };
