import type { ConfigItem } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from '../../model/dataMapping';
import type { CardQueryContext } from '../../model/seriesCatalog';
import {
  TEXT_METER_MAP_NO_POSITIONS, colorShare, extent, fitView, insideFilter, meterPoints, meterPointsQuery, panView, planMeterMapCard, radiusOf, rectToSpatialFilter,
  viewProjection, viewShowsAny, zoomView, type MapView, type MeterMapPlanView,
} from './meterMapModel';

const HOUSTON: MapView = { centre: { latitude: 29.76, longitude: -95.36 }, zoom: 11 };

describe('meter map view', () => {
  it('puts the centre in the middle of the canvas at 256 x 2^zoom px per world', () => {
    const p = viewProjection(HOUSTON, 800, 400);
    const [x, y] = p([-95.36, 29.76]) ?? [Number.NaN, Number.NaN];
    expect(x).toBeCloseTo(400, 6);
    expect(y).toBeCloseTo(200, 6);
    // One degree of longitude at zoom 11 is 256 * 2048 / 360 px.
    const [x1] = p([-94.36, 29.76]) ?? [Number.NaN];
    expect(x1 - x).toBeCloseTo((256 * 2 ** 11) / 360, 3);
  });

  it('pans opposite to the drag and zooms within bounds', () => {
    const moved = panView(HOUSTON, 100, 0, 800, 400);
    expect(moved.centre.longitude).toBeLessThan(-95.36);
    expect(moved.centre.latitude).toBeCloseTo(29.76, 6);
    expect(zoomView(HOUSTON, 1).zoom).toBe(12);
    expect(zoomView({ ...HOUSTON, zoom: 16 }, 1).zoom).toBe(16);
    expect(zoomView({ ...HOUSTON, zoom: 4 }, -1).zoom).toBe(4);
  });

  it('turns a rectangle into a spatial filter on the latitude and longitude columns, whichever corners', () => {
    const p = viewProjection(HOUSTON, 800, 400);
    const f = rectToSpatialFilter({ x0: 500, y0: 300, x1: 300, y1: 100 }, p, { latitudeColumn: 'latitude', longitudeColumn: 'longitude' });
    expect(f).not.toBeNull();
    if (!f) return;
    expect(f.latitudeColumn).toBe('latitude');
    expect(f.north).toBeGreaterThan(29.76);
    expect(f.south).toBeLessThan(29.76);
    expect(f.west).toBeLessThan(-95.36);
    expect(f.east).toBeGreaterThan(-95.36);
    expect(insideFilter({ latitude: 29.76, longitude: -95.36 }, f)).toBe(true);
    expect(insideFilter({ latitude: 32.78, longitude: -96.8 }, f)).toBe(false);
  });
});

describe('meter points', () => {
  it('asks per meter its position and the colour and size metrics in the dashboard range and filters', () => {
    const body = meterPointsQuery(
      { meterIdColumn: 'meterId', latitudeColumn: 'latitude', longitudeColumn: 'longitude', colorMetric: 'load', sizeMetric: 'representedMeters' },
      { timezone: 'America/Chicago', filters: [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'COAST', isChecked: true, isDisabled: false }, { id: 'WEST', label: 'WEST', isChecked: false, isDisabled: false }] }], range: { fromDate: '2019-07-01', toDate: '2019-07-03' } },
    );
    expect(body).toMatchObject({
      splits: [{ type: 'dimension', columnName: 'meterId' }],
      filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-07-03' } },
    });
    expect(body.selectedMeasures?.map((m) => (m as { columnName: string }).columnName)).toEqual(['latitude', 'longitude', 'load', 'representedMeters']);
  });

  it('reads points, leaving out meters without a position', () => {
    expect(meterPoints([{ meterId: 'A', lat: 29.7, lon: -95.3, colorValue: 10, sizeValue: '3' }, { meterId: 'B', lat: null, lon: -95 }], 'meterId')).toEqual([
      { meterId: 'A', latitude: 29.7, longitude: -95.3, color: 10, size: 3 },
    ]);
  });

  it('scales colour and size over the extent', () => {
    expect(extent([3, Number.NaN, 1, 2])).toEqual([1, 3]);
    expect(extent([])).toEqual([0, 1]);
    expect(colorShare(2, [1, 3])).toBe(0.5);
    expect(radiusOf(1, [1, 3])).toBe(4);
    expect(radiusOf(3, [1, 3])).toBe(14);
  });
});

