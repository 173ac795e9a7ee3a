import type { TimeFilters } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CardQueryContext } from '../model/seriesCatalog';
import { planCardQueries } from '../model/queryPlan';
import { JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from './cardFixtures';
import { keepTimeParts } from '@loadline/core';
import { useCardData } from './useCardData';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
/** March to November 2019: the fixtures' spring-forward day, July and fall-back day. */
const SEASON: CardQueryContext = { ...JULY_CONTEXT, from: fixed('2019-03-09'), to: fixed('2019-11-04') };
const NOW = new Date('2020-01-01T00:00:00Z');

const FILTERS: TimeFilters[] = [
  { hourOfDay: [1, 2, 3] },
  { dayType: ['Weekend'], hourOfDay: [0, 1, 17] },
  { dayOfWeek: [7], monthOfYear: [3, 11] },
  { monthOfYear: [7], dayType: ['Weekday'], year: [2019] },
  { year: [2020] },
];

describe('time filters applied from the unfiltered answer', () => {
  it('gives the rows the memory adapter gives for the filtered query, load and temperature, over the DST days', async () => {
    const adapter = createMemoryAdapter();
    const card = fixtureCard({ dataSeries: [LOAD, TEMPERATURE] });
    const kept: number[] = [];
    for (const timeFilters of FILTERS) {
      const plan = planCardQueries(card, { ...SEASON, timeFilters }, NOW);
      expect(plan.plans.every((p) => p.ok)).toBe(true);
      for (const p of plan.plans) {
        if (!p.ok || p.kind !== 'series') continue;
        expect(p.timeParts).not.toBeNull();
        if (!p.timeParts) continue;
        const { body, datasource } = p.request;
        const withParts = { ...body, timeFilter: { ...body.timeFilter, timePartFilter: p.timeParts } };
        const byServer = await adapter.query.query(datasource, withParts);
        const unfiltered = await adapter.query.query(datasource, body);
        expect(keepTimeParts(unfiltered.data, p.timeParts)).toEqual(byServer.data);
        expect(byServer.data.length).toBeLessThan(unfiltered.data.length);
        kept.push(byServer.data.length);
      }
    }
    // Each filter but the year 2020 keeps some hours of load and of temperature.
    expect(kept.slice(0, -2).every((n) => n > 0)).toBe(true);
    expect(kept.slice(-2)).toEqual([0, 0]);
  });

  it('asks with the same body as the card without time filters (one cache entry)', () => {
    const card = fixtureCard({ dataSeries: [LOAD, TEMPERATURE] });
    const plain = planCardQueries(card, SEASON, NOW).plans;
    const filtered = planCardQueries(card, { ...SEASON, timeFilters: FILTERS[1] ?? {} }, NOW).plans;
    filtered.forEach((p, i) => {
      const q = plain[i];
      expect(p.ok && p.kind === 'series' && p.request.key).toBe(q?.ok && q.kind === 'series' && q.request.key);
    });
  });
});

describe('useCardData with time filters', () => {
  function setup() {
    const adapter = createMemoryAdapter();
    const spy = vi.spyOn(adapter.query, 'query');
    const wrapper = ({ children }: { children: ReactNode }) => <LoadlineProvider adapter={adapter}>{children}</LoadlineProvider>;
    return { spy, wrapper };
  }

  it('redraws an hourly card from the loaded answer without a request, with a new revision', async () => {
    const { spy, wrapper } = setup();
    const card = fixtureCard({ dataSeries: [LOAD, TEMPERATURE] });
    const { result, rerender } = renderHook(({ context }) => useCardData(card, context, NOW), { wrapper, initialProps: { context: JULY_CONTEXT } });
    await waitFor(() => expect(result.current.series).toHaveLength(2));
    expect(result.current.series[0]?.points.x.length).toBe(168);
    const calls = spy.mock.calls.length;
    const revision = result.current.revision;
    // Hours 7-9 of 1-7 July 2019: 3 a day. Drawn in the same render: the answer is in the cache.
    rerender({ context: { ...JULY_CONTEXT, timeFilters: { hourOfDay: [7, 8, 9] } } });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.series.map((s) => s.points.x.length)).toEqual([21, 21]);
    expect(result.current.revision).not.toBe(revision);
    // Saturday 6 and Sunday 7 July.
    rerender({ context: { ...JULY_CONTEXT, timeFilters: { hourOfDay: [7, 8, 9], dayType: ['Weekend'] } } });
    expect(result.current.series[0]?.points.x.length).toBe(6);
    expect(new Date(result.current.series[0]?.points.x[0] ?? 0).toISOString()).toBe('2019-07-06T12:00:00.000Z');
    expect(spy.mock.calls.length).toBe(calls);
  });

  it('asks the server again for a daily card, whose days span the filtered hours', async () => {
    const { spy, wrapper } = setup();
    const card = fixtureCard({ group: 'Daily' });
    const { result, rerender } = renderHook(({ context }) => useCardData(card, context, NOW), { wrapper, initialProps: { context: JULY_CONTEXT } });
    await waitFor(() => expect(result.current.series).toHaveLength(1));
    const calls = spy.mock.calls.length;
    rerender({ context: { ...JULY_CONTEXT, timeFilters: { hourOfDay: [7, 8, 9] } } });
    await waitFor(() => expect(spy.mock.calls.length).toBe(calls + 1));
    expect(spy.mock.calls.at(-1)?.[1].timeFilter?.timePartFilter).toEqual({ hourOfDay: [7, 8, 9] });
  });
});
