import type { Meta, StoryObj } from '@storybook/react-vite';
import { cyclicCategoryAxis } from '../cyclicCategories';
import { ChartSyncGroup } from '../ChartSync/ChartSync';
import { MultiAxisChart } from '../MultiAxisChart/MultiAxisChart';
import {
  sampleEmpty, sampleFallBackDay, sampleLarge, sampleLoadAndTemperature, sampleOnePoint, sampleSpringForwardDay, sampleZone, sampleZones, sampleNineZonesSharedWords, sampleByDayOfWeek, sampleByHourOfDay
} from '../storyData';
import { LineChart, type LineChartProps } from './LineChart';

type Args = Omit<LineChartProps, 'series'> & { data: () => LineChartProps['series'] };
const meta = {
  title: 'ui/charts/LineChart',
  render: ({ data, ...args }) => <LineChart {...args} series={data()} />,
  args: { title: 'Sample load by zone', data: sampleZones, timeZone: sampleZone, hourConvention: 'hour-ending', legendPosition: 'right', yAxisMode: 'force-0' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LegendBottomDataRange: Story = { args: { legendPosition: 'bottom', yAxisMode: 'data-range' } };
/** Zoomed to one day (as after brushing across it): 'Reset zoom' shows in the toolbar. */
export const Zoomed: Story = { args: { defaultXDomain: [Date.UTC(2024, 6, 3, 5), Date.UTC(2024, 6, 4, 5)] } };
/** Nine names that share their first words: said once as the legend's caption, each entry keeps its own part. */
export const LegendSharedWords: Story = { args: { title: 'Stitched actual load by zone', data: sampleNineZonesSharedWords } };
export const LegendSharedWordsDark: Story = { args: { title: 'Stitched actual load by zone', data: sampleNineZonesSharedWords }, globals: { theme: 'dark' } };
export const LegendNone: Story = { args: { legendPosition: 'none', axisTitles: { primary: 'Load (MW)' } } };
export const GapAndSecondaryAxis: Story = { args: { title: 'Sample load and temperature', data: sampleLoadAndTemperature } };
export const Empty: Story = { args: { data: sampleEmpty } };
export const Loading: Story = { args: { loading: true } };
export const ErrorState: Story = { args: { error: 'The data retrieved cannot be formatted' } };
export const OnePoint: Story = { args: { data: sampleOnePoint } };
export const DstFallBackDay: Story = { args: { title: 'Sample load, 3 Nov 2024', data: sampleFallBackDay } };
export const DstSpringForwardDay: Story = { args: { title: 'Sample load, 10 Mar 2024', data: sampleSpringForwardDay, hourConvention: 'hour-beginning' } };
export const LargeSeries: Story = { args: { title: 'Sample interval load, 350,400 points', data: sampleLarge } };
export const LargeSeriesDark: Story = { args: { title: 'Sample interval load, 350,400 points', data: sampleLarge }, globals: { theme: 'dark' } };
export const SyncedCrosshair: Story = {
  render: (args) => (
    <ChartSyncGroup>
      <LineChart {...args} title="Sample load by zone" series={sampleZones()} height={220} />
      <MultiAxisChart {...args} title="Sample load and temperature" series={sampleLoadAndTemperature()} height={220} />
    </ChartSyncGroup>
  ),
};

/** Category x axis: average load by hour of day (Hour-24), labelled hour ending HE1..HE24. */
export const CategoryHourOfDay: Story = {
  args: { title: 'Sample load by hour of day', data: sampleByHourOfDay, xAxis: cyclicCategoryAxis('Hour24', { hourConvention: 'hour-ending' }) },
};
export const CategoryHourOfDayDark: Story = { ...CategoryHourOfDay, globals: { theme: 'dark' } };
/** Hour-24 labelled by hour beginning, 00:00..23:00, on a narrow chart: every few labels are kept. */
export const CategoryHourBeginningNarrow: Story = {
  args: { title: 'Sample load by hour of day', data: sampleByHourOfDay, width: 360, legendPosition: 'bottom', xAxis: cyclicCategoryAxis('Hour24') },
};
/** Day-Week with a gap (South, Wed). */
export const CategoryDayOfWeek: Story = { args: { title: 'Sample load by day of week', data: sampleByDayOfWeek, xAxis: cyclicCategoryAxis('DayOfWeek') } };
