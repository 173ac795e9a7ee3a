import { describe, expect, it } from 'vitest';
import type { ForecastSummary } from '@loadline/core';
import {
  adjustmentCardOf,
  decodeExploreObject,
  encodeExploreObject,
  exploreDashboardPath,
  exploreObjectOf,
  forecastAdjustmentPath,
  type ExploreObject,
} from './exploreObject';

const object: ExploreObject = {
  market: 'Zürich Süd – COAST',
  processTime: '2019-07-05T05:00:00.000Z',
  level: { name: 'weatherZone', configId: 'ercot-power-short-term' },
  from: '2019-07-06',
  to: '2019-07-12',
};

const summary: ForecastSummary = {
  market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', min: 12.5, max: 20.25, count: 2, from: '2019-07-06', to: '2019-07-06',
  dayCount: 1, level: 'weatherZone',
  forecast: [{ timestamp: '2019-07-06T05:00:00.000Z', forecast: 12.5 }, { timestamp: '2019-07-06T06:00:00.000Z', forecast: 20.25 }],
};

describe('explore object', () => {
  it('round-trips non-ASCII text through base64 of UTF-8 JSON', () => {
    const encoded = encodeExploreObject(object);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(object);
    expect(decodeExploreObject(encoded)).toEqual(object);
  });

  it('returns null for every bad input and never throws', () => {
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    for (const bad of [
      null, undefined, '', '%%%not base64%%%', b64('not json'), b64('null'), b64('42'), b64('[]'),
      b64(JSON.stringify({ ...object, market: 3 })),
      b64(JSON.stringify({ ...object, level: null })),
      b64(JSON.stringify({ ...object, level: { name: 'x' } })),
      b64(JSON.stringify({ ...object, level: { name: 5, configId: 'c' } })),
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'),
    ]) {
      expect(decodeExploreObject(bad)).toBeNull();
    }
  });

  it('drops extra keys and reads a missing level name as null', () => {
    const raw = Buffer.from(JSON.stringify({ ...object, level: { configId: 'c' }, extra: 1 }), 'utf8').toString('base64');
    expect(decodeExploreObject(raw)).toEqual({ ...object, level: { name: null, configId: 'c' } });
  });

  it('builds the unsaved dashboard route with the object URL-encoded', () => {
    const path = exploreDashboardPath(exploreObjectOf(summary, 'cfg-1'));
    expect(path.startsWith('/demand/load-forecast/dashboard/unsaved?object=')).toBe(true);
    const param = new URL(path, 'http://host').searchParams.get('object');
    expect(decodeExploreObject(param)).toEqual({
      market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', level: { name: 'weatherZone', configId: 'cfg-1' }, from: '2019-07-06', to: '2019-07-06',
    });
  });
});

describe('forecast adjustment path', () => {
  it('carries the card as JSON without its points', () => {
    const path = forecastAdjustmentPath(adjustmentCardOf(summary, 'cfg-1', 'shortTermForecast'));
    const prefix = '/demand/load-forecast/adjustments/create/';
    expect(path.startsWith(prefix)).toBe(true);
    expect(path.slice(prefix.length)).not.toContain('/');
    const card = JSON.parse(decodeURIComponent(path.slice(prefix.length))) as Record<string, unknown>;
    expect(card).toEqual({
      market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', min: 12.5, max: 20.25, count: 2, from: '2019-07-06', to: '2019-07-06',
      dayCount: 1, level: 'weatherZone', configId: 'cfg-1', category: 'shortTermForecast',
    });
  });
});
