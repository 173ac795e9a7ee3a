import { dataSeriesSchema } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyEditorState, fitToGrid, newCard } from './editorState';

describe('emptyEditorState', () => {
  it('starts with no cards, hour beginning and the last 30 days of the data in the given zone', () => {
    const s = emptyEditorState('Load', 'America/Chicago');
    expect([s.name, s.description, s.cards, s.error]).toEqual(['Load', '', [], null]);
    expect(s.settings).toMatchObject({ timezone: 'America/Chicago', isHourEndingSelected: false });
    expect([s.settings.from.dateType, s.settings.from.quantity * s.settings.from.multiplier, s.settings.to.quantity]).toEqual(['relative', 30, 0]);
    // Anchored on End of data, so data ending before today still chart a month.
    expect([s.settings.from.identifier, s.settings.to.identifier]).toEqual(['endData', 'endData']);
  });
});

describe('newCard', () => {
  it('is an untitled Line card with no series, full width and 4 rows high, at the top of an empty dashboard', () => {
    const c = newCard('a', []);
    expect([c.title, c.visualization, c.dataSeries, c.legendPosition, c.layout]).toEqual(['untitled card', 'Line', [], 'right', { x: 0, y: 0, w: 12, h: 4 }]);
  });

  it('goes below the lowest card', () => {
    const tall = { ...newCard('a', []), layout: { x: 0, y: 2, w: 12, h: 5 } };
    const withSeries = { ...newCard('b', []), dataSeries: [dataSeriesSchema.parse({ id: 's', label: 's', type: 'power load' })] };
    expect(newCard('c', [tall, withSeries]).layout.y).toBe(7);
  });
});

describe('fitToGrid', () => {
  it('keeps every card inside the 12 columns with a width of 1 to 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -5, max: 40 }), (x, y, w) => {
        const fitted = fitToGrid({ id: 'a', x, y, w, h: 2 });
        return fitted.w >= 1 && fitted.w <= 12 && fitted.x >= 0 && fitted.x + fitted.w <= 12 && fitted.y >= 0;
      }),
    );
    expect(fitToGrid({ id: 'a', x: 6, y: 3, w: 6, h: 4 })).toEqual({ x: 6, y: 3, w: 6, h: 4 });
  });
});
