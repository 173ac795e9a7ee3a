import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProvider } from '../../stories/storyAdapter';
import { AvailableForecasts } from './AvailableForecasts';

const meta: Meta<typeof AvailableForecasts> = {
  title: 'forecasts/AvailableForecasts',
  component: AvailableForecasts,
  args: { storage: null, timeZone: 'America/Chicago', unit: 'MWh', forecastQuery: () => ({ timezone: 'America/Chicago' }), onExplore: () => {}, onCreateAdjustment: () => {} },
  decorators: [(Story) => <StoryProvider><Story /></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Short Term and Long Term tabs, LEVEL and MARKETS filters; 7 real day-ahead forecasts, 5 per load, then Load More. */
export const WithFilters: Story = {};
export const WithFiltersDark: Story = { globals: { theme: 'dark' } };

/** 5 skeleton cards while the first load runs (the memory adapter answers after 1 h). */
export const Loading: Story = { decorators: [(Story) => <StoryProvider latencyMs={3_600_000}><Story /></StoryProvider>] };
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** A level whose datasource holds no forecasts of this layout: 'No items found'. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryProvider adapt={(a) => ({ ...a, forecasts: { summaries: async () => [] } })}>
        <Story />
      </StoryProvider>
    ),
  ],
};
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

/** No config item with a settlement level: 'Sorry! No Settlement Level Data is available.' */
export const NoSettlementLevel: Story = {
  decorators: [(Story) => <StoryProvider configs={[]}><Story /></StoryProvider>],
};
