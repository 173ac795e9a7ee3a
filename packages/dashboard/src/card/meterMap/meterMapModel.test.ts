import { describe, expect, it } from 'vitest';
import {
  colorShare, extent, insideFilter, meterPoints, meterPointsQuery, panView, radiusOf, rectToSpatialFilter, viewProjection, zoomView, type MapView,
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
