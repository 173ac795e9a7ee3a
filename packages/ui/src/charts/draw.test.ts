import { describe, expect, it } from 'vitest';
import { buildChartModel } from './chartModel';
import { type ChartColors, drawChart, formatTick } from './draw';
import type { ChartSeries } from './types';

/** A 2D context that records the calls a chart makes (node has no canvas). */
function recordingContext() {
  const calls: string[] = [];
  const ctx = new Proxy({}, {
    get: (_t, name: string) => (...args: unknown[]) => { calls.push(`${name}(${args.map((a) => (typeof a === 'number' ? Math.round(a) : a)).join(',')})`); },
    set: (_t, name: string, value: unknown) => { calls.push(`${name}=${String(value)}`); return true; },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

const colors: ChartColors = { palette: ['#111111', '#222222'], grid: '#eeeeee', axis: '#888888', axisText: '#333333', font: '11px sans-serif' };
const h = 3_600_000;
const s = (y: (number | null)[], color?: string): ChartSeries => ({ id: 'a', label: 'A', axis: 'primary', unit: 'MW', color, points: { x: y.map((_, i) => i * h), y } });
const model = (series: ChartSeries[], kind: 'line' | 'bar' = 'line') => buildChartModel({ series, kind, width: 400, height: 200, timeZone: 'UTC', hourConvention: 'hour-beginning', yAxisMode: { primary: 'force-0', secondary: 'force-0' } });

describe('drawChart', () => {
  it('does nothing without a 2D context', () => {
    expect(() => drawChart(null, model([s([1, 2])]), colors, { width: 400, height: 200 }, 1)).not.toThrow();
  });

  it('breaks the line at a gap and dots a point left alone between gaps', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, model([s([5, 6, null, 8, null, 9, 10])]), colors, { width: 400, height: 200 }, 1);
    const series = calls.slice(calls.indexOf('strokeStyle=#111111'));
    expect(series.filter((c) => c.startsWith('moveTo('))).toHaveLength(3);
    expect(series.filter((c) => c.startsWith('arc('))).toHaveLength(1);
  });

  it('dashes the segment to a partial first or last bucket, and only that segment', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, model([{ ...s([5, 6, 7, 1]), partial: { last: true } }]), colors, { width: 400, height: 200 }, 1);
    const series = calls.slice(calls.indexOf('strokeStyle=#111111'));
    const dashOn = series.indexOf('setLineDash(4,3)');
    expect(dashOn).toBeGreaterThan(0);
    // Solid: points 0..2 (one moveTo, two lineTo); dashed: points 2..3.
    expect(series.slice(0, dashOn).filter((c) => c.startsWith('lineTo('))).toHaveLength(2);
    expect(series.slice(dashOn).filter((c) => c.startsWith('lineTo('))).toHaveLength(1);
    expect(series.slice(dashOn)).toContain('setLineDash()');
    const plain = recordingContext();
    drawChart(plain.ctx, model([s([5, 6, 7, 1])]), colors, { width: 400, height: 200 }, 1);
    expect(plain.calls.some((c) => c.startsWith('setLineDash('))).toBe(false);
  });

  it('draws a partial first or last bar pale with a dashed outline, and the other bars solid', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, model([{ ...s([5, 6, 7, 1]), partial: { last: true } }], 'bar'), colors, { width: 400, height: 200 }, 1);
    const series = calls.slice(calls.indexOf('fillStyle=#111111'));
    expect(series.filter((c) => c.startsWith('fillRect('))).toHaveLength(4);
    expect(series.filter((c) => c.startsWith('strokeRect('))).toHaveLength(1);
    const pale = series.indexOf('globalAlpha=0.35');
    expect(pale).toBeGreaterThan(series.findLastIndex((c) => c.startsWith('fillRect(')) - 2);
    expect(series.slice(pale)).toEqual(expect.arrayContaining(['setLineDash(4,3)', 'setLineDash()']));
    const plain = recordingContext();
    drawChart(plain.ctx, model([s([5, 6, 7, 1])], 'bar'), colors, { width: 400, height: 200 }, 1);
    expect(plain.calls.some((c) => c.startsWith('strokeRect(') || c.startsWith('setLineDash('))).toBe(false);
  });

  it('draws the band of a partial first or last bucket of a stack pale with a dashed top edge', () => {
    const { ctx, calls } = recordingContext();
    const stackModel = buildChartModel({
      series: [{ ...s([5, 6, 7, 1]), partial: { first: true } }, { ...s([1, 1, 1, 1]), id: 'b', label: 'B' }],
      kind: 'stack', width: 400, height: 200, timeZone: 'UTC', hourConvention: 'hour-beginning', yAxisMode: { primary: 'force-0', secondary: 'force-0' },
    });
    drawChart(ctx, stackModel, colors, { width: 400, height: 200 }, 1);
    expect(calls.filter((c) => c === 'globalAlpha=0.35')).toHaveLength(1);
    expect(calls.filter((c) => c === 'setLineDash(4,3)')).toHaveLength(1);
    expect(calls.filter((c) => c === 'fill()').length).toBeGreaterThanOrEqual(3);
  });

  it('draws a bar per value and none for a gap, in the series colour', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, model([s([5, null, 8], '#abcdef')], 'bar'), colors, { width: 400, height: 200 }, 1);
    expect(calls).toContain('fillStyle=#abcdef');
    expect(calls.filter((c) => c.startsWith('fillRect('))).toHaveLength(2);
  });

  it('groups the bars of several series side by side on a time axis, one band per interval, even when the series cover different times', () => {
    const { ctx, calls } = recordingContext();
    // A backcast over 48 hours and a stitched actual over its first 24, as a load forecast card draws them.
    const backcast: ChartSeries = { ...s(Array.from({ length: 48 }, () => 10), '#aaaaaa'), id: 'backcast' };
    const actual: ChartSeries = { ...s(Array.from({ length: 24 }, () => 12), '#bbbbbb'), id: 'actual' };
    const m = model([backcast, actual], 'bar');
    drawChart(ctx, m, colors, { width: 400, height: 200 }, 1);
    const rects = (color: string) => {
      const from = calls.indexOf(`fillStyle=${color}`);
      const to = calls.findIndex((c, i) => i > from && c.startsWith('fillStyle=') && c !== `fillStyle=${color}`);
      return calls.slice(from, to < 0 ? undefined : to).filter((c) => c.startsWith('fillRect(')).map((c) => c.slice(9, -1).split(',').map(Number) as [number, number, number, number]);
    };
    const a = rects('#aaaaaa');
    const b = rects('#bbbbbb');
    expect(a).toHaveLength(48);
    expect(b).toHaveLength(24);
    // No bar of one series covers a bar of the other.
    for (const [ax, , aw] of a) for (const [bx, , bw] of b) expect(ax + aw <= bx || bx + bw <= ax).toBe(true);
    // Both bars of an hour sit within that hour's band.
    const step = m.x(h) - m.x(0);
    expect(b[0]![0] - a[0]![0]).toBeLessThanOrEqual(step);
  });

  it('writes compact axis numbers', () => {
    expect(formatTick(45_000)).toBe('45k');
    expect(formatTick(2_500_000)).toBe('2.5M');
    expect(formatTick(0.25)).toBe('0.25');
  });
});
