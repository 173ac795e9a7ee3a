import { evaluateExpression, parseExpression, type Calculator, type SeriesPoints } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { LOAD, fixtureCard } from '../card/cardFixtures';
import { dashboardReducer } from './dashboardReducer';
import { emptyEditorState } from './editorState';
import { calculatorCatalogue, refreshCalculatedSeries } from './calculators';

const cards = [fixtureCard({ id: 'c1', title: 'Load', dataSeries: [LOAD] })];
const calc = (uid: string, name: string, expression: string, map: Record<string, string>): Calculator => ({
  uid,
  name,
  expression,
  expressionDataIdMap: Object.fromEntries(Object.entries(map).map(([t, id]) => [t, { id, selectedOption: 'Sum' }])),
});

const share = calc('share', 'Share', '@{a} / @{b} * 100', { a: LOAD.id, b: LOAD.id });
const doubled = calc('dbl', 'Doubled share', '@{s} * 2', { s: 'calc|share' });

describe('calculatorCatalogue', () => {
  it("offers the dashboard's series and every other valid calculator under 'Calculators', never one that uses the calculator itself", () => {
    const catalogue = calculatorCatalogue([share, doubled], cards);
    const labels = (uid: string) => catalogue.optionsFor(uid).map((o) => `${o.group}:${o.label}`);
    expect(labels('dbl')).toEqual([`Series:${LOAD.label}`, 'Calculators:Share']);
    // 'Doubled share' uses 'Share': offering it to 'Share' would make a circle.
    expect(labels('share')).toEqual([`Series:${LOAD.label}`]);
    expect(labels('new')).toEqual([`Series:${LOAD.label}`, 'Calculators:Share', 'Calculators:Doubled share']);
  });

  it("flattens a calculator's chip into its expression, so the stored series references base series only", () => {
    // Declared before the calculator it uses: resolution follows dependencies, not order.
    const catalogue = calculatorCatalogue([doubled, share], cards);
    const series = catalogue.series.get('dbl');
    expect(series?.groupedItems?.expression).toBe('(@{s.a} / @{s.b} * 100) * 2');
    expect(Object.values(series?.groupedItems?.expressionDataIdMap ?? {}).map((e) => e.id)).toEqual([LOAD.id, LOAD.id]);
    expect(series?.groupedItems?.dataSeries.map((m) => m.id)).toEqual([LOAD.id]);
    expect(series?.type).toBe('dimensionless');
  });

  it('evaluates a calculator of a calculator as the direct computation, point by point', () => {
    const x = Float64Array.from([0, 3_600_000, 7_200_000]);
    const coast: SeriesPoints = { x, y: Float64Array.from([10, 12, 9]) };
    const ercot: SeriesPoints = { x, y: Float64Array.from([50, 40, 45]) };
    const base = calc('share', 'Share', '@{c} / @{e} * 100', { c: 'coast', e: 'ercot' });
    const coastSeries = { ...LOAD, id: 'coast' };
    const ercotSeries = { ...LOAD, id: 'ercot' };
    const catalogue = calculatorCatalogue([base, calc('dbl', 'Doubled', 'round(@{s} * 2 - 1, 3)', { s: 'calc|share' })], [fixtureCard({ id: 'c', title: 'L', dataSeries: [coastSeries, ercotSeries] })]);
    const grouped = catalogue.series.get('dbl')?.groupedItems;
    const parsed = parseExpression(grouped?.expression ?? '');
    if (!parsed.ok) throw new Error(parsed.error);
    const byToken = new Map(Object.entries(grouped?.expressionDataIdMap ?? {}).map(([t, e]) => [t, e.id === 'coast' ? coast : ercot]));
    const value = evaluateExpression(parsed.ast, byToken);
    expect(typeof value === 'number' ? value : Array.from(value.y)).toEqual(Array.from(coast.y, (c, i) => Math.round(((c / ercot.y[i]!) * 100 * 2 - 1) * 1000) / 1000));
  });

  it('leaves calculators that refer in a circle, or to a deleted calculator, without a series', () => {
    const a = calc('a', 'A', '@{b} + 1', { b: 'calc|b' });
    const b = calc('b', 'B', '@{a} + 1', { a: 'calc|a' });
    const orphan = calc('o', 'Orphan', '@{x} * 2', { x: 'calc|gone' });
    const catalogue = calculatorCatalogue([a, b, orphan, share], cards);
    expect([...catalogue.series].map(([uid, s]) => [uid, s === null])).toEqual([['share', false], ['a', true], ['b', true], ['o', true]]);
    expect(catalogue.optionsFor('a').some((o) => o.label === 'B')).toBe(false);
  });
});

describe('refreshCalculatedSeries', () => {
  it("updates a card's copy of a calculator when its expression changes, keeping its place; a changed unit leaves it as it was", () => {
    const first = calculatorCatalogue([share], cards).series.get('share');
    if (!first) throw new Error('share is valid');
    const onCard = { ...first, axisId: 'secondary_axis' as const, extras: { ...first.extras, legendText: 'My share' } };
    const state = { ...emptyEditorState('d', 'UTC'), cards: [fixtureCard({ id: 'c1', title: 'Load', dataSeries: [LOAD, onCard] })], settings: { ...emptyEditorState('d', 'UTC').settings, calculators: [share] } };
    const patch = { expression: '@{a} / @{b} * 50' };
    const calculated = [...calculatorCatalogue([{ ...share, ...patch }], cards).series.values()].filter((s) => s !== null);
    const next = dashboardReducer(state, { type: 'updateCalculator', uid: 'share', patch, calculated });
    const refreshed = next.cards[0]?.dataSeries[1];
    expect(refreshed).toMatchObject({ axisId: 'secondary_axis', extras: { legendText: 'My share' }, groupedItems: { expression: '@{a} / @{b} * 50' } });
    // '@{a} * 2' is a load, not a share: the card keeps the share it was checked for.
    const asLoad = calculatorCatalogue([{ ...share, expression: '@{a} * 2', expressionDataIdMap: { a: share.expressionDataIdMap.a! } }], cards).series;
    expect(refreshCalculatedSeries(onCard, new Map([...asLoad.values()].flatMap((s) => (s ? [[s.id, s] as const] : []))))).toBe(onCard);
  });
});
