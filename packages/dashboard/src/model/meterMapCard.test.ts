import { cardSchema, type ConfigItem } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { dashboardReducer } from './dashboardReducer';
import { emptyEditorState } from './editorState';
import { METER_MAP_CARD_TITLE, meterMapCardActions, meterMapColumn, needsMeterMapCard } from './meterMapCard';

const METERS = { dynamicColumnsConfig: { meterIdColumn: 'meterId' } } satisfies Pick<ConfigItem, 'dynamicColumnsConfig'>;
const NO_METERS = {} satisfies Pick<ConfigItem, 'dynamicColumnsConfig'>;

describe('meterMapColumn', () => {
  it('is the config item meter id column, none without one or with an empty one', () => {
    expect(meterMapColumn(METERS)).toBe('meterId');
    expect(meterMapColumn(NO_METERS)).toBeNull();
    expect(meterMapColumn({ dynamicColumnsConfig: { meterIdColumn: '' } })).toBeNull();
  });

  it('follows the scenario config hasMeterMap, its own meter id column first', () => {
    expect(meterMapColumn({ ...METERS, scenarioConfig: { hasMeterMap: false } })).toBeNull();
    expect(meterMapColumn({ ...METERS, scenarioConfig: { hasMeterMap: true } })).toBe('meterId');
    expect(meterMapColumn({ scenarioConfig: { hasMeterMap: true, meterIdColumn: 'premise' } })).toBe('premise');
    expect(meterMapColumn({ scenarioConfig: { hasMeterMap: true } })).toBeNull();
  });
});

describe('meterMapCardActions', () => {
  const state = () => ({
    ...emptyEditorState('Meters', 'America/Chicago'),
    cards: [
      cardSchema.parse({ id: 'a', title: 'Load', visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 3 } }),
      cardSchema.parse({ id: 'b', visualization: 'MeterTable', layout: { x: 6, y: 0, w: 6, h: 5 } }),
    ],
  });

  it('appends a full-width Meter Map card below the others, with the default map settings', () => {
    const start = state();
    const next = meterMapCardActions(start.cards, METERS, 'map').reduce(dashboardReducer, start);
    expect(next.cards.map((c) => c.id)).toEqual(['a', 'b', 'map']);
    const map = next.cards[2]!;
    expect(map).toMatchObject({ visualization: 'MeterMap', title: METER_MAP_CARD_TITLE, dataSeries: [] });
    expect(map.title).toBe('Meter Map');
    expect(map.layout).toEqual({ x: 0, y: 5, w: 12, h: 4 });
    expect(map.mapSettings).toMatchObject({ zoom: 11, centre: { latitude: 29.76, longitude: -95.36 } });
    expect(next.error).toBeNull();
  });

  it('appends nothing when a Meter Map is there or no meter id column is configured, so applying twice adds one card', () => {
    const start = state();
    const once = meterMapCardActions(start.cards, METERS, 'map').reduce(dashboardReducer, start);
    expect(needsMeterMapCard(once.cards, METERS)).toBe(false);
    expect(meterMapCardActions(once.cards, METERS, 'map2')).toEqual([]);
    expect(meterMapCardActions(start.cards, NO_METERS, 'map')).toEqual([]);
    expect(meterMapCardActions(start.cards, { ...METERS, scenarioConfig: { hasMeterMap: false } }, 'map')).toEqual([]);
    expect(needsMeterMapCard(start.cards, METERS)).toBe(true);
  });
});
