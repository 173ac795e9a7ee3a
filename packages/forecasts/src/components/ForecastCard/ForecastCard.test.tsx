/// <reference types="@testing-library/jest-dom/vitest" />
import type { ForecastSummary } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeExploreObject, exploreDashboardPath, forecastAdjustmentPath } from '../../model/exploreObject';
import { ForecastCard } from './ForecastCard';

const summary: ForecastSummary = {
  market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', min: 11234.5678, max: 15000.004, count: 3, dayCount: 2,
  from: '2019-07-06', to: '2019-07-07', level: 'weatherZone',
  forecast: [
    { timestamp: '2019-07-06T05:00:00.000Z', forecast: 11234.5678 },
    { timestamp: '2019-07-06T06:00:00.000Z', forecast: 12000 },
    { timestamp: '2019-07-07T05:00:00.000Z', forecast: 15000.004 },
  ],
};

const box = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ForecastCard', () => {
  it('shows the header, the days and the info boxes rounded to 2 decimals', () => {
    render(<ForecastCard forecast={summary} timeZone="America/Chicago" />);
    expect(screen.getByText('Generated on Jul 5, 2019, 12:00 AM')).toBeInTheDocument();
    expect(screen.getByText('COAST')).toBeInTheDocument();
    expect(screen.getByText('Forecasted days')).toBeInTheDocument();
    expect(screen.getByText('From Jul 6, 2019 to Jul 7, 2019')).toBeInTheDocument();
    expect(box('Min')).toBe('11,234.57');
    expect(box('Max')).toBe('15,000.00');
    expect(box('Days')).toBe('2');
    expect(box('Total')).toBe('3');
    expect(screen.queryByText('Not enough data')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /3 values/ })).toBeInTheDocument();
  });

  it('says the weather the run used under the header when its source label does, and nothing when it does not', () => {
    const { unmount } = render(<ForecastCard forecast={{ ...summary, source: 'Loadline v2, weather: observed station HOU + SJT daily max' }} timeZone="America/Chicago" />);
    const line = screen.getByText('Weather: observed station HOU + SJT daily max');
    expect(line).toHaveAttribute('title', 'Weather: observed station HOU + SJT daily max');
    unmount();
    render(<ForecastCard forecast={{ ...summary, source: 'GEFCom2012 vanilla benchmark' }} timeZone="America/Chicago" />);
    expect(screen.getByText('Generated on Jul 5, 2019, 12:00 AM')).toBeInTheDocument();
    expect(screen.queryByText(/^Weather:/)).toBeNull();
  });

  it('shows the day-ahead MAPE with its hours in the card\'s zone (hour ending), the full run labelled beside it; a run stating no scope as the whole run', () => {
    const from = Date.parse('2019-07-06T05:00:00Z');
    const { unmount } = render(
      <ForecastCard forecast={summary} timeZone="America/Chicago" hourEnding
        mape={{ mape: 3.744913840561316, scope: 'day_ahead', scoredFrom: from, scoredTo: from + 24 * 3_600_000, hours: 24, fullHorizon: { mape: 7.965546322201216, hours: 168 } }} />,
    );
    expect(box('Day-ahead MAPE')).toBe('3.74 %');
    expect(screen.getByText('Day-ahead MAPE', { selector: 'dt' }).parentElement).toHaveTextContent('2019-07-06 HE1–HE24, 24 hours');
    expect(box('Full run (7 days)')).toBe('7.97 %');
    unmount();
    render(<ForecastCard forecast={summary} timeZone="America/Chicago" mape={{ mape: 8.324071097573386, scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null }} />);
    expect(box('Whole run MAPE')).toBe('8.32 %');
    expect(screen.queryByText('Day-ahead MAPE')).toBeNull();
  });

  it("says 'Not enough data' with one value", () => {
    render(<ForecastCard forecast={{ ...summary, count: 1, forecast: summary.forecast.slice(0, 1) }} />);
    expect(screen.getByText('Not enough data')).toBeInTheDocument();
  });

  it('runs Explore in a dashboard and Create an adjustment with the right object and path', async () => {
    const onExplore = vi.fn();
    const onCreateAdjustment = vi.fn();
    render(<ForecastCard forecast={summary} configId="cfg-zone" onExplore={onExplore} onCreateAdjustment={onCreateAdjustment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forecast options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Explore in a dashboard' }));
    const object = onExplore.mock.calls[0]?.[0];
    expect(object).toEqual({
      market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', level: { name: 'weatherZone', configId: 'cfg-zone' }, from: '2019-07-06', to: '2019-07-07',
    });
    expect(decodeExploreObject(new URL(exploreDashboardPath(object), 'http://h').searchParams.get('object'))).toEqual(object);

    await userEvent.click(screen.getByRole('button', { name: 'Forecast options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create an adjustment' }));
    const card = onCreateAdjustment.mock.calls[0]?.[0];
    expect(card).toMatchObject({ market: 'COAST', configId: 'cfg-zone', category: 'shortTermForecast', min: 11234.5678, dayCount: 2 });
    expect(card).not.toHaveProperty('forecast');
    expect(forecastAdjustmentPath(card)).toBe(`/demand/load-forecast/adjustments/create/${encodeURIComponent(JSON.stringify(card))}`);
  });

  it('offers no options menu for long term or when actions are not allowed', () => {
    const { rerender } = render(<ForecastCard forecast={summary} category="longTermForecast" onExplore={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Forecast options' })).not.toBeInTheDocument();
    rerender(<ForecastCard forecast={summary} allowActions={false} onExplore={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Forecast options' })).not.toBeInTheDocument();
  });

  it('reads Select, then Selected, and reports the chosen forecast', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<ForecastCard forecast={summary} onSelect={onSelect} />);
    const overlay = screen.getByRole('button', { name: /^Select: COAST/ });
    expect(overlay).toHaveAttribute('aria-pressed', 'false');
    expect(within(overlay).getByText('Select')).toBeInTheDocument();
    await userEvent.click(overlay);
    expect(onSelect).toHaveBeenCalledWith(summary);
    rerender(<ForecastCard forecast={summary} onSelect={onSelect} selected />);
    expect(screen.getByRole('button', { name: /^Selected: COAST/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('fetches a live forecast of a process time through the adapter (hourly values)', async () => {
    const adapter = createMemoryAdapter();
    render(
      <LoadlineProvider adapter={adapter}>
        <ForecastCard
          source={{ market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', configId: 'cfg-ercot-forecast', category: 'shortTermForecast', query: { timezone: 'America/Chicago' } }}
          timeZone="America/Chicago"
          unit="MWh"
        />
      </LoadlineProvider>,
    );
    expect(await screen.findByText('Generated on Jul 5, 2019, 12:00 AM')).toBeInTheDocument();
    expect(screen.getByText('From Jul 6, 2019 to Jul 6, 2019')).toBeInTheDocument();
    expect(box('Total')).toBe('24');
    expect(box('Days')).toBe('1');
  });

  it('reads long-term forecasts monthly (P1M): one day of hourly values becomes one value', async () => {
    render(
      <LoadlineProvider adapter={createMemoryAdapter()}>
        <ForecastCard
          source={{ market: 'ERCOT', processTime: '2019-07-05T05:00:00.000Z', configId: 'cfg-ercot-forecast', category: 'longTermForecast', query: { timezone: 'America/Chicago' } }}
          timeZone="America/Chicago"
        />
      </LoadlineProvider>,
    );
    expect(await screen.findByText('Not enough data')).toBeInTheDocument();
    expect(box('Total')).toBe('1');
    // One monthly value covers the 31 days of July: Days counts days, not values.
    expect(box('Days')).toBe('31');
    expect(screen.getByText('From Jul 1, 2019 to Jul 31, 2019')).toBeInTheDocument();
  });

  it('fetches the newest forecast when no process time is given, and reports a missing one', async () => {
    const adapter = createMemoryAdapter();
    const { unmount } = render(
      <LoadlineProvider adapter={adapter}>
        <ForecastCard source={{ market: 'ERCOT', configId: 'cfg-ercot-forecast', category: 'shortTermForecast', query: { timezone: 'America/Chicago' } }} timeZone="America/Chicago" />
      </LoadlineProvider>,
    );
    expect(await screen.findByText('Generated on Jul 6, 2019, 12:00 AM')).toBeInTheDocument();
    // The values are named in the unit of the datasource metadata (MWh), not the default kWh.
    expect(screen.getByRole('img', { name: /^Forecast \(MWh\): / })).toBeInTheDocument();
    unmount();
    render(
      <LoadlineProvider adapter={adapter}>
        <ForecastCard source={{ market: 'PJM', configId: 'cfg-ercot-forecast', category: 'shortTermForecast' }} />
      </LoadlineProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found for this dataseries');
  });
});
