import { toQueryFilters, type Card, type QueryRequestInput, type QueryRow, type SpatialFilter } from '@loadline/core';
import { geoMercator, type GeoProjection } from 'd3-geo';

/**
 * The Meter Map's model (spec part 1 §2 "A meter-map card", §3 `mapSettings`, §9 "Map default centre
 * (29.76, -95.36), zoom 11"; part 2 §7 query-native with spatialFilters): the web-Mercator view of a
 * centre and zoom, the meter points query, colour and size scales, and the rectangle a user draws
 * as a spatial filter. Pure functions (d3-geo only), shared by the card, its tests and the bench.
 *
 * @module
 */

/** A view: centre in degrees and a web-Mercator zoom (256 px world at zoom 0). */
export interface MapView {
  centre: { latitude: number; longitude: number };
  zoom: number;
}

/** Zoom bounds of the map. */
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 16;

/**
 * The projection of a view on a `width` x `height` px canvas: Mercator scaled so the world is
 * 256 x 2^zoom px wide (the zoom of web maps), `centre` in the middle.
 *
 * @example viewProjection({ centre: { latitude: 29.76, longitude: -95.36 }, zoom: 11 }, 800, 400)([-95.36, 29.76]) // [400, 200]
 */
export function viewProjection(view: MapView, width: number, height: number): GeoProjection {
  return geoMercator()
    .scale((256 * 2 ** view.zoom) / (2 * Math.PI))
    .center([view.centre.longitude, view.centre.latitude])
    .translate([width / 2, height / 2]);
}

/** The view after dragging the map by (dx, dy) px. */
export function panView(view: MapView, dx: number, dy: number, width: number, height: number): MapView {
  const projection = viewProjection(view, width, height);
  const moved = projection.invert?.([width / 2 - dx, height / 2 - dy]);
  if (!moved) return view;
  return { zoom: view.zoom, centre: { longitude: clamp(moved[0], -180, 180), latitude: clamp(moved[1], -85, 85) } };
}

/** The view zoomed by `delta` (e.g. +1, -1), within {@link MIN_ZOOM}..{@link MAX_ZOOM}. */
export function zoomView(view: MapView, delta: number): MapView {
  return { ...view, zoom: clamp(Math.round((view.zoom + delta) * 4) / 4, MIN_ZOOM, MAX_ZOOM) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** One meter on the map. */
export interface MeterPoint {
  meterId: string;
  latitude: number;
  longitude: number;
  /** The colour metric's value. */
  color: number;
  /** The size metric's value. */
  size: number;
}

/** Columns of the meter points query. */
export interface MeterColumns {
  meterIdColumn: string;
  latitudeColumn: string;
  longitudeColumn: string;
  /** Metric coloured (summed over the range), e.g. 'load'. */
  colorMetric: string;
  /** Metric sizing the markers (summed over the range). */
  sizeMetric: string;
}

/**
 * The query of the meter points (POST .../query-native): per meter (dimension split on the meter
 * id column) its mean latitude and longitude and the colour and size metrics summed, in the
 * dashboard's range, zone and dimension filters. Meters are placed where the datasource's
 * latitude and longitude columns put them.
 */
export function meterPointsQuery(
  columns: MeterColumns,
  context: { timezone: string; filters: Parameters<typeof toQueryFilters>[0]; range: { fromDate: string; toDate: string } | null },
): QueryRequestInput {
  const measures = [
    { columnName: columns.latitudeColumn, aggregation: 'Avg', preferredColumnName: 'lat' },
    { columnName: columns.longitudeColumn, aggregation: 'Avg', preferredColumnName: 'lon' },
    { columnName: columns.colorMetric, aggregation: 'Sum', preferredColumnName: 'colorValue' },
    { columnName: columns.sizeMetric, aggregation: 'Sum', preferredColumnName: 'sizeValue' },
  ];
  return {
    selectedMeasures: measures,
    filters: toQueryFilters(context.filters),
    ...(context.range ? { timeFilter: { columnName: '__time', dateRange: context.range } } : {}),
    splits: [{ type: 'dimension', columnName: columns.meterIdColumn }],
    timezone: context.timezone,
  } as QueryRequestInput;
}

/** The points of the query's answer (rows without a position are left out). */
export function meterPoints(rows: readonly QueryRow[], meterIdColumn: string): MeterPoint[] {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : Number.NaN);
  const out: MeterPoint[] = [];
  for (const r of rows) {
    const latitude = num(r.lat);
    const longitude = num(r.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    out.push({ meterId: String(r[meterIdColumn] ?? ''), latitude, longitude, color: num(r.colorValue), size: num(r.sizeValue) });
  }
  return out;
}

/** Min and max of finite values ([0, 1] when none). */
export function extent(values: Iterable<number>): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo <= hi ? [lo, hi] : [0, 1];
}

/** Marker radius, px, of a size value in its extent: 4 to 14 px by square root (area follows the value). */
export function radiusOf(value: number, [lo, hi]: [number, number]): number {
  if (!Number.isFinite(value) || hi <= lo) return 6;
  return 4 + 10 * Math.sqrt((value - lo) / (hi - lo));
}

/** Share of a colour value in its extent, 0..1 (0.5 when the extent is a single value). */
export function colorShare(value: number, [lo, hi]: [number, number]): number {
  if (!Number.isFinite(value)) return 0;
  return hi > lo ? (value - lo) / (hi - lo) : 0.5;
}

/** A rectangle on the canvas, px (any two corners). */
export interface ScreenRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The spatial filter of a rectangle drawn on the map: the bounding box of its corners in degrees on
 * the datasource's latitude and longitude columns.
 */
export function rectToSpatialFilter(rect: ScreenRect, projection: GeoProjection, columns: Pick<MeterColumns, 'latitudeColumn' | 'longitudeColumn'>): SpatialFilter | null {
  const a = projection.invert?.([Math.min(rect.x0, rect.x1), Math.min(rect.y0, rect.y1)]);
  const b = projection.invert?.([Math.max(rect.x0, rect.x1), Math.max(rect.y0, rect.y1)]);
  if (!a || !b) return null;
  return {
    latitudeColumn: columns.latitudeColumn,
    longitudeColumn: columns.longitudeColumn,
    north: clamp(Math.max(a[1], b[1]), -90, 90),
    south: clamp(Math.min(a[1], b[1]), -90, 90),
    west: clamp(Math.min(a[0], b[0]), -180, 180),
    east: clamp(Math.max(a[0], b[0]), -180, 180),
  };
}

/** Whether a point is inside a spatial filter's box. */
export function insideFilter(p: Pick<MeterPoint, 'latitude' | 'longitude'>, f: SpatialFilter): boolean {
  return p.latitude >= f.south && p.latitude <= f.north && p.longitude >= f.west && p.longitude <= f.east;
}

/** The view of a card's saved `mapSettings` (default centre 29.76, -95.36, zoom 11). */
export function viewOfCard(card: Pick<Card, 'mapSettings'>): MapView {
  return { centre: { ...card.mapSettings.centre }, zoom: card.mapSettings.zoom };
}
