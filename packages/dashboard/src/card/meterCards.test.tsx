import { describe, expect, it } from 'vitest';
import { defaultCardRegistry, type CardVisualizationDefinition } from './cardRegistry';
import { withMeterCards } from './meterCards';

describe('withMeterCards', () => {
  it('adds the Meter Table and the Meter Map for a config item with a meter id column, and only then', () => {
    expect(defaultCardRegistry.get('MeterTable')).toBeUndefined();
    const meters = withMeterCards(defaultCardRegistry, { dynamicColumnsConfig: { meterIdColumn: 'meterId' } });
    expect(meters.get('MeterTable')?.ownData).toBe(true);
    expect(meters.get('MeterMap')?.needsSeries).toBe(false);
    expect(meters.list().map((d) => d.id)).toEqual([...defaultCardRegistry.list().map((d) => d.id), 'MeterTable', 'MeterMap']);
    expect(withMeterCards(defaultCardRegistry, {})).toBe(defaultCardRegistry);
    expect(withMeterCards(defaultCardRegistry, { dynamicColumnsConfig: {} })).toBe(defaultCardRegistry);
  });

  it("adds them for a host whose meter id column is in its mapping only (the config item names none)", () => {
    const meters = withMeterCards(defaultCardRegistry, { dynamicColumnsConfig: {} }, {}, { meterIdColumn: 'feeder_id' });
    expect(meters.get('MeterTable')).toBeDefined();
    expect(meters.get('MeterMap')).toBeDefined();
    expect(withMeterCards(defaultCardRegistry, {}, {}, {})).toBe(defaultCardRegistry);
  });

  it("keeps a host's own definitions and returns the same registry when both are there", () => {
    const own: CardVisualizationDefinition = { id: 'MeterTable', label: 'Host table', render: () => null };
    const host = defaultCardRegistry.with(own);
    const meters = withMeterCards(host, { dynamicColumnsConfig: { meterIdColumn: 'meterId' } });
    expect(meters.get('MeterTable')).toBe(own);
    expect(meters.get('MeterMap')).toBeDefined();
    expect(withMeterCards(meters, { dynamicColumnsConfig: { meterIdColumn: 'meterId' } })).toBe(meters);
  });
});
