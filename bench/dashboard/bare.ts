/**
 * The bare page of `pnpm bench dashboard`: the benchmark dashboard's 12 cards x 3 series drawn
 * with no portal and no React, only ui's chart functions (`buildChartModel`, `drawChart`) on 12
 * canvases, from the same API answers: the page sends the very query items the portal sent
 * (`window.__benchQueries`, read from the portal's requests) through core's HTTP adapter (the
 * batch route, columnar answers), then charts each card's Stitched Actual and Backcast of its
 * market (primary axis) and its station's temperature (secondary axis), one year of hours each.
 * Sets `window.__benchDrawn` to performance.now() (ms since navigation start) once every card is
 * drawn, or `window.__benchError` with the reason.
 */
import { createHttpAdapter, measureResultName, type QueryRow, type SelectedMeasure } from '@loadline/core';
import { buildChartModel } from '../../packages/ui/src/charts/chartModel';
import { drawChart, type ChartColors } from '../../packages/ui/src/charts/draw';
import type { ChartSeries } from '../../packages/ui/src/charts/types';

/** A query item as the portal sent it: datasource, native or not, and the request body. */
export interface BenchQuery {
  datasource: string;
  native: boolean;
  query: { selectedMeasures?: SelectedMeasure[]; filters?: { columnName: string; filterValues?: unknown[] }[] } & Record<string, unknown>;
}

/** A card of the bare page: its market and station, and its canvas size in CSS px (the portal's). */
export interface BenchCard {
  market: string;
  station: string;
  width: number;
  height: number;
}

interface BenchWindow {
  __benchQueries: BenchQuery[];
  __benchCards: BenchCard[];
  __benchDrawn?: number;
  __benchError?: string;
}

const COLORS: ChartColors = {
  palette: ['#1f6fb4', '#e07b28', '#2f9e6e', '#b8457a', '#6d5cc4', '#8c6d31'],
  grid: '#e3e8ef',
  axis: '#9aa5b1',
  axisText: '#52606d',
  font: '11px system-ui, sans-serif',
};

const filterValue = (q: BenchQuery, column: string) => q.query.filters?.find((f) => f.columnName === column)?.filterValues?.[0];

function seriesOf(q: BenchQuery, rows: readonly QueryRow[], id: string, label: string, axis: 'primary' | 'secondary', unit: string): ChartSeries {
  const measure = q.query.selectedMeasures?.[0];
  const column = measure ? measureResultName(measure) : '';
  const x = new Float64Array(rows.length);
  const y = new Float64Array(rows.length);
  rows.forEach((row, i) => {
    const t = row.__time;
    x[i] = typeof t === 'number' ? t : Date.parse(String(t));
    const v = row[column];
    y[i] = typeof v === 'number' ? v : Number.NaN;
  });
  return { id, label, axis, unit, points: { x, y } };
}

async function main(): Promise<void> {
  const w = window as unknown as BenchWindow;
  const adapter = createHttpAdapter({ baseUrl: '/api', batchQueries: true });
  // The portal's query items the cards chart (each card's two load series and its station's
  // temperature), asked once each, all at once (the adapter batches them as the portal's does).
  const indexOf = (test: (q: BenchQuery) => boolean) => {
    const i = w.__benchQueries.findIndex(test);
    if (i < 0) throw new Error('a series of the dashboard was not among the portal\'s queries');
    return i;
  };
  const cards = w.__benchCards.map((card) => ({
    card,
    items: [
      indexOf((q) => filterValue(q, 'market') === card.market && filterValue(q, 'series') === 'actual'),
      indexOf((q) => filterValue(q, 'market') === card.market && filterValue(q, 'series') === 'backcast'),
      indexOf((q) => filterValue(q, 'station') === card.station),
    ] as const,
  }));
  const needed = [...new Set(cards.flatMap((c) => c.items))];
  const answers = new Map(await Promise.all(needed.map(async (i) => {
    const q = w.__benchQueries[i]!;
    const answer = await (q.native ? adapter.query.queryNative(q.datasource, q.query as never) : adapter.query.query(q.datasource, q.query as never));
    return [i, { q, rows: answer.data }] as const;
  })));
  const dpr = window.devicePixelRatio || 1;
  for (const [i, { card, items }] of cards.entries()) {
    const [actual, backcast, weather] = items.map((k) => answers.get(k)!);
    if (!actual || !backcast || !weather) throw new Error('a series of the dashboard has no answer');
    const series = [
      seriesOf(actual.q, actual.rows, `a${i}`, `${card.market} Stitched Actual`, 'primary', 'MWh'),
      seriesOf(backcast.q, backcast.rows, `b${i}`, `${card.market} Backcast`, 'primary', 'MWh'),
      seriesOf(weather.q, weather.rows, `t${i}`, `${card.station} Actual Temperature`, 'secondary', 'degF'),
    ];
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(card.width * dpr);
    canvas.height = Math.round(card.height * dpr);
    canvas.style.width = `${card.width}px`;
    canvas.style.height = `${card.height}px`;
    canvas.setAttribute('aria-label', `${card.market} 2021`);
    document.body.append(canvas);
    const model = buildChartModel({
      series, kind: 'multiaxis', width: card.width, height: card.height, pixelRatio: dpr,
      yAxisMode: { primary: 'force-0', secondary: 'data-range' }, timeZone: 'America/Chicago', hourConvention: 'hour-beginning',
    });
    drawChart(canvas.getContext('2d'), model, COLORS, { width: card.width, height: card.height }, dpr);
  }
  // Drawn: the frame after the last canvas was painted into.
  requestAnimationFrame(() => {
    w.__benchDrawn = performance.now();
  });
}

main().catch((error: unknown) => {
  (window as unknown as BenchWindow).__benchError = error instanceof Error ? error.message : String(error);
});
