import { type KeyboardEvent, type PointerEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { ChartModel } from '../chartModel';
import { useCrosshair } from '../ChartSync/ChartSync';
import { nearestIndex } from '../scales';
import type { TimeRange, TimeValues } from '../types';

/** Options of {@link useTimeChartInteraction}. */
export interface TimeChartInteractionOptions {
  model: ChartModel;
  /** Visible range (ms UTC); `null` is the whole data. */
  zoom: TimeRange | null;
  /** Sets the visible range (brush, keyboard pan). */
  setZoom: (range: TimeRange | null) => void;
  /** Whether dragging across the plot zooms (not on a category axis). @default true */
  zoomable?: boolean;
  /** Whether the crosshair is shared through a `ChartSyncGroup` (not on a category axis). @default true */
  synced?: boolean;
}

/** Smallest brush, in CSS pixels, that zooms (a shorter drag is a click). */
export const MIN_BRUSH_PX = 5;

/**
 * Times the crosshair snaps to: every category position on a category axis (so a category only
 * some series have is reachable), else the stack's shared times, else the longest series' times.
 */
function snapTimes(model: ChartModel): TimeValues {
  if (model.categories) return Float64Array.from(model.categories, (_, i) => i);
  if (model.stack) return model.stack.x;
  let best: TimeValues = [];
  for (const d of model.drawn) if (d.series.points.x.length > best.length) best = d.series.points.x;
  return best;
}

/**
 * Behaviour of a time chart's plot: crosshair (pointer and arrow keys, shared through a sync
 * group), brush to zoom (drag across the plot) and reset. On a category axis the crosshair snaps
 * to category positions, stays the chart's own and dragging does not zoom. Returns state and the props to spread on
 * the plot element.
 */
export function useTimeChartInteraction({ model, zoom, setZoom, zoomable = true, synced = true }: TimeChartInteractionOptions) {
  const [crosshair, setCrosshair] = useCrosshair({ shared: synced });
  const [brush, setBrush] = useState<[number, number] | null>(null);
  const [announce, setAnnounce] = useState(false);
  const times = useMemo(() => snapTimes(model), [model]);
  const brushRef = useRef<[number, number] | null>(null);

  const snap = useCallback((t: number): number | null => {
    const i = nearestIndex(times, t);
    return i < 0 ? null : (times[i] as number);
  }, [times]);

  const localX = (e: PointerEvent<HTMLElement>) => e.clientX - e.currentTarget.getBoundingClientRect().left;
  const { plot } = model;
  const clampX = (px: number) => Math.max(plot.left, Math.min(plot.left + plot.width, px));

  const plotProps = {
    tabIndex: 0,
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || !zoomable) return;
      const px = clampX(localX(e));
      brushRef.current = [px, px];
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const px = localX(e);
      if (brushRef.current) {
        brushRef.current = [brushRef.current[0], clampX(px)];
        setBrush(brushRef.current);
      }
      setAnnounce(false);
      setCrosshair(px >= plot.left && px <= plot.left + plot.width ? snap(model.x.invert(px)) : null);
    },
    onPointerUp() {
      const b = brushRef.current;
      brushRef.current = null;
      setBrush(null);
      if (b && Math.abs(b[1] - b[0]) >= MIN_BRUSH_PX) {
        const a = model.x.invert(Math.min(b[0], b[1]));
        const z = model.x.invert(Math.max(b[0], b[1]));
        setZoom([a, z]);
      }
    },
    onPointerLeave() {
      if (!brushRef.current) setCrosshair(null);
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const n = times.length;
      if (n === 0) return;
      const at = crosshair === null ? -1 : nearestIndex(times, crosshair);
      const step = e.shiftKey ? 24 : 1;
      let next: number | null;
      if (e.key === 'ArrowRight') next = at < 0 ? 0 : Math.min(n - 1, at + step);
      else if (e.key === 'ArrowLeft') next = at < 0 ? n - 1 : Math.max(0, at - step);
      else if (e.key === 'Home') next = 0;
      else if (e.key === 'End') next = n - 1;
      else if (e.key === 'Escape') next = null;
      else return;
      e.preventDefault();
      setAnnounce(next !== null);
      const t = next === null ? null : (times[next] as number);
      setCrosshair(t);
      // Keep the crosshair in view: pan a zoomed range to it.
      if (t !== null && zoom && (t < zoom[0] || t > zoom[1])) {
        const w = zoom[1] - zoom[0];
        setZoom(t < zoom[0] ? [t, t + w] : [t - w, t]);
      }
    },
  };

  return { crosshair, brush, announce, plotProps };
}
