import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartXAxis, defaultCardRegistry, type CardRenderProps } from './cardRegistry';
import type { CardSeriesData } from './cardData';
import { fixtureCard } from './cardFixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chart visualizations of the card registry', () => {
  it('name the points of a Month-All or Year-All card by month or year, and any other time by its interval', () => {
    expect(chartXAxis('time', true, 'Monthly')).toEqual({ kind: 'time', bucket: 'month' });
    expect(chartXAxis('time', false, 'Yearly')).toEqual({ kind: 'time', bucket: 'year' });
    expect(chartXAxis('time', true, 'Daily')).toEqual({ kind: 'time' });
    expect(chartXAxis('time', true)).toEqual({ kind: 'time' });
  });

  it('draw the same series once: a re-render for another reason draws nothing again', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const draws = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const x = Float64Array.from({ length: 24 }, (_, i) => Date.UTC(2021, 0, 1, 6 + i));
    const series: CardSeriesData[] = [{
      id: 'load', seriesId: 'load', label: 'COAST Load', axisId: 'primary_axis', unit: 'MWh', unitLabel: 'MWh',
      points: { x, y: Float64Array.from(x, (_, i) => 10_000 + i) },
    }];
    const Render = defaultCardRegistry.get('MultiAxis')!.render;
    const props: CardRenderProps = { card: fixtureCard({ visualization: 'MultiAxis' }), series, xAxis: 'time', timezone: 'America/Chicago', isHourEndingSelected: false, height: 200 };
    const { rerender } = render(<Render {...props} dispatch={() => undefined} />);
    expect(draws).toHaveBeenCalledTimes(1);
    // The editor's dispatch (or the card's plan) is new after an edit elsewhere; the series are the same.
    rerender(<Render {...props} dispatch={() => undefined} />);
    expect(draws).toHaveBeenCalledTimes(1);
  });
});
