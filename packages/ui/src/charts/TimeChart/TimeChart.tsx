import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { categoryTooltipLines, toCategorySeries } from '../categoryAxis';
import { buildChartModel } from '../chartModel';
import { cssVarName, readChartColors } from '../chartColors';
import { categoriesToCsv, seriesToCsv } from '../csv';
import { type DownloadFile, downloadFile, fileNameOf } from '../download';
import { drawChart, type ChartColors } from '../draw';
import { valueNear } from '../rows';
import { SeriesTable, isPartialBucket } from '../SeriesTable/SeriesTable';
import { summarizeCategoryChart, summarizeChart } from '../summary';
import { chartTexts } from '../texts';
import { legendNames } from '../legendNames';
import { legendPlacement } from '../legendPlacement';
import { bucketLabel } from '../bucketLabel';
import type { AxisId, ChartCategory, ChartKind, ChartSeries, ChartXAxis, HourConvention, LegendPosition, TimeBucket, TimeRange, YAxisMode } from '../types';
import { vars } from '../../theme/contract.css';
import { useControllableState } from '../../primitives/useControllableState';
import { useTheme } from '../../theme/ThemeProvider';
import * as css from './TimeChart.css';
import { useTimeChartInteraction } from './useTimeChartInteraction';

/** Props shared by every time chart (Line, Area, Bar, Stack, MultiAxis). */
export interface TimeChartProps {
  /** What the chart shows; its accessible name starts with it and export file names use it. */
  title: string;
  /**
   * Series to draw; gaps (`null`) are drawn as gaps. Spec: at most 10 series per card. x values
   * are epoch ms on a time axis, category keys on a category axis (see `xAxis`).
   */
  series: readonly ChartSeries[];
  /**
   * The x axis: time (x in epoch ms UTC), or categories (x values are the categories' keys, e.g.
   * the ISO weekday 1..7; one evenly spaced band per category in the given order, labelled; bars
   * of several series side by side in each band). A category chart does not zoom, and its
   * crosshair (a category) is not shared with a `ChartSyncGroup`. See `cyclicCategoryAxis`.
   * @default { kind: 'time' }
   */
  xAxis?: ChartXAxis;
  /** IANA time zone of the axis, tooltip and table. @default the browser's zone (spec: default timezone is the local zone) */
  timeZone?: string;
  /** Hour labels. @default 'hour-beginning' */
  hourConvention?: HourConvention;
  /**
   * Legend position (spec: legendPosition, default right). A left or right legend goes below the
   * plot when the chart is narrower than 480 px (`legendPlacement`); the root's `data-legend` says
   * where it is drawn. @default 'right'
   */
  legendPosition?: LegendPosition;
  /** y-axis range, for both axes or per axis (spec: 'Force 0' default, 'Data Range'). @default 'force-0' */
  yAxisMode?: YAxisMode | Partial<Record<AxisId, YAxisMode>>;
  /** Titles of the y axes, e.g. `{ primary: 'Load (kWh)' }`; each axis' units when absent. @default undefined */
  axisTitles?: Partial<Record<AxisId, string>>;
  /** Width in CSS px; the container's width when absent. @default undefined */
  width?: number;
  /** Height of the plot in CSS px. @default 300 */
  height?: number;
  /** Shows the loading state instead of the chart. @default false */
  loading?: boolean;
  /** An error message shown instead of the chart. @default undefined */
  error?: string | null;
  /** Visible time range (ms UTC), controlled; `null` is the whole data. Brushing sets it. */
  xDomain?: TimeRange | null;
  /** Initial visible range when uncontrolled. @default null */
  defaultXDomain?: TimeRange | null;
  /** Called when the user zooms (brush) or resets. */
  onXDomainChange?: (range: TimeRange | null) => void;
  /** Chart or its table, controlled. */
  view?: 'chart' | 'table';
  /** @default 'chart' */
  defaultView?: 'chart' | 'table';
  onViewChange?: (view: 'chart' | 'table') => void;
  /** Shows the toolbar (reset zoom, table, PNG and CSV export). @default true */
  toolbar?: boolean;
  /** Saves exported files; the browser's download by default. */
  download?: (file: DownloadFile) => void;
}

const paletteVars = Object.values(vars.chart.palette);
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const NO_SERIES: readonly ChartSeries[] = [];

