import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProvider } from '../../stories/storyAdapter';
import { CreateAdjustment } from './CreateAdjustment';
import type { AdjustableForecast } from '../../model/createAdjustmentForm';

/** Short-term runs as the forecast list shows them (ERCOT day-ahead forecasts of July 2019). */
const RUNS: AdjustableForecast[] = [1, 2, 3].map((d) => ({
  configId: 'cfg-ercot-forecast', market: 'ERCOT', processTime: `2019-07-0${d}T11:00:00Z`, from: `2019-07-0${d + 1}`, to: `2019-07-0${d + 1}`,
}));

const meta: Meta<typeof CreateAdjustment> = {
  title: 'adjustments/CreateAdjustment',
  component: CreateAdjustment,
  args: { forecasts: RUNS, onCancel: () => {}, onCreated: () => {} },
  decorators: [(Story) => <StoryProvider><Story /></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: name, timezone, hour ending, forecast picker; Reset, Cancel, Accept. */
export const Empty: Story = {};
export const EmptyDark: Story = { globals: { theme: 'dark' } };

/** Opened from a forecast card's Create an adjustment: its forecast is chosen. */
export const FromForecastCard: Story = { args: { defaultForecast: RUNS[1] } };
export const FromForecastCardDark: Story = { ...FromForecastCard, globals: { theme: 'dark' } };
