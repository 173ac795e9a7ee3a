import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM } from '@loadline/core';
import { useDatasourceMetadata, useDatasourceQuery } from '@loadline/core/react';
import { Button } from '@loadline/ui';
import type { ExtendedFeatureCollection } from 'd3-geo';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CardRenderProps } from '../cardRegistry';
import * as cardCss from '../DashboardCard.css';
import { drawMap, panFrame, type MapColors } from './drawMap';
import * as css from './meterMap.css';
import {
  fitView, meterPoints, panView, planMeterMapCard, rectToSpatialFilter, viewOfCard, viewProjection, viewShowsAny, zoomView, type MapView, type MeterMapPlanView, type ScreenRect,
} from './meterMapModel';
import { meterMapTexts as t } from './meterMapTexts';
import type { MeterMapOptions } from './meterMapOptions';

const isDefaultView = (view: MapView) =>
  view.zoom === DEFAULT_MAP_ZOOM && view.centre.latitude === DEFAULT_MAP_CENTRE.latitude && view.centre.longitude === DEFAULT_MAP_CENTRE.longitude;

function cssColor(el: Element, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  const v = name ? getComputedStyle(el).getPropertyValue(name).trim() : '';
  return v || fallback;
}

/**
 * The Meter Map (spec part 1 §2, §3 `mapSettings`, §9; part 2 §2): the host's boundaries (an
 * injected loader, no tile server) and the meters of the dashboard's load datasource at the
 * positions the data mapping's `meterMap` columns give, coloured and sized by chosen metrics
 * summed over the dashboard's range and filters: the points query is the card's part of the
 * dashboard's one plan (`planMeterMapCard`). A map whose saved view is the default one, or shows
 * none of the meters, opens fitted to the meters' extent (`fitView`). Drag to pan, wheel or +/- to zoom (arrow keys pan when the map has focus);
 * Search a meter id to centre on it and Back to return; Select area and drag a rectangle to
 * filter every other card of the dashboard to the meters inside (`spatialFilters`). The view and
 * metrics are saved with the card (`mapSettings`). Loaded lazily by `MeterMapCard`.
 */