const sameCategories = (a: readonly ChartCategory[] | null, b: readonly ChartCategory[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((c, i) => c.key === b[i]?.key && c.label === b[i]?.label));

/** The categories, kept as the same array while their keys and labels stay the same (an inline prop would relayout every render). */
function useStableCategories(next: readonly ChartCategory[] | null): readonly ChartCategory[] | null {
  const ref = useRef(next);
  if (!sameCategories(ref.current, next)) ref.current = next;
  return ref.current;
}

/**
 * The engine of the time charts: a canvas plot (so the DOM stays small at any point count) with
 * zone-aware axes, legend, crosshair tooltip, brush zoom, PNG/CSV export and a table view.
 * The plot has role `img` and an `aria-label` summarising the data, and the table view is its
 * accessible alternative. Keyboard on the focused plot: ArrowLeft/ArrowRight move the crosshair one
 * point (with Shift, 24 points), Home/End go to the first/last point, Escape hides it; the values
 * are announced politely. Dragging across the plot zooms to that range; 'Reset zoom' undoes it.
 * With a category `xAxis` the same plot, keys and announcements step through the categories, and
 * the tooltip, table and CSV show the category labels. The root carries `data-kind`,
 * `data-x-axis` (`time` or `category`) and `data-state` (`loading`, `error`, `empty`, `ready`).
 */
export function TimeChart(props: TimeChartProps & { kind: ChartKind }) {
  const {
    title, series, kind, timeZone = localZone(), hourConvention = 'hour-beginning', legendPosition: chosenLegend = 'right',
    yAxisMode = 'force-0', height = 300, loading = false, error, toolbar = true, download = downloadFile,
  } = props;
  const [viewInner, setViewInner] = useState(props.defaultView ?? 'chart');
  const view = props.view ?? viewInner;
  const setView = (v: 'chart' | 'table') => { setViewInner(v); props.onViewChange?.(v); };
  const plotRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The root's width: undefined before it is measured, null when measured unknown (0, hidden).
  const [rootWidth, setRootWidth] = useState<number | null | undefined>(undefined);
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    setRootWidth(el.clientWidth || null);
    const ro = new ResizeObserver(() => setRootWidth(el.clientWidth || null));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const legendPosition = legendPlacement(chosenLegend, props.width ?? rootWidth ?? null);
  const legend = useMemo(() => legendNames(series.map((s) => s.label)), [series]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  // Until the plot has been measured once (a fixed `width` needs no measuring), the model is built
  // without series: the first commit measures, and the series are laid out and drawn once, at
  // their real width, instead of at a guessed one first.
  const [sized, setSized] = useState(props.width !== undefined);
  const width = props.width ?? measured ?? 600;
  const primaryMode = typeof yAxisMode === 'string' ? yAxisMode : (yAxisMode.primary ?? 'force-0');
  const secondaryMode = typeof yAxisMode === 'string' ? yAxisMode : (yAxisMode.secondary ?? 'force-0');
  const primaryTitle = props.axisTitles?.primary;
  const secondaryTitle = props.axisTitles?.secondary;
  const ratio = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
  const categoryAxis = props.xAxis?.kind === 'category' ? props.xAxis : null;
  const bucket = props.xAxis?.kind === 'time' ? props.xAxis.bucket : undefined;
  const categories = useStableCategories(categoryAxis?.categories ?? null);
  const xTitle = categoryAxis?.title ?? chartTexts.category;
  // On a category axis, x values become category positions 0..n-1 (keys not listed are dropped).
  const plotted = useMemo(() => (categories ? toCategorySeries(series, categories) : series), [series, categories]);
  const hasData = plotted.some((s) => s.points.x.length > 0);
  const [zoom, setZoom] = useControllableState<TimeRange | null>({ value: props.xDomain, defaultValue: props.defaultXDomain ?? null, onValueChange: props.onXDomainChange });

  const modelSeries = sized ? plotted : NO_SERIES;
  const xDomain = categories ? undefined : (zoom ?? undefined);
  const model = useMemo(() => buildChartModel({
    series: modelSeries, kind, width, height, xDomain, yAxisMode: { primary: primaryMode, secondary: secondaryMode }, timeZone, hourConvention, pixelRatio: ratio,
    axisTitles: { primary: primaryTitle, secondary: secondaryTitle }, categories,
  }), [modelSeries, kind, width, height, xDomain, primaryMode, secondaryMode, timeZone, hourConvention, ratio, primaryTitle, secondaryTitle, categories]);
  const { crosshair, brush, announce, plotProps } = useTimeChartInteraction({ model, zoom, setZoom, zoomable: !categories, synced: !categories });
  // Unzoomed, the model already knows each series' exact extent; zoomed, the summary scans once.
  const whole = xDomain === undefined ? model : null;
  const summary = useMemo(() => {
    if (!sized) return title;
    const extents = whole?.drawn.map((d) => d.extent);
    return categories
      ? summarizeCategoryChart(title, kind, plotted, categories, categoryAxis?.title, extents)
      : summarizeChart(title, kind, plotted, timeZone, hourConvention, extents);
  }, [sized, title, kind, plotted, categories, categoryAxis?.title, timeZone, hourConvention, whole]);

  const showPlot = !loading && !error && hasData && view === 'chart';
  // The plot's width depends on where the legend goes, which the root's width decides: the plot is
  // measured once the root has been (else a narrow chart is laid out and drawn beside a side
  // legend first, then again under it), and again when the legend moves.
  const legendKnown = props.width !== undefined || rootWidth !== undefined;
  useLayoutEffect(() => {
    const el = plotRef.current;
    if (!el || props.width !== undefined || !legendKnown) return;
    setMeasured(el.clientWidth || null);
    setSized(true);
    const ro = new ResizeObserver(() => setMeasured(el.clientWidth || null));
    ro.observe(el);
    return () => ro.disconnect();
  }, [props.width, showPlot, legendKnown, legendPosition]);

  // Draws when the model, the canvas or the theme changes; any other render (a crosshair move, a
  // card's loading flag) does not redraw. The computed theme colours are read only when the theme
  // or the canvas changes, not for new data: reading them forces the browser to recalculate styles
  // in the middle of a commit (a dashboard's filter change redraws 12 charts).
  // The theme is read from context so that switching it (light to dark) re-renders the chart even
  // under a memoized parent (a dashboard card); else the canvas kept the old theme's gridlines,
  // light ones on the dark plot. The colours themselves are read from the canvas' computed CSS
  // variables once the new theme class is on the DOM.
  const theme = useTheme();
  const themeKey = `${theme.mode} ${theme.className} ${JSON.stringify(theme.style)}`;
  const drawn = useRef<{ model: unknown; theme: string; canvas: HTMLCanvasElement | null; colors: ChartColors | null }>({ model: null, theme: '', canvas: null, colors: null });
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !sized) return;
    const last = drawn.current;
    if (last.model === model && last.theme === themeKey && last.canvas === canvas) return;
    const colors = last.colors && last.theme === themeKey && last.canvas === canvas ? last.colors : readChartColors(canvas);
    drawn.current = { model, theme: themeKey, canvas, colors };
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    drawChart(canvas.getContext('2d'), model, colors, { width, height }, ratio);
  });

  const csv = () => download({
    name: `${fileNameOf(title)}.csv`, type: 'text/csv',
    data: categories ? categoriesToCsv(plotted, categories, xTitle) : seriesToCsv(series, timeZone, hourConvention),
  });
  const png = () => {
    const c = canvasRef.current;
    if (c) download({ name: `${fileNameOf(title)}.png`, type: 'image/png', data: exportPng(c) });
  };

  let content;
  if (loading) {
    content = <div className={css.status} style={{ height }} aria-busy="true" role="status">{chartTexts.loading}</div>;
  } else if (error) {
    content = <div className={`${css.status} ${css.error}`} style={{ height }} role="alert">{error}</div>;
  } else if (!hasData) {
    content = <div className={css.status} style={{ height }} role="status">{chartTexts.noData}</div>;
  } else if (view === 'table') {
    content = <SeriesTable title={title} series={plotted} timeZone={timeZone} hourConvention={hourConvention} categories={categories} xTitle={categories ? xTitle : undefined} bucket={bucket} />;
  } else {
    const inView = crosshair !== null && crosshair >= model.x.domain[0] && crosshair <= model.x.domain[1];
    const cx = inView ? model.x(crosshair) : 0;
    const tipText = !inView ? null : categories ? categoryTooltipLines(crosshair, plotted, categories) : tooltipLines(crosshair, series, timeZone, hourConvention, bucket);
    content = (
      <div className={css.body[legendPosition]}>
        {legendPosition !== 'none' && (
          <ul className={`${css.legend} ${legendPosition === 'left' || legendPosition === 'right' ? css.legendVertical : ''}`} aria-label={chartTexts.legend}>
            {legend.caption !== null && <li className={css.legendCaption} aria-hidden="true" title={legend.caption}>{legend.caption}</li>}
            {series.map((s, i) => {
              const unit = s.unit ? ` (${s.unit})` : '';
              return (
                <li key={s.id} className={css.legendItem} title={`${s.label}${unit}`}>
                  <span className={css.swatch} style={{ background: s.color ?? paletteVars[i % paletteVars.length] }} />
                  <span className={css.legendText}>
                    {legend.caption !== null && <span className={css.visuallyHidden}>{`${legend.caption} `}</span>}
                    {`${legend.names[i]}${unit}`}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <div ref={plotRef} className={css.plot} style={{ height }} role="img" aria-label={summary} data-zoomed={zoom ? '' : undefined} {...plotProps}>
          <canvas ref={canvasRef} className={css.canvas} style={{ width, height }} aria-hidden="true" />
          {inView && <div className={css.crosshair} style={{ left: cx, top: model.plot.top, height: model.plot.height }} />}
          {brush && <div className={css.brush} style={{ left: Math.min(...brush), width: Math.abs(brush[1] - brush[0]), top: model.plot.top, height: model.plot.height }} />}
          {tipText && (
            <div className={css.tooltip} aria-hidden="true" style={cx > width - 200 ? { right: width - cx + 10, top: model.plot.top } : { left: cx + 10, top: model.plot.top }}>
              {tipText.map((line, i) => <div key={i}>{line}</div>)}
            </div>
          )}
        </div>
        <div className={css.visuallyHidden} aria-live="polite">{announce && tipText ? tipText.join('. ') : ''}</div>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={css.root} data-kind={kind} data-legend={legendPosition} data-x-axis={categories ? 'category' : 'time'} data-state={loading ? 'loading' : error ? 'error' : hasData ? 'ready' : 'empty'}>
      {toolbar && !loading && !error && hasData && (
        <div className={css.toolbar}>
          {zoom && !categories && view === 'chart' && <button type="button" className={css.toolButton} onClick={() => setZoom(null)}>{chartTexts.resetZoom}</button>}
          <button type="button" className={css.toolButton} onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? chartTexts.showTable : chartTexts.showChart}
          </button>
          {view === 'chart' && <button type="button" className={css.toolButton} onClick={png}>{chartTexts.downloadPng}</button>}
          <button type="button" className={css.toolButton} onClick={csv}>{chartTexts.downloadCsv}</button>
        </div>
      )}
      {content}
    </div>
  );
}

/** PNG data URL of the plot on the theme's surface colour (the canvas itself is transparent). */
function exportPng(canvas: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = canvas.width;
  out.height = canvas.height;
  const ctx = out.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  ctx.fillStyle = getComputedStyle(canvas).getPropertyValue(cssVarName(vars.color.surface)).trim() || '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(canvas, 0, 0);
  return out.toDataURL('image/png');
}

/**
 * Tooltip text at time `t`: the interval label, then `label: value unit` per series ('–' for a gap);
 * a series' partial first or last bucket is named '(partial period)'. With a `bucket` (Month-All,
 * Year-All), the label is the month or year the point stands for ('Nov 2019'), not its first hour.
 *
 * @example
 * tooltipLines(t, [load], 'America/Chicago', 'hour-ending') // ['Jul 1, 2024, HE1', 'Load: 41,250 MW']
 */
export function tooltipLines(t: number, series: readonly ChartSeries[], zone: string, convention: HourConvention, bucket?: TimeBucket): string[] {
  const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return [bucketLabel(t, zone, convention, bucket), ...series.map((s) => {
    const v = valueNear(s, t);
    const partial = isPartialBucket(s, t);
    return `${s.label}${partial ? ` ${chartTexts.partialPeriod}` : ''}: ${v === null ? '–' : `${fmt.format(v)} ${s.unit}`}`;
  })];
}
