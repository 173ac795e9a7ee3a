import type { Meta, StoryObj } from '@storybook/react-vite';
import { meterSeries } from '../model/meterSeries';
import { fixtureCard } from './cardFixtures';
import { DashboardCard } from './DashboardCard';
import { METER_CONTEXT, MeterFixtureProvider } from './meterFixtures';

/**
 * The meter cards over two stand-in meters carrying ERCOT's real COAST and total load of July
 * 2019 (see meterFixtures.tsx), July 1-2, America/Chicago: the Meter Table (query-native pages,
 * date then meter ascending) and the Meter Map (two made-up regions as its boundaries, meters at Houston and
 * Austin). Each story sits in a 760 x 420 px grid cell.
 */
const meta: Meta<typeof DashboardCard> = {
  title: 'dashboard/MeterCards',
  component: DashboardCard,
  args: { context: METER_CONTEXT },
  decorators: [
    (Story) => (
      <MeterFixtureProvider>
        <div style={{ width: 760, height: 420 }}><Story /></div>
      </MeterFixtureProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Meter Table: hourly load per meter, 10 rows a page. */
export const MeterTable: Story = {
  args: { card: fixtureCard({ id: 'meter-table', title: 'Meters by hour', visualization: 'MeterTable', group: 'Hourly', dataSeries: [meterSeries(null, 'load', 'meterId')], meterTableOptions: { pageNumber: 0, pageSize: 10 } }) },
};
export const MeterTableDark: Story = { ...MeterTable, ...dark };

/** Meter Map: the two meters coloured and sized by their load, zoom 6 over Texas. */
export const MeterMap: Story = {
  args: { card: fixtureCard({ id: 'meter-map', title: 'Meter map', visualization: 'MeterMap', dataSeries: [], mapSettings: { zoom: 6, centre: { latitude: 30, longitude: -96.5 } } }) },
};
export const MeterMapDark: Story = { ...MeterMap, ...dark };