export default function MeterMapView({ card, context, plan, dispatch, height, loadBoundaries, boundariesAttribution }: CardRenderProps & MeterMapOptions) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [view, setView] = useState<MapView>(() => viewOfCard(card));
  const [history, setHistory] = useState<MapView[]>([]);
  const [boundaries, setBoundaries] = useState<ExtendedFeatureCollection | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [rect, setRect] = useState<ScreenRect | null>(null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const drag = useRef<{ x: number; y: number; view: MapView; dx: number; dy: number } | null>(null);
  // The last full drawing and its colours: a drag moves this bitmap, the full drawing follows on release.
  const baseRef = useRef<HTMLCanvasElement | null>(null);
  const colorsRef = useRef<MapColors | null>(null);
  const searchId = useId();
  const colorId = useId();
  const sizeId = useId();
  const mapHeight = Math.max(160, height - 48);

  const [mountedAt] = useState(() => new Date());
  // The card's part of the dashboard's plan (planned here only for a card shown on its own).
  const cardPlan = useMemo(() => plan ?? (context ? planMeterMapCard(card, context, mountedAt) : null), [plan, context, card, mountedAt]);
  const planView = cardPlan?.view as MeterMapPlanView | undefined;
  const columns = planView?.columns ?? null;
  const datasource = planView?.datasource ?? null;
  const request = cardPlan?.requests[0] ?? null;
  const meterIdColumn = columns?.meterIdColumn ?? '';
  const metadata = useDatasourceMetadata(datasource);
  const metrics = useMemo(
    () => (metadata.data?.metrics ?? []).filter((m) => m.name !== columns?.latitudeColumn && m.name !== columns?.longitudeColumn),
    [metadata.data, columns?.latitudeColumn, columns?.longitudeColumn],
  );
  const colorMetric = columns?.colorMetric ?? '';
  const sizeMetric = columns?.sizeMetric ?? '';
  const answer = useDatasourceQuery(request?.datasource ?? null, request?.body ?? null, { native: true });
  const points = useMemo(() => meterPoints(answer.data?.data ?? [], meterIdColumn), [answer.data, meterIdColumn]);

  useEffect(() => {
    if (!loadBoundaries) return;
    let live = true;
    void loadBoundaries().then((c) => live && setBoundaries(c), () => undefined);
    return () => {
      live = false;
    };
  }, [loadBoundaries]);
  // Opened on the default view, or on one holding none of the meters: fit it to them, once.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    if (!isDefaultView(view) && viewShowsAny(view, points, width, mapHeight)) return;
    const fit = fitView(points, width, mapHeight);
    if (fit) setView(fit);
  }, [points, view, width, mapHeight]);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth || 600));
    ro.observe(el);
    setWidth(el.clientWidth || 600);
    return () => ro.disconnect();
  }, []);

  const projection = useMemo(() => viewProjection(view, width, mapHeight), [view, width, mapHeight]);
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(mapHeight * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const colors: MapColors = {
      background: cssColor(canvas, css.tokens.water, '#dbe7f3'),
      land: cssColor(canvas, css.tokens.land, '#f4f1ea'),
      border: cssColor(canvas, css.tokens.border, '#9aa5b1'),
      low: '#2c7fb8',
      high: '#e6550d',
      outline: cssColor(canvas, css.tokens.text, '#1f2933'),
      selection: cssColor(canvas, css.tokens.primary, '#0b5cad'),
    };
    drawMap(ctx, { width, height: mapHeight }, projection, boundaries, points, colors, { highlight: found ? new Set([found]) : new Set(), selection: rect });
    colorsRef.current = colors;
    const base = (baseRef.current ??= document.createElement('canvas'));
    base.width = canvas.width;
    base.height = canvas.height;
    base.getContext('2d')?.drawImage(canvas, 0, 0);
  }, [projection, boundaries, points, width, mapHeight, rect, found]);

  const save = (next: MapView) => dispatch?.({ type: 'setMapSettings', cardId: card.id, mapSettings: { ...card.mapSettings, zoom: next.zoom, centre: next.centre } });
  const moveTo = (next: MapView) => {
    setView(next);
    save(next);
  };
  const local = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = local(e);
    if (selecting || e.shiftKey) setRect({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
    else drag.current = { ...p, view, dx: 0, dy: 0 };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = local(e);
    if (rect) setRect({ ...rect, x1: p.x, y1: p.y });
    else if (drag.current) {
      const d = drag.current;
      d.dx = p.x - d.x;
      d.dy = p.y - d.y;
      const ctx = canvasRef.current?.getContext('2d');
      if (ctx && baseRef.current && colorsRef.current) panFrame(ctx, { width, height: mapHeight }, baseRef.current, d.dx, d.dy, colorsRef.current.background);
    }
  };
  const onPointerUp = () => {
    if (rect) {
      const filter = columns && Math.abs(rect.x1 - rect.x0) > 3 && Math.abs(rect.y1 - rect.y0) > 3 ? rectToSpatialFilter(rect, projection, columns) : null;
      if (filter) dispatch?.({ type: 'setSpatialFilters', sourceCardId: card.id, spatialFilters: [filter] });
      setSelecting(false);
    } else if (drag.current && (drag.current.dx !== 0 || drag.current.dy !== 0)) {
      moveTo(panView(drag.current.view, drag.current.dx, drag.current.dy, width, mapHeight));
    }
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = 80;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      moveTo(panView(view, m[0], m[1], width, mapHeight));
    } else if (e.key === '+' || e.key === '=') moveTo(zoomView(view, 1));
    else if (e.key === '-') moveTo(zoomView(view, -1));
  };
  const onSearch = () => {
    const id = search.trim();
    const p = points.find((x) => x.meterId.toLowerCase() === id.toLowerCase());
    setNotFound(!p);
    if (!p) return;
    setHistory((h) => [...h, view]);
    setFound(p.meterId);
    moveTo({ centre: { latitude: p.latitude, longitude: p.longitude }, zoom: Math.max(view.zoom, 14) });
  };
  const onBack = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setFound(null);
    moveTo(previous);
  };
  const filtered = rect !== null;
  if (!context) return <p className={cardCss.message} role="status">{t.noContext}</p>;
  if (planView?.error && !columns) return <p className={cardCss.message} role="status">{planView.error}</p>;

  return (
    <div className={css.root} data-part="ll_meter-map" data-points={points.length} data-boundaries={boundaries?.features.length ?? 0} data-zoom={view.zoom} data-centre={`${view.centre.latitude.toFixed(4)},${view.centre.longitude.toFixed(4)}`}>
      <div className={css.toolbar}>
        <label htmlFor={searchId} className={css.label}>{t.search}</label>
        <input id={searchId} className={css.input} value={search} placeholder={t.searchPlaceholder} onChange={(e) => setSearch(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && onSearch()} />
        <Button size="sm" variant="secondary" onClick={onSearch}>{t.search}</Button>
        <Button size="sm" variant="secondary" onClick={onBack} disabled={history.length === 0}>{t.back}</Button>
        <Button size="sm" variant="secondary" aria-label={t.zoomIn} onClick={() => moveTo(zoomView(view, 1))}>+</Button>
        <Button size="sm" variant="secondary" aria-label={t.zoomOut} onClick={() => moveTo(zoomView(view, -1))}>−</Button>
        <Button size="sm" variant={selecting ? 'primary' : 'secondary'} aria-pressed={selecting} onClick={() => setSelecting((s) => !s)}>{t.selectArea}</Button>
        <Button size="sm" variant="secondary" onClick={() => { setRect(null); dispatch?.({ type: 'setSpatialFilters', sourceCardId: card.id, spatialFilters: [] }); }}>{t.clearArea}</Button>
        <label htmlFor={colorId} className={css.label}>{t.colour}</label>
        <select id={colorId} className={css.input} value={colorMetric} onChange={(e) => dispatch?.({ type: 'setMapSettings', cardId: card.id, mapSettings: { ...card.mapSettings, zoom: view.zoom, centre: view.centre, color: e.target.value } })}>
          {metrics.map((m) => <option key={m.name} value={m.name}>{m.title}</option>)}
        </select>
        <label htmlFor={sizeId} className={css.label}>{t.size}</label>
        <select id={sizeId} className={css.input} value={sizeMetric} onChange={(e) => dispatch?.({ type: 'setMapSettings', cardId: card.id, mapSettings: { ...card.mapSettings, zoom: view.zoom, centre: view.centre, size: e.target.value } })}>
          {metrics.map((m) => <option key={m.name} value={m.name}>{m.title}</option>)}
        </select>
      </div>
      {notFound ? <p role="alert" className={css.note}>{t.meterNotFound(search.trim())}</p> : null}
      {answer.error ? <p role="alert" className={css.note}>{answer.error.message}</p> : null}
      <div ref={wrapRef} className={css.canvasWrap}>
        <canvas
          ref={canvasRef}
          className={css.canvas}
          style={{ width, height: mapHeight, cursor: selecting ? 'crosshair' : 'grab' }}
          tabIndex={0}
          role="img"
          aria-label={t.mapLabel(points.length, filtered)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onWheel={(e) => moveTo(zoomView(view, e.deltaY < 0 ? 0.5 : -0.5))}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className={css.note}>
        {columns ? t.placement(datasource ?? '', columns.latitudeColumn, columns.longitudeColumn) : null}
        {boundariesAttribution ? ` ${boundariesAttribution}` : null}
      </p>
    </div>
  );
}
