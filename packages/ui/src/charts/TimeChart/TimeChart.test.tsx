/// <reference types="@testing-library/jest-dom/vitest" />
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AreaChart } from '../AreaChart/AreaChart';
import { BarChart } from '../BarChart/BarChart';
import { ChartSyncGroup } from '../ChartSync/ChartSync';
import { LineChart } from '../LineChart/LineChart';
import { MultiAxisChart } from '../MultiAxisChart/MultiAxisChart';
import { StackChart } from '../StackChart/StackChart';
import { chartTexts } from '../texts';
import { localDayHours } from '../timeAxis';
import { tooltipLines } from './TimeChart';
import type { ChartSeries } from '../types';
import { memo } from 'react';
import { ThemeProvider } from '../../theme/ThemeProvider';

const zone = 'America/Chicago';
const hours = localDayHours('2024-11-03', zone);
const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW', points: { x: hours, y: hours.map((_, i) => (i === 2 ? null : 40_000 + i * 100)) } };
const temp: ChartSeries = { id: 'temp', label: '=Temp', axis: 'secondary', unit: 'degF', points: { x: hours, y: hours.map((_, i) => 50 + i) } };

// jsdom has no canvas: the chart must draw nothing and still render its DOM.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('time charts', () => {
  it('names the plot with a summary of its data and shows the legend', () => {
    render(<MultiAxisChart title="Load and temperature" series={[load, temp]} timeZone={zone} hourConvention="hour-ending" width={600} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAccessibleName(/^Multi-axis chart: Load and temperature\. 50 points from Nov 3, 2024, HE1 to Nov 3, 2024, HE24\./);
    const legend = screen.getByRole('list', { name: chartTexts.legend });
    expect(within(legend).getByText('Load (MW)')).toBeInTheDocument();
    expect(within(legend).getByText('=Temp (degF)')).toBeInTheDocument();
    // One line per entry: a long name is cut, its full text kept as the entry's title.
    expect(within(legend).getAllByRole('listitem').map((li) => li.getAttribute('title'))).toEqual(['Load (MW)', '=Temp (degF)']);
    expect(img.querySelectorAll('*').length).toBeLessThan(10);
  });

  it('without a width, lays the series out once at the measured width of its plot', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
    const drawnAt: number[] = [];
    const draw = vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(function (this: HTMLCanvasElement) {
      drawnAt.push(this.width);
      return null;
    });
    render(<LineChart title="Load" series={[load]} timeZone={zone} hourConvention="hour-ending" />);
    const img = screen.getByRole('img');
    expect(img.querySelector('canvas')).toHaveStyle({ width: '480px' });
    expect(img).toHaveAccessibleName(/^Line chart: Load\. 25 points/);
    // Drawn once, at the measured width: never first at the 600 px guess.
    expect(drawnAt).toEqual([480]);
    draw.mockReturnValue(null);
    width.mockRestore();
  });

  it('lays a narrow chart out once, under the legend that moved below it, never first beside it', () => {
    // A 358 px chart: its plot is 250 px beside a right legend, 358 px under it.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'img' && this.closest('[data-legend]')?.getAttribute('data-legend') === 'right' ? 250 : 358;
    });
    const drawnAt: number[] = [];
    const draw = vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(function (this: HTMLCanvasElement) {
      drawnAt.push(this.width);
      return null;
    });
    try {
      const { container } = render(<LineChart title="Load" series={[load]} timeZone={zone} legendPosition="right" />);
      expect(container.querySelector('[data-kind]')).toHaveAttribute('data-legend', 'bottom');
      expect(drawnAt).toEqual([358]);
    } finally {
      draw.mockReturnValue(null);
      width.mockRestore();
    }
  });

  it('keeps the DOM small at 350,400 points', () => {
    const n = 350_400;
    const x = Float64Array.from({ length: n }, (_, i) => Date.UTC(2020, 0, 1) + i * 900_000);
    const y = Float64Array.from({ length: n }, (_, i) => Math.sin(i / 500) * 1000 + 5000);
    const { container } = render(<LineChart title="Meter" series={[{ id: 'm', label: 'Meter', axis: 'primary', unit: 'kWh', points: { x, y } }]} timeZone={zone} width={800} />);
    expect(container.querySelectorAll('*').length).toBeLessThan(40);
  });

  it.each([
    ['Area chart', AreaChart], ['Bar chart', BarChart], ['Stacked area chart', StackChart], ['Line chart', LineChart],
  ] as const)('names each kind of chart (%s)', (name, Chart) => {
    render(<Chart title="Load" series={[load]} timeZone={zone} width={600} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(new RegExp(`^${name}: Load\\.`));
  });

  it('moves a side legend below the plot when the chart is measured narrow (a phone card), and keeps it beside a wide one', () => {
    const widthOf = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    try {
      const { container, unmount } = render(<LineChart title="Load" series={[load]} timeZone={zone} legendPosition="right" />);
      expect(container.querySelector('[data-kind]')).toHaveAttribute('data-legend', 'bottom');
      unmount();
      widthOf.mockReturnValue(900);
      const wide = render(<LineChart title="Load" series={[load]} timeZone={zone} legendPosition="right" />);
      expect(wide.container.querySelector('[data-kind]')).toHaveAttribute('data-legend', 'right');
    } finally {
      widthOf.mockRestore();
    }
  });

  it('redraws with the new theme colours when the theme changes, even under a parent that does not re-render', () => {
    let clears = 0;
    const ctx = new Proxy({}, { get: (_t, name) => (name === 'clearRect' ? () => { clears++; } : () => undefined), set: () => true }) as unknown as CanvasRenderingContext2D;
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    try {
      const Card = memo(function Card() { return <LineChart title="Load" series={[load]} timeZone={zone} width={600} />; });
      const { rerender } = render(<ThemeProvider theme="light"><Card /></ThemeProvider>);
      const before = clears;
      expect(before).toBeGreaterThan(0);
      rerender(<ThemeProvider theme="dark"><Card /></ThemeProvider>);
      expect(clears).toBeGreaterThan(before);
    } finally {
      getContext.mockReturnValue(null);
    }
  });

  it('redraws new data with the colours it read, and reads them again for a new theme only', () => {
    let clears = 0;
    const ctx = new Proxy({}, { get: (_t, name) => (name === 'clearRect' ? () => { clears++; } : () => undefined), set: () => true }) as unknown as CanvasRenderingContext2D;
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    const computed = vi.spyOn(window, 'getComputedStyle');
    const canvasReads = () => computed.mock.calls.filter(([el]) => el instanceof HTMLCanvasElement).length;
    try {
      const more = { ...load, points: { x: load.points.x, y: Float64Array.from(load.points.y, (v) => (v ?? Number.NaN) * 2) } };
      const chart = (theme: 'light' | 'dark', series: typeof load) => <ThemeProvider theme={theme}><LineChart title="Load" series={[series]} timeZone={zone} width={600} /></ThemeProvider>;
      const { rerender } = render(chart('light', load));
      expect(canvasReads()).toBe(1);
      const drawn = clears;
      rerender(chart('light', more));
      expect(clears).toBeGreaterThan(drawn);
      expect(canvasReads()).toBe(1);
      rerender(chart('dark', more));
      expect(canvasReads()).toBe(2);
    } finally {
      computed.mockRestore();
      getContext.mockReturnValue(null);
    }
  });

  it('says the words all legend names begin with once, and each entry keeps what tells it apart (its full name for readers and as its title)', () => {
    const zones = ['Coast', 'East', 'North Central'];
    const named = zones.map((z, i): ChartSeries => ({ ...load, id: z, label: `Stitched Actual native load of ${z}`, points: { x: hours, y: hours.map(() => 1_000 * (i + 1)) } }));
    const { container } = render(<LineChart title="Load" series={named} timeZone={zone} width={900} />);
    const legend = screen.getByRole('list', { name: chartTexts.legend });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual(zones.map((z) => `Stitched Actual native load of ${z} (MW)`));
    expect(entries.map((li) => li.getAttribute('title'))).toEqual(zones.map((z) => `Stitched Actual native load of ${z} (MW)`));
    // What shows: the caption once, then 'Coast (MW)', 'East (MW)', 'North Central (MW)'.
    expect(container.querySelector('[aria-hidden="true"][title="Stitched Actual native load of"]')).not.toBeNull();
    expect(within(legend).getByText('North Central (MW)')).toBeInTheDocument();
  });

  it('hides the legend with position none', () => {
    render(<LineChart title="Load" series={[load]} timeZone={zone} legendPosition="none" width={600} />);
    expect(screen.queryByRole('list', { name: chartTexts.legend })).toBeNull();
  });

  it('shows loading, error and empty states instead of the plot', () => {
    const { rerender } = render(<LineChart title="Load" series={[load]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent(chartTexts.loading);
    rerender(<LineChart title="Load" series={[load]} error="The data retrieved cannot be formatted" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The data retrieved cannot be formatted');
    rerender(<LineChart title="Load" series={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(chartTexts.noData);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('moves the crosshair with the arrow keys and announces the values, gaps as a dash', () => {
    render(<LineChart title="Load" series={[load]} timeZone={zone} hourConvention="hour-ending" width={600} />);
    const img = screen.getByRole('img');
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    expect(screen.getByText('Nov 3, 2024, HE1. Load: 40,000 MW')).toBeInTheDocument();
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    expect(screen.getByText('Nov 3, 2024, HE2*. Load: –')).toBeInTheDocument();
    fireEvent.keyDown(img, { key: 'End' });
    expect(screen.getByText('Nov 3, 2024, HE24. Load: 42,400 MW')).toBeInTheDocument();
  });

  it('shares the crosshair between the charts of a sync group', () => {
    render(
      <ChartSyncGroup>
        <LineChart title="Load" series={[load]} timeZone={zone} hourConvention="hour-ending" width={600} />
        <MultiAxisChart title="Temperature" series={[temp]} timeZone={zone} hourConvention="hour-ending" width={600} />
      </ChartSyncGroup>,
    );
    const [first] = screen.getAllByRole('img');
    fireEvent.keyDown(first as HTMLElement, { key: 'Home' });
    expect(screen.getAllByText('Nov 3, 2024, HE1')).toHaveLength(2);
    expect(screen.getByText('=Temp: 50 degF')).toBeInTheDocument();
  });

  it('zooms to a brushed range and resets', () => {
    const onXDomainChange = vi.fn();
    render(<LineChart title="Load" series={[load]} timeZone={zone} width={600} onXDomainChange={onXDomainChange} />);
    const img = screen.getByRole('img');
    expect(screen.queryByRole('button', { name: chartTexts.resetZoom })).toBeNull();
    fireEvent.pointerDown(img, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(img, { clientX: 300, pointerId: 1 });
    fireEvent.pointerUp(img, { clientX: 300, pointerId: 1 });
    const [from, to] = onXDomainChange.mock.calls[0]?.[0] as [number, number];
    expect(from).toBeGreaterThan(hours[0] as number);
    expect(to).toBeLessThan(hours[24] as number);
    fireEvent.click(screen.getByRole('button', { name: chartTexts.resetZoom }));
    expect(onXDomainChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: chartTexts.resetZoom })).toBeNull();
  });

  it('exports its data as CSV with formula cells neutralised', () => {
    const download = vi.fn();
    render(<MultiAxisChart title="Load / temperature" series={[load, temp]} timeZone={zone} hourConvention="hour-ending" width={600} download={download} />);
    act(() => screen.getByRole('button', { name: chartTexts.downloadCsv }).click());
    const file = download.mock.calls[0]?.[0] as { name: string; data: string };
    expect(file.name).toBe('Load-temperature.csv');
    const lines = file.data.split('\r\n');
    expect(lines[0]).toBe("Time,Hour,Load (MW),'=Temp (degF)");
    expect(lines).toHaveLength(27);
    expect(lines[3]).toBe('2024-11-03T07:00:00.000Z,"Nov 3, 2024, HE2*",,52');
  });

  it('exports the plot as PNG', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    const download = vi.fn();
    render(<LineChart title="ERCOT load" series={[load]} timeZone={zone} width={600} download={download} />);
    fireEvent.click(screen.getByRole('button', { name: chartTexts.downloadPng }));
    expect(download).toHaveBeenCalledWith({ name: 'ERCOT-load.png', type: 'image/png', data: 'data:image/png;base64,iVBORw0KGgo=' });
  });

  it('switches to the table view of the same series', () => {
    render(<StackChart title="Load by zone" series={[load]} timeZone={zone} hourConvention="hour-ending" width={600} />);
    fireEvent.click(screen.getByRole('button', { name: chartTexts.showTable }));
    const table = screen.getByRole('table', { name: 'Load by zone' });
    expect(within(table).getByRole('rowheader', { name: 'Nov 3, 2024, HE1' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: chartTexts.showChart }));
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});

describe('labels of a Month-All or Year-All point', () => {
  const nov = Date.UTC(2019, 10, 1, 5);
  const monthly: ChartSeries = { id: 'load', label: 'Stitched Actual', axis: 'primary', unit: 'MWh', points: { x: [nov], y: [1_250_000] } };

  it('the tooltip names the month or year a single point stands for, not its first hour', () => {
    expect(tooltipLines(nov, [monthly], 'America/Chicago', 'hour-ending', 'month')[0]).toBe('Nov 2019');
    expect(tooltipLines(nov, [monthly], 'America/Chicago', 'hour-ending', 'year')[0]).toBe('2019');
    expect(tooltipLines(nov, [monthly], 'America/Chicago', 'hour-ending')[0]).toBe('Nov 1, 2019, HE1');
  });

  it("the table view's rows name the month", () => {
    render(<ThemeProvider><BarChart title="Monthly load" series={[monthly]} timeZone="America/Chicago" hourConvention="hour-ending" xAxis={{ kind: 'time', bucket: 'month' }} defaultView="table" width={400} /></ThemeProvider>);
    const table = screen.getByRole('table', { name: 'Monthly load' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent(/^Nov 2019$/);
  });
});

describe('tooltipLines of a partial bucket', () => {
  it("names the partial first or last bucket '(partial period)', and no other", () => {
    const nov = Date.UTC(2019, 10, 1, 5);
    const dec = Date.UTC(2019, 11, 1, 6);
    const monthly = { id: 'load', label: 'Stitched Actual', axis: 'primary' as const, unit: 'MWh', points: { x: [nov, dec], y: [1_250_000, 1_700] }, partial: { last: true } };
    expect(tooltipLines(dec, [monthly], 'America/Chicago', 'hour-beginning')[1]).toBe('Stitched Actual (partial period): 1,700 MWh');
    expect(tooltipLines(nov, [monthly], 'America/Chicago', 'hour-beginning')[1]).toBe('Stitched Actual: 1,250,000 MWh');
  });
});
