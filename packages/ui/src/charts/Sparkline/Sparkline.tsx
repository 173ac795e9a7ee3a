import { useMemo } from 'react';
import { dataDomain } from '../chartModel';
import { decimateIndices } from '../decimate';
import { linePath } from '../paths';
import { linearScale } from '../scales';
import { seriesExtent } from '../summary';
import { chartTexts } from '../texts';
import { type ChartSeries, valueAt } from '../types';
import * as css from './Sparkline.css';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** The series to draw (e.g. forecast load); axis is ignored. */
  series: ChartSeries;
  /** Width in CSS px. @default 240 */
  width?: number;
  /** Height in CSS px. @default 48 */
  height?: number;
}

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Number of values of a series that are not gaps.
 *
 * @example
 * valueCount({ ...load, points: { x: [0, 1], y: [5, null] } }) // 1
 */
export function valueCount(s: ChartSeries): number {
  let n = 0;
  for (let i = 0; i < s.points.y.length; i++) if (valueAt(s.points.y, i) !== null) n++;
  return n;
}

/**
 * A small line of a series without axes (spec part 1, Forecast summary card): SVG path of the
 * min/max-decimated points, gaps left open; overlay 'Not enough data' when the series has one
 * value or fewer. role `img` with a summary as its name.
 *
 * @example
 * <Sparkline series={forecastLoad} width={243} height={60} />
 */
export function Sparkline({ series, width = 240, height = 48 }: SparklineProps) {
  const count = useMemo(() => valueCount(series), [series]);
  const extent = useMemo(() => seriesExtent(series), [series]);
  const d = useMemo(() => {
    const dom = dataDomain([series]);
    if (!dom || !extent || count <= 1) return '';
    const pad = 2;
    const sx = linearScale(dom, [pad, width - pad]);
    const sy = linearScale(extent, [height - pad, pad]);
    const { x, y } = series.points;
    const idx = decimateIndices(x, y, dom[0], dom[1], width);
    return linePath(idx, (i) => sx(x[i] as number), (i) => {
      const v = valueAt(y, i);
      return v === null ? null : sy(v);
    });
  }, [series, extent, count, width, height]);
  const label = count <= 1 || !extent
    ? `${series.label}: ${chartTexts.notEnoughData}`
    : `${series.label} (${series.unit}): ${num.format(count)} values from ${num.format(extent[0])} to ${num.format(extent[1])}`;
  return (
    <div className={css.root} role="img" aria-label={label} data-state={count <= 1 ? 'not-enough-data' : 'ready'}>
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <line className={css.baseline} x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
        {d && <path className={css.line} d={d} style={series.color ? { stroke: series.color } : undefined} />}
      </svg>
      {count <= 1 && <div className={css.overlay} aria-hidden="true">{chartTexts.notEnoughData}</div>}
    </div>
  );
}
