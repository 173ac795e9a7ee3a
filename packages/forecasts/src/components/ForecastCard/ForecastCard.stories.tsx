import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryProvider } from '../../stories/storyAdapter';
import { ForecastCard } from './ForecastCard';

const zone = 'America/Chicago';
const query = { timezone: zone };

const meta: Meta<typeof ForecastCard> = {
  title: 'forecasts/ForecastCard',
  component: ForecastCard,
  args: { timeZone: zone, unit: 'MWh', onExplore: () => {}, onCreateAdjustment: () => {} },
  decorators: [(Story) => <StoryProvider><Story /></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** ERCOT day-ahead forecast of July 6 2019 (process time midnight July 5), hourly (PT1H). */
export const ShortTerm: Story = {
  args: { source: { market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', configId: 'cfg-ercot-forecast', category: 'shortTermForecast', query } },
};
export const ShortTermDark: Story = { ...ShortTerm, globals: { theme: 'dark' } };

/** The same forecast read monthly (P1M): one value, so 'Not enough data'; no options menu. */
export const LongTerm: Story = {
  args: { source: { market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', configId: 'cfg-ercot-forecast-monthly', category: 'longTermForecast', query } },
};
export const LongTermDark: Story = { ...LongTerm, globals: { theme: 'dark' } };

/** A summary with one value, fed directly. */
export const OneValue: Story = {
  args: {
    forecast: {
      market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', min: 40441, max: 40441, count: 1, dayCount: 1, from: '2019-07-06', to: '2019-07-06',
      level: 'system', forecast: [{ timestamp: '2019-07-06T05:00:00.000Z', forecast: 40441 }],
    },
    configId: 'cfg-ercot-forecast',
  },
};
export const OneValueDark: Story = { ...OneValue, globals: { theme: 'dark' } };

/** A config item that does not exist: the card reports the error. */
export const ErrorState: Story = { args: { source: { market: 'ERCOT', configId: 'cfg-missing', category: 'shortTermForecast' } } };
export const ErrorDark: Story = { ...ErrorState, globals: { theme: 'dark' } };

/** Loading: the memory adapter answers after 1 h, so the skeleton stays. */
export const Loading: Story = {
  args: { source: { market: 'ERCOT', configId: 'cfg-ercot-forecast', category: 'shortTermForecast', query } },
  decorators: [(Story) => <StoryProvider latencyMs={3_600_000}><Story /></StoryProvider>],
};

function SelectableCard(props: Parameters<typeof ForecastCard>[0]) {
  const [selected, setSelected] = useState(false);
  return <ForecastCard {...props} selected={selected} onSelect={() => setSelected((s) => !s)} />;
}

/** Selectable (as in the create-adjustment picker): Select on hover, Selected once chosen. */
export const Selectable: Story = { ...ShortTerm, render: (args) => <SelectableCard {...args} /> };
export const SelectableDark: Story = { ...Selectable, globals: { theme: 'dark' } };

/** A current run labelled with the weather it used (the source label's "weather:" part, under the header). */
export const WithWeather: Story = {
  args: {
    forecast: {
      market: 'COAST', processTime: '2025-08-16T11:00:00.000Z', min: 13120.4, max: 19874.2, count: 4, dayCount: 1, from: '2025-08-17', to: '2025-08-17',
      level: 'weatherZone', source: 'Loadline v2, weather: none (calendar and recent load)',
      forecast: [
        { timestamp: '2025-08-17T05:00:00.000Z', forecast: 14210.8 },
        { timestamp: '2025-08-17T11:00:00.000Z', forecast: 13120.4 },
        { timestamp: '2025-08-17T17:00:00.000Z', forecast: 17650.1 },
        { timestamp: '2025-08-17T22:00:00.000Z', forecast: 19874.2 },
      ],
    },
    configId: 'cfg-ercot-forecast',
  },
};
export const WithWeatherDark: Story = { ...WithWeather, globals: { theme: 'dark' } };
