import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZone } from '../storyData';
import { SeriesTable, type SeriesTableProps } from './SeriesTable';

type Args = Omit<SeriesTableProps, 'series'> & { data: () => SeriesTableProps['series'] };
const meta = {
  title: 'ui/charts/SeriesTable',
  render: ({ data, ...args }) => <SeriesTable {...args} series={data()} />,
  args: { title: 'Sample load and temperature', data: sampleLoadAndTemperature, timeZone: sampleZone, hourConvention: 'hour-ending' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Empty: Story = { args: { data: sampleEmpty } };
export const OnePoint: Story = { args: { data: sampleOnePoint } };
export const DstFallBackDay: Story = { args: { title: 'Sample load, 3 Nov 2024', data: sampleFallBackDay } };
export const LargeSeries: Story = { args: { title: 'Sample interval load, 350,400 points', data: sampleLarge } };
