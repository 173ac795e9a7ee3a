/// <reference types="@testing-library/jest-dom/vitest" />
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaChart } from '../AreaChart/AreaChart';
import { BarChart } from '../BarChart/BarChart';
import { ChartSyncGroup } from '../ChartSync/ChartSync';
import { cyclicCategoryAxis } from '../cyclicCategories';
import { LineChart } from '../LineChart/LineChart';
import { MultiAxisChart } from '../MultiAxisChart/MultiAxisChart';
import { StackChart } from '../StackChart/StackChart';
import { chartTexts } from '../texts';
import type { ChartSeries } from '../types';

const weekdays = cyclicCategoryAxis('DayOfWeek');
// Keys out of order, Wednesday a gap, Sunday missing, and a key (9) that is no category.
const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW', points: { x: [2, 1, 3, 4, 5, 6, 9], y: [42_000, 41_000, null, 44_000, 45_000, 38_000, 1] } };
const forecast: ChartSeries = { id: 'fc', label: 'Forecast', axis: 'primary', unit: 'MW', points: { x: [1, 2, 3, 4, 5, 6, 7], y: [40_500, 41_500, 43_000, 43_500, 44_500, 37_000, 36_000] } };
const temp: ChartSeries = { id: 'temp', label: 'Temperature', axis: 'secondary', unit: 'degF', points: { x: [1, 7], y: [71, 64] } };

/** A 2D context that records what is drawn (jsdom has no canvas). */
function recordingContext() {
  const calls = { fillText: [] as [string, number, number][], fillRect: [] as [number, number, number, number][] };
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(target, key: string) {
      if (key === 'fillText') return (text: string, x: number, y: number) => calls.fillText.push([text, x, y]);
      if (key === 'fillRect') return (x: number, y: number, w: number, h: number) => calls.fillRect.push([x, y, w, h]);
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx, calls };
}

let recorded: ReturnType<typeof recordingContext>;
beforeEach(() => {
  recorded = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(recorded.ctx as unknown as CanvasRenderingContext2D);
});
afterEach(() => vi.restoreAllMocks());

describe('charts on a category x axis', () => {
  it('draws the category labels under the plot, evenly spaced in category order', () => {
    render(<LineChart title="Load by weekday" series={[load]} xAxis={weekdays} width={700} />);
    const labels = recorded.calls.fillText.filter(([text]) => (chartTexts.weekdays as readonly string[]).includes(text));
    expect(labels.map(([text]) => text)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const xs = labels.map(([, x]) => x);
    const gaps = xs.slice(1).map((x, i) => x - (xs[i] as number));
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0] as number, 6);
  });

  it('draws grouped bars side by side in each category band, one per value', () => {
    render(<BarChart title="Load by weekday" series={[load, forecast]} xAxis={weekdays} width={700} legendPosition="none" />);
    const bars = recorded.calls.fillRect;
    // Load: 5 values (Wednesday is a gap, Sunday has none, key 9 is no category); forecast: 7.
    expect(bars).toHaveLength(12);
    const [loadMonday, , , , , forecastMonday] = bars;
    expect(forecastMonday?.[0]).toBeCloseTo((loadMonday?.[0] as number) + (loadMonday?.[2] as number), 6);
    expect(loadMonday?.[2]).toBe(forecastMonday?.[2]);
  });

  it('names the plot with the categories and the values', () => {
    render(<BarChart title="Load by weekday" series={[load, forecast]} xAxis={weekdays} width={600} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Bar chart: Load by weekday. 13 points over 7 day of week categories, Mon to Sun. Load (MW) 38,000 to 45,000. Forecast (MW) 36,000 to 44,500.',
    );
  });

  it('steps the crosshair through the categories with the keyboard and announces label and values', () => {
    render(<MultiAxisChart title="Load and temperature" series={[load, temp]} xAxis={weekdays} width={600} />);
    const img = screen.getByRole('img');
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    expect(screen.getByText('Mon. Load: 41,000 MW. Temperature: 71 degF')).toBeInTheDocument();
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    expect(screen.getByText('Wed. Load: –. Temperature: –')).toBeInTheDocument();
    fireEvent.keyDown(img, { key: 'End' });
    expect(screen.getByText('Sun. Load: –. Temperature: 64 degF')).toBeInTheDocument();
    fireEvent.keyDown(img, { key: 'Escape' });
    expect(screen.queryByText(/^Sun\./)).toBeNull();
  });

  it('shows the category label in the hover tooltip', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, right: 600, bottom: 300, width: 600, height: 300, x: 0, y: 0, toJSON: () => ({}) });
    render(<LineChart title="Load by weekday" series={[load]} xAxis={weekdays} width={600} legendPosition="none" />);
    const img = screen.getByRole('img');
    // Plot from 52 to 588 px: seven bands of about 76.6 px; 100 px is in Monday's.
    fireEvent.pointerMove(img, { clientX: 100, pointerId: 1 });
    expect(within(img).getByText('Mon')).toBeInTheDocument();
    expect(within(img).getByText('Load: 41,000 MW')).toBeInTheDocument();
  });

  it('does not zoom when dragged, and keeps its crosshair out of a sync group', () => {
    const onXDomainChange = vi.fn();
    render(
      <ChartSyncGroup>
        <LineChart title="Load by weekday" series={[load]} xAxis={weekdays} width={600} onXDomainChange={onXDomainChange} />
        <AreaChart title="Forecast by weekday" series={[forecast]} xAxis={weekdays} width={600} />
      </ChartSyncGroup>,
    );
    const [first] = screen.getAllByRole('img');
    fireEvent.pointerDown(first as HTMLElement, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(first as HTMLElement, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(first as HTMLElement, { clientX: 400, pointerId: 1 });
    expect(onXDomainChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: chartTexts.resetZoom })).toBeNull();
    fireEvent.keyDown(first as HTMLElement, { key: 'Home' });
    expect(screen.getAllByText('Mon')).toHaveLength(1);
  });

  it('lists every category with its values in the table view', () => {
    render(<StackChart title="Load by weekday" series={[load, forecast]} xAxis={weekdays} width={600} />);
    fireEvent.click(screen.getByRole('button', { name: chartTexts.showTable }));
    const table = screen.getByRole('table', { name: 'Load by weekday' });
    expect(within(table).getByRole('columnheader', { name: 'Day of week' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // MW at one decimal.
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['41,000.0', '40,500.0']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['–', '43,000.0']);
    expect(within(rows[6] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['–', '36,000.0']);
  });

  it('exports one CSV row per category', () => {
    const download = vi.fn();
    render(<BarChart title="Load by hour" series={[{ ...load, points: { x: [0, 23], y: [30_000, 35_000] } }]}
      xAxis={cyclicCategoryAxis('Hour24', { hourConvention: 'hour-ending' })} width={600} download={download} />);
    act(() => screen.getByRole('button', { name: chartTexts.downloadCsv }).click());
    const lines = (download.mock.calls[0]?.[0] as { data: string }).data.split('\r\n');
    expect(lines[0]).toBe('Hour of day,Load (MW)');
    expect(lines[1]).toBe('HE1,30000');
    expect(lines[2]).toBe('HE2,');
    expect(lines[24]).toBe('HE24,35000');
  });

  it('shows the empty state when no value falls on a category', () => {
    render(<LineChart title="Load" series={[{ ...load, points: { x: [0, 8], y: [1, 2] } }]} xAxis={weekdays} width={600} />);
    expect(screen.getByRole('status')).toHaveTextContent(chartTexts.noData);
  });
});