// Two gas meters in England (Manchester, London): nowhere near the schema's default view.
const UK = [{ latitude: 53.48, longitude: -2.24 }, { latitude: 51.51, longitude: -0.13 }];

describe('the view a map opens on', () => {
  it('fits the meters\' extent: every meter inside the canvas, the centre between them, zoomed in as far as they allow', () => {
    const view = fitView(UK, 800, 400);
    expect(view).not.toBeNull();
    if (!view) return;
    expect(viewShowsAny(HOUSTON, UK, 800, 400)).toBe(false);
    const p = viewProjection(view, 800, 400);
    for (const m of UK) {
      const [x, y] = p([m.longitude, m.latitude]) ?? [Number.NaN, Number.NaN];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(400);
    }
    expect(view.centre.latitude).toBeGreaterThan(51.51);
    expect(view.centre.latitude).toBeLessThan(53.48);
    // A quarter zoom step further in would put a meter outside the canvas.
    const closer = viewProjection({ ...view, zoom: view.zoom + 0.5 }, 800, 400);
    expect(UK.some((m) => {
      const [x, y] = closer([m.longitude, m.latitude]) ?? [Number.NaN, Number.NaN];
      return x < 0 || x > 800 || y < 0 || y > 400;
    })).toBe(true);
    expect(viewShowsAny(view, UK, 800, 400)).toBe(true);
  });

  it('shows a single meter at zoom 12 and gives no view without meters', () => {
    expect(fitView([UK[0]!], 800, 400)).toEqual({ centre: { latitude: 53.48, longitude: -2.24 }, zoom: 12 });
    expect(fitView([], 800, 400)).toBeNull();
  });
});

describe('the Meter Map\'s plan', () => {
  const config = { configId: 'gas', datasource: 'ldz_meters', dynamicColumnsConfig: { meterIdColumn: 'mprn' } } as unknown as ConfigItem;
  const context = (meterMap: DashboardDataMapping['meterMap']): CardQueryContext => ({
    timezone: 'Europe/London', isHourEndingSelected: false,
    from: { dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: '2024-01-01' },
    to: { dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: '2024-01-07' },
    filters: [], rangeFilters: [], timeFilters: {}, dataMin: null, dataMax: null, config,
    mapping: { load: { metric: 'sendout' }, meterMap },
  });
  const card = { id: 'm', dataSeries: [], visualization: 'MeterMap', mapSettings: { zoom: 11, centre: { latitude: 29.76, longitude: -95.36 } } };

  it('asks the points query-native on the mapping\'s position columns, coloured by the load metric until one is chosen', () => {
    const plan = planMeterMapCard(card, context({ latitudeColumn: 'lat_wgs84', longitudeColumn: 'lon_wgs84' }), new Date('2024-02-01T00:00:00Z'));
    expect(plan.ownData).toBe(true);
    expect(plan.requests).toHaveLength(1);
    const [request] = plan.requests;
    expect(request).toMatchObject({ datasource: 'ldz_meters', native: true });
    expect(request?.body.selectedMeasures.map((m) => (m as { columnName: string }).columnName)).toEqual(['lat_wgs84', 'lon_wgs84', 'sendout', 'sendout']);
    expect(request?.body.splits).toEqual([{ type: 'dimension', columnName: 'mprn' }]);
    const chosen = planMeterMapCard({ ...card, mapSettings: { ...card.mapSettings, color: 'aq' } }, context({ latitudeColumn: 'lat_wgs84', longitudeColumn: 'lon_wgs84' }), new Date('2024-02-01T00:00:00Z'), plan);
    expect(chosen.requests[0]?.body.selectedMeasures.map((m) => (m as { columnName: string }).columnName)).toEqual(['lat_wgs84', 'lon_wgs84', 'aq', 'aq']);
  });

  it('asks nothing and says why without position columns', () => {
    const plan = planMeterMapCard(card, context(null), new Date('2024-02-01T00:00:00Z'));
    expect(plan.requests).toEqual([]);
    expect((plan.view as MeterMapPlanView).error).toBe(TEXT_METER_MAP_NO_POSITIONS);
  });
});
