import { resolveDateRange, toQueryDateRange } from '@loadline/core';
import { useDatasourceMetadata, useDatasourceQuery } from '@loadline/core/react';
import { Button } from '@loadline/ui';
import type { ExtendedFeatureCollection } from 'd3-geo';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { loadDatasourceOf } from '../../model/dataMapping';
import type { CardRenderProps } from '../cardRegistry';
import * as cardCss from '../DashboardCard.css';
import { loadTexasCounties } from './counties';
import { drawMap, panFrame, type MapColors } from './drawMap';
import * as css from './meterMap.css';
import {
  meterPoints, meterPointsQuery, panView, rectToSpatialFilter, viewOfCard, viewProjection, zoomView, type MapView, type MeterColumns, type ScreenRect,
} from './meterMapModel';
import { meterMapTexts as t } from './meterMapTexts';

const LAT = 'latitude';
const LON = 'longitude';

function cssColor(el: Element, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  const v = name ? getComputedStyle(el).getPropertyValue(name).trim() : '';
  return v || fallback;
}

/**
 * The Meter Map (spec part 1 §2, §3 `mapSettings`, §9; part 2 §2): Texas counties (committed with
 * the package, no tile server, no network) and the meters of the dashboard's load datasource at
 * their latitude and longitude, coloured and sized by chosen metrics summed over the dashboard's
 * range and filters. Drag to pan, wheel or +/- to zoom (arrow keys pan when the map has focus);
 * Search a meter id to centre on it and Back to return; Select area and drag a rectangle to
 * filter every other card of the dashboard to the meters inside (`spatialFilters`). The view and
 * metrics are saved with the card (`mapSettings`). Loaded lazily by `MeterMapCard`.
 */
export default function MeterMapView({ card, context, dispatch, height }: CardRenderProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [view, setView] = useState<MapView>(() => viewOfCard(card));
  const [history, setHistory] = useState<MapView[]>([]);
  const [counties, setCounties] = useState<ExtendedFeatureCollection | null>(null);
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

  const datasource = context ? loadDatasourceOf(context.mapping, context.config) : null;
  const meterIdColumn = context?.config.dynamicColumnsConfig?.meterIdColumn ?? 'meterId';
  const metadata = useDatasourceMetadata(datasource);
  const metrics = useMemo(() => (metadata.data?.metrics ?? []).filter((m) => m.name !== LAT && m.name !== LON), [metadata.data]);
  const colorMetric = card.mapSettings.color ?? metrics[0]?.name ?? 'load';
  const sizeMetric = card.mapSettings.size ?? colorMetric;
  const columns: MeterColumns = { meterIdColumn, latitudeColumn: LAT, longitudeColumn: LON, colorMetric, sizeMetric };
  const range = useMemo(() => {
    if (!context) return null;
    try {
      const r = resolveDateRange({ from: context.from, to: context.to }, { now: new Date(), timeZone: context.timezone, dataMin: context.dataMin, dataMax: context.dataMax });
      return toQueryDateRange(r.fromText, r.toText);
    } catch {
      return null;
    }
  }, [context]);
  const body = context && datasource ? meterPointsQuery(columns, { timezone: context.timezone, filters: context.filters, range }) : null;
  const answer = useDatasourceQuery(datasource, body, { native: true });
  const points = useMemo(() => meterPoints(answer.data?.data ?? [], meterIdColumn), [answer.data, meterIdColumn]);

  useEffect(() => {
    let live = true;
    void loadTexasCounties().then((c) => live && setCounties(c));
    return () => {
      live = false;
    };
  }, []);
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
    drawMap(ctx, { width, height: mapHeight }, projection, counties, points, colors, { highlight: found ? new Set([found]) : new Set(), selection: rect });
    colorsRef.current = colors;
    const base = (baseRef.current ??= document.createElement('canvas'));
    base.width = canvas.width;
    base.height = canvas.height;
    base.getContext('2d')?.drawImage(canvas, 0, 0);
  }, [projection, counties, points, width, mapHeight, rect, found]);

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
      const filter = Math.abs(rect.x1 - rect.x0) > 3 && Math.abs(rect.y1 - rect.y0) > 3 ? rectToSpatialFilter(rect, projection, columns) : null;
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

  return (
    <div className={css.root} data-part="ll_meter-map" data-points={points.length} data-zoom={view.zoom} data-centre={`${view.centre.latitude.toFixed(4)},${view.centre.longitude.toFixed(4)}`}>
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
      <p className={css.note}>{t.placement(datasource ?? '')}</p>
    </div>
  );
}
