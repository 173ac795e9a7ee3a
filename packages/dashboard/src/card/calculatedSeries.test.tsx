/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineHttpError, TEXT_GROUP_FETCH_ERROR, dataSeriesSchema, type DataAdapter, type DataSeries } from '@loadline/core';
import { ercotLoadRows } from '@loadline/core/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { planCardQueries } from '../model/queryPlan';
import { loadSeries } from '../model/seriesCatalog';
import { CardFixtureProvider, JULY_CONTEXT, TEMPERATURE, fixtureCard } from './cardFixtures';
import { useCardData } from './useCardData';

const NOW = new Date('2020-01-01T00:00:00Z');
/** July 1-7 2019 with no dashboard market filter: each member names its market. */
const context = { ...JULY_CONTEXT, filters: [] };
const market = (id: string): DataSeries => ({
  ...loadSeries('actual'),
  id: `load|actual|${id}`,
  label: `${id} Stitched Actual`,
  selectedFilters: [{ name: 'market', title: 'Market', items: [{ id, label: id, isChecked: true, isDisabled: false }] }],
});

/** 'COAST share' = @{coast} / @{ercot} * 100, percent of the ERCOT total (a calculated series, spec part 1 §3). */
function share(expression = '@{coast} / @{ercot} * 100', members = [market('COAST'), market('ERCOT')]): DataSeries {
  return dataSeriesSchema.parse({
    id: 'calc|coast-share',
    label: 'COAST share',
    type: 'dimensionless',
    groupedItems: {
      expression,
      expressionDataIdMap: { coast: { id: members[0]?.id, selectedOption: 'Sum' }, ercot: { id: members[1]?.id, selectedOption: 'Sum' } },
      dataSeries: members,
      key: 'coast-share',
    },
  });
}

function wrapper(adapt?: (a: DataAdapter) => Partial<DataAdapter>) {
  return ({ children }: { children: ReactNode }) => <CardFixtureProvider {...(adapt ? { adapt } : {})}>{children}</CardFixtureProvider>;
}

describe('a calculated series on a card', () => {
  it("plans each member's query once, with the token's calculation", () => {
    const plan = planCardQueries(fixtureCard({ dataSeries: [share(), market('COAST')] }), context, NOW);
    const [calc] = plan.plans;
    expect(calc?.ok && calc.kind === 'calculated' && calc.members.map((m) => m.token)).toEqual(['coast', 'ercot']);
    // The COAST member and the plain COAST series ask the same: one request for both.
    expect(plan.requests).toHaveLength(2);
  });

  it('shows the COAST share of ERCOT point by point, equal to the two answers divided', async () => {
    const card = fixtureCard({ dataSeries: [share()] });
    const { result } = renderHook(() => useCardData(card, context, NOW), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    const rows = ercotLoadRows().filter((r) => r.series === 'actual' && r.__time >= Date.parse('2019-07-01T05:00:00Z') && r.__time < Date.parse('2019-07-08T05:00:00Z'));
    const coast = rows.filter((r) => r.market === 'COAST');
    const ercot = new Map(rows.filter((r) => r.market === 'ERCOT').map((r) => [r.__time, r.load as number]));
    const s = result.current.series[0];
    expect(s?.points.x.length).toBe(168);
    coast.forEach((r, i) => expect(s?.points.y[i]).toBeCloseTo(((r.load as number) / (ercot.get(r.__time) as number)) * 100, 9));
    expect(s?.unit).toBe('dimensionless');
  });

  it("says 'One or more of the groups had an error while fetching' when a member fails", async () => {
    const failing = (a: DataAdapter): Partial<DataAdapter> => ({
      ...a,
      query: { ...a.query, query: (ds, body, o) => (JSON.stringify(body).includes('"ERCOT"') ? Promise.reject(new LoadlineHttpError(400, 'ERCOT is not a market here')) : a.query.query(ds, body, o)) },
    });
    const { result } = renderHook(() => useCardData(fixtureCard({ dataSeries: [share()] }), context, NOW), { wrapper: wrapper(failing) });
    await waitFor(() => expect(result.current.errors).toEqual([{ label: 'COAST share', error: TEXT_GROUP_FETCH_ERROR }]));
  });

  it('refuses an expression whose units do not fit, naming both series, and an invalid one', async () => {
    const mixed = share('@{coast} + @{ercot}', [market('COAST'), { ...TEMPERATURE, id: 'temp' }]);
    const { result } = renderHook(() => useCardData(fixtureCard({ dataSeries: [mixed] }), context, NOW), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.errors).toEqual([{ label: 'COAST share', error: 'Houston Actual Temperature does not share units with COAST Stitched Actual' }]));
    const plan = planCardQueries(fixtureCard({ dataSeries: [share('@{coast} ^ 2')] }), context, NOW);
    expect(plan.plans[0]).toMatchObject({ ok: false, errors: ['Unsupported operator "^"'] });
  });
});
