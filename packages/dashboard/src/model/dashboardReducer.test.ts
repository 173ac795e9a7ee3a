import { TEXT_CARD_TITLE_TOO_LONG, TEXT_GROUPING_NOT_SUPPORTED, dataSeriesSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { dashboardReducer, type DashboardAction } from './dashboardReducer';
import { emptyEditorState, type DashboardEditorState } from './editorState';

const run = (actions: DashboardAction[], start: DashboardEditorState = emptyEditorState('Load', 'America/Chicago')) =>
  actions.reduce(dashboardReducer, start);
const load = dataSeriesSchema.parse({ id: 'actual', label: 'Stitched Actual', type: 'power load' });
const temp = dataSeriesSchema.parse({ id: 'hou', label: 'HOU Actual', type: 'temperature' });

describe('dashboardReducer: cards', () => {
  it('adds untitled Line cards with the default layout, stacked below each other', () => {
    const s = run([{ type: 'addCard', id: 'a' }, { type: 'addCard', id: 'b', visualization: 'Bar' }]);
    expect(s.cards.map((c) => [c.id, c.title, c.visualization, c.layout])).toEqual([
      ['a', 'untitled card', 'Line', { x: 0, y: 0, w: 12, h: 4 }],
      ['b', 'untitled card', 'Bar', { x: 0, y: 4, w: 12, h: 4 }],
    ]);
  });

  it('removes a card and replaces a visualization', () => {
    const s = run([{ type: 'addCard', id: 'a' }, { type: 'addCard', id: 'b' }, { type: 'removeCard', cardId: 'a' }, { type: 'replaceVisualization', cardId: 'b', visualization: 'Table' }]);
    expect(s.cards.map((c) => [c.id, c.visualization])).toEqual([['b', 'Table']]);
  });

  it('copies a card right after the original with a new id, off the Overview', () => {
    const s = run([
      { type: 'addCard', id: 'a' },
      { type: 'addCard', id: 'b' },
      { type: 'addSeries', cardId: 'a', series: load, axisId: 'primary_axis' },
      { type: 'toggleOverview', cardId: 'a' },
      { type: 'copyCard', cardId: 'a', newId: 'a2' },
    ]);
    expect(s.cards.map((c) => c.id)).toEqual(['a', 'a2', 'b']);
    expect(s.cards[1]?.dataSeries.map((d) => d.id)).toEqual(['actual']);
    expect([s.cards[0]?.isOverview, s.cards[1]?.isOverview]).toEqual([true, false]);
  });

  it('keeps the old title and reports the error for a title over 25, falls back when empty', () => {
    const s = run([{ type: 'addCard', id: 'a' }, { type: 'setCardTitle', cardId: 'a', title: 'Houston' }, { type: 'setCardTitle', cardId: 'a', title: 'y'.repeat(26) }]);
    expect([s.cards[0]?.title, s.error]).toEqual(['Houston', TEXT_CARD_TITLE_TOO_LONG]);
    const t = run([{ type: 'setCardTitle', cardId: 'a', title: '' }], s);
    expect([t.cards[0]?.title, t.error]).toEqual(['untitled card', null]);
  });

  it('fits layout changes to the 12-column grid', () => {
    const s = run([{ type: 'addCard', id: 'a' }, { type: 'setLayout', layout: [{ id: 'a', x: 9, y: 0, w: 20, h: 0 }] }]);
    expect(s.cards[0]?.layout).toEqual({ x: 0, y: 0, w: 12, h: 1 });
  });
});

describe('dashboardReducer: series and options', () => {
  it('refuses a mismatched unit on the same axis and keeps the series list', () => {
    const s = run([
      { type: 'addCard', id: 'a' },
      { type: 'addSeries', cardId: 'a', series: load, axisId: 'primary_axis' },
      { type: 'addSeries', cardId: 'a', series: temp, axisId: 'primary_axis' },
    ]);
    expect(s.error).toBe('HOU Actual does not share units with Stitched Actual');
    expect(s.cards[0]?.dataSeries.map((d) => d.id)).toEqual(['actual']);
    const t = run([{ type: 'addSeries', cardId: 'a', series: temp, axisId: 'secondary_axis' }, { type: 'removeSeries', cardId: 'a', seriesId: 'actual' }], s);
    expect([t.error, t.cards[0]?.dataSeries.map((d) => d.id)]).toEqual([null, ['hou']]);
  });

  it('sets grouping (not DayType), calculation, legend, axis range, units and overview', () => {
    const s = run([
      { type: 'addCard', id: 'a' },
      { type: 'addSeries', cardId: 'a', series: temp, axisId: 'primary_axis' },
      { type: 'setGrouping', cardId: 'a', grouping: 'Hour24' },
      { type: 'setCalculation', cardId: 'a', seriesId: 'hou', calculation: 'Max' },
      { type: 'setLegendPosition', cardId: 'a', position: 'bottom' },
      { type: 'setYAxisRange', cardId: 'a', axisId: 'secondary_axis', range: 'dataRange' },
      { type: 'setAxisUnit', cardId: 'a', axisId: 'primary_axis', unit: 'degC' },
      { type: 'toggleOverview', cardId: 'a' },
    ]);
    const card = s.cards[0];
    expect(card?.group).toBe('Hour24');
    expect(card?.dataSeries[0]?.selectedCalculation).toBe('Max');
    expect(card?.legendPosition).toBe('bottom');
    expect(card?.shouldYAxisStartAtDataRange).toEqual({ primary_axis: false, secondary_axis: true });
    expect(card?.typeUnits).toEqual({ primary_axis: 'degC' });
    expect(card?.isOverview).toBe(true);
    const t = run([{ type: 'setGrouping', cardId: 'a', grouping: 'DayType' }], s);
    expect([t.cards[0]?.group, t.error]).toEqual(['Hour24', TEXT_GROUPING_NOT_SUPPORTED]);
  });
});

describe('dashboardReducer: dashboard settings and filters', () => {
  it('sets name, description, timezone, hour ending and date range', () => {
    const from = { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2024-01-01' };
    const s = run([
      { type: 'setName', name: 'ERCOT' },
      { type: 'setDescription', description: 'Coast' },
      { type: 'setTimezone', timezone: 'UTC' },
      { type: 'setHourEnding', isHourEndingSelected: true },
      { type: 'setDateRange', from, to: { ...from, value: '2024-01-31' } },
    ]);
    expect([s.name, s.description, s.settings.timezone, s.settings.isHourEndingSelected, s.settings.to.value]).toEqual(['ERCOT', 'Coast', 'UTC', true, '2024-01-31']);
  });

  it('stores range filters rounded outward, one per column, and time filters as given', () => {
    const s = run([
      { type: 'setRangeFilter', filter: { name: 'load', value: [10.7, 99.2] } },
      { type: 'setRangeFilter', filter: { name: 'load', value: [-0.5, 5.01] } },
      { type: 'setTimeFilters', timeFilters: { dayType: ['Weekend'] } },
    ]);
    expect(s.rangeFilters).toEqual([{ name: 'load', value: [-1, 6] }]);
    expect(s.timeFilters).toEqual({ dayType: ['Weekend'] });
  });
});
