import { resolveDateRange, toQueryDateRange, toQueryFilters, validateQueryRequest, type Card, type QueryRequestInput, type QueryRow, type SpatialFilter } from '@loadline/core';
import { geoMercator, type GeoProjection } from 'd3-geo';
import { loadDatasourceOf, meterIdColumnOf } from '../../model/dataMapping';
import { planCardQueries, type CardPlanner, type PlannedRequest } from '../../model/queryPlan';

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

/**
 * The view showing every point: the Mercator fit of their extent inside `width` x `height` px less
 * `padding` on each side (d3-geo `fitExtent`), as a centre and web zoom within
 * {@link MIN_ZOOM}..{@link MAX_ZOOM}; a single meter is shown at zoom 12. Null without points.
 *
 * @example fitView([{ latitude: 53.4, longitude: -2.2 }, { latitude: 51.5, longitude: -0.1 }], 800, 400)?.centre // near (52.5, -1.15)
 */
export function fitView(points: readonly Pick<MeterPoint, 'latitude' | 'longitude'>[], width: number, height: number, padding = 24): MapView | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
  }
  if (south === north && west === east) return { centre: { latitude: south, longitude: west }, zoom: 12 };
  const projection = geoMercator().fitExtent(
    [[padding, padding], [Math.max(padding + 1, width - padding), Math.max(padding + 1, height - padding)]],
    { type: 'MultiPoint', coordinates: points.map((p) => [p.longitude, p.latitude]) },
  );
  const zoom = clamp(Math.floor(Math.log2((projection.scale() * 2 * Math.PI) / 256) * 4) / 4, MIN_ZOOM, MAX_ZOOM);
  const centre = projection.invert?.([width / 2, height / 2]);
  if (!centre) return null;
  return { centre: { longitude: clamp(centre[0], -180, 180), latitude: clamp(centre[1], -85, 85) }, zoom };
}

/** Whether any point lies inside the view on a `width` x `height` canvas. */
export function viewShowsAny(view: MapView, points: readonly Pick<MeterPoint, 'latitude' | 'longitude'>[], width: number, height: number): boolean {
  const projection = viewProjection(view, width, height);
  return points.some((p) => {
    const xy = projection([p.longitude, p.latitude]);
    return xy !== null && xy[0] >= 0 && xy[0] <= width && xy[1] >= 0 && xy[1] <= height;
  });
}

/** Text of a Meter Map whose data mapping names no position columns. */
export const TEXT_METER_MAP_NO_POSITIONS = 'The data mapping names no latitude and longitude columns for the Meter Map (meterMap)';
/** Text of a Meter Map when neither the config item nor the mapping names a meter id column. */
export const TEXT_METER_MAP_NO_METER_COLUMN = 'Neither the config item (dynamicColumnsConfig.meterIdColumn) nor the data mapping (meterIdColumn) names a meter id column';

/** What a Meter Map card's plan gives its renderer (`CardPlan.view`). */
export interface MeterMapPlanView {
  /** The columns of its points query, or null when it cannot place meters. */
  columns: MeterColumns | null;
  /** Datasource of the points. */
  datasource: string | null;
  /** Why it asks nothing, or null. */
  error: string | null;
}

/**
 * The Meter Map's `plan()` (its part of the dashboard's one plan): the meter points query
 * ({@link meterPointsQuery}, query-native) of the load datasource in the dashboard's range, zone
 * and filters, placed by the data mapping's `meterMap` columns, coloured and sized by the card's
 * chosen metrics (else the mapping's `meterMap.metric`, else the load metric). Without position
 * columns or a meter id column it asks nothing and says why. Its `view` is a {@link MeterMapPlanView}.
 */
export const planMeterMapCard: CardPlanner = (card, context, now, previous) => {
  const base = planCardQueries(card, context, now);
  const { mapping, config } = context;
  const datasource = loadDatasourceOf(mapping, config);
  const meterIdColumn = meterIdColumnOf(config, mapping) || null;
  const positions = mapping.meterMap ?? null;
  const done = (view: MeterMapPlanView, requests: PlannedRequest[]) => {
    const key = JSON.stringify(['MeterMap', base.key, view, requests.map((r) => r.key)]);
    if (previous && previous.key === key) return previous;
    return { ...base, key, requests, ownData: true, view };
  };
  if (!positions) return done({ columns: null, datasource, error: TEXT_METER_MAP_NO_POSITIONS }, []);
  if (!meterIdColumn || !datasource) return done({ columns: null, datasource, error: TEXT_METER_MAP_NO_METER_COLUMN }, []);
  const colorMetric = card.mapSettings?.color ?? positions.metric ?? mapping.load.metric;
  const columns: MeterColumns = { meterIdColumn, latitudeColumn: positions.latitudeColumn, longitudeColumn: positions.longitudeColumn, colorMetric, sizeMetric: card.mapSettings?.size ?? colorMetric };
  let range: { fromDate: string; toDate: string } | null = null;
  try {
    const r = resolveDateRange({ from: context.from, to: context.to }, { now, timeZone: context.timezone, dataMin: context.dataMin, dataMax: context.dataMax, dataEnd: context.dataEnd ?? null });
    range = toQueryDateRange(r.fromText, r.toText);
  } catch {
    range = null;
  }
  const checked = validateQueryRequest(meterPointsQuery(columns, { timezone: context.timezone, filters: context.filters, range }), { kind: 'native' });
  if (!checked.success) return done({ columns, datasource, error: checked.errors[0] ?? null }, []);
  const request: PlannedRequest = { key: JSON.stringify([datasource, checked.data, 'native']), datasource, body: checked.data, native: true };
  return done({ columns, datasource, error: null }, [request]);
};
