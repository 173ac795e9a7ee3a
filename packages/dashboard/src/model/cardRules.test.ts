import {
  TEXT_CARD_TITLE_TOO_LONG,
  TEXT_DATASET_TOO_LARGE,
  TEXT_SERIES_CANNOT_BE_SPLIT,
  TEXT_TOO_MANY_SERIES,
  cardSchema,
  dataSeriesSchema,
  type DataSeriesInput,
} from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { TEXT_TABLE_GROUP_REQUIRED } from '../texts';
import { addSeriesToCard, cardTitle, splitSeries, tableCellCount, tableTooLargeMessage, unitControlKind } from './cardRules';

const series = (input: Partial<DataSeriesInput> & { id: string }) =>
  dataSeriesSchema.parse({ label: input.id, type: 'power load', ...input });
const load = series({ id: 'actual', label: 'Stitched Actual' });
const temp = series({ id: 'hou', label: 'HOU Actual', type: 'temperature' });

describe('addSeriesToCard', () => {
  it('adds a series onto the chosen axis', () => {
    const r = addSeriesToCard(cardSchema.parse({ id: 'c' }), temp, 'secondary_axis');
    expect(r.ok && r.value.dataSeries.map((s) => [s.id, s.axisId])).toEqual([['hou', 'secondary_axis']]);
  });

  it('refuses a series whose unit type differs from the axis, naming both labels', () => {
    const card = cardSchema.parse({ id: 'c', dataSeries: [load] });
    expect(addSeriesToCard(card, temp, 'primary_axis')).toEqual({ ok: false, error: 'HOU Actual does not share units with Stitched Actual' });
    expect(addSeriesToCard(card, temp, 'secondary_axis').ok).toBe(true);
  });

  it('refuses an 11th series', () => {
    const card = cardSchema.parse({ id: 'c', dataSeries: Array.from({ length: 10 }, (_, i) => series({ id: `s${i}` })) });
    expect(addSeriesToCard(card, series({ id: 'x' }), 'primary_axis')).toEqual({ ok: false, error: TEXT_TOO_MANY_SERIES });
  });

  it('lets a meter table take only series of the same type, whatever the axis', () => {
    const card = cardSchema.parse({ id: 'c', visualization: 'MeterTable', dataSeries: [load] });
    expect(addSeriesToCard(card, temp, 'secondary_axis').ok).toBe(false);
    expect(addSeriesToCard(card, series({ id: 'official' }), 'secondary_axis').ok).toBe(true);
  });

  it('needs a table group before a table takes a series', () => {
    const bare = cardSchema.parse({ id: 'c', visualization: 'Table' });
    expect(addSeriesToCard(bare, load, 'primary_axis')).toEqual({ ok: false, error: TEXT_TABLE_GROUP_REQUIRED });
    const grouped = { ...bare, tableGroups: [{ header: 'Market', groupType: 'dimension', direction: 'row' as const }] };
    expect(addSeriesToCard(grouped, load, 'primary_axis').ok).toBe(true);
  });
});

describe('splitSeries', () => {
  it('splits a plain series and refuses a calculated one', () => {
    expect(splitSeries(load, 'market')).toEqual({ ok: true, value: { ...load, selectedSplit: 'market' } });
    const calc = { ...load, groupedItems: { expression: '@a', expressionDataIdMap: {}, dataSeries: [], key: 'k' } };
    expect(splitSeries(calc, 'market')).toEqual({ ok: false, error: TEXT_SERIES_CANNOT_BE_SPLIT });
    expect(splitSeries(calc, null).ok).toBe(true);
  });
});

describe('card options', () => {
  it('titles: empty falls back to untitled card, over 25 is refused', () => {
    expect(cardTitle('   ')).toEqual({ ok: true, value: 'untitled card' });
    expect(cardTitle(' Houston load ')).toEqual({ ok: true, value: 'Houston load' });
    expect(cardTitle('x'.repeat(26))).toEqual({ ok: false, error: TEXT_CARD_TITLE_TOO_LONG });
  });

  it('offers radios for 3 or fewer units, a select above', () => {
    expect(unitControlKind(['MWh', 'kWh'])).toBe('radio');
    expect(unitControlKind(['a', 'b', 'c'])).toBe('radio');
    expect(unitControlKind(['therm', 'BTU', 'MMBTU', 'DTH'])).toBe('select');
  });

  it('hides tables above 30000 cells', () => {
    expect(tableCellCount(10_000, 3)).toBe(30_000);
    expect(tableTooLargeMessage(10_000, 3)).toBeNull();
    expect(tableTooLargeMessage(10_001, 3)).toBe(TEXT_DATASET_TOO_LARGE);
  });
});
