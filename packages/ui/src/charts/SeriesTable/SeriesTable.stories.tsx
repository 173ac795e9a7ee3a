import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBackcastAndActual, sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleZone } from '../storyData';
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
/** In a 320 px box (a phone card): the columns scroll sideways inside it; the caption is kept for assistive technology only. */
export const NarrowScrolling: Story = {
  args: { title: 'Sample backcast and stitched actual', data: sampleBackcastAndActual, captionHidden: true },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
};
export const NarrowScrollingDark: Story = { ...NarrowScrolling, globals: { theme: 'dark' } };
