/// <reference types="@testing-library/jest-dom/vitest" />
import type { DateBound, QueryRequestInput } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { FIXTURE_DATA_MAPPING, FIXTURE_DATASOURCES, FIXTURE_LOAD_FORECAST_CONFIG, createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';
import type { DashboardDataMapping } from '../model/dataMapping';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardFixtureProvider, JULY_CONTEXT, fixtureCard } from './cardFixtures';
import { DashboardCard } from './DashboardCard';
import { useCardQueryContext } from './useCardQueryContext';

const fixed = (value: string): DateBound => ({ dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value });
const card = fixtureCard({ title: 'COAST days', visualization: 'Table', group: 'Daily' });

/** A host page owning the dates and zone of an embedded card, with its own buttons. */
function Host() {
  const [to, setTo] = useState(fixed('2019-07-03'));
  const [zone, setZone] = useState('America/Chicago');
  const state = useCardQueryContext({ config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING, timezone: zone, from: fixed('2019-07-01'), to, filters: JULY_CONTEXT.filters });
  return (
    <>
      <button type="button" onClick={() => setTo(fixed('2019-07-05'))}>Host: to July 5</button>
      <button type="button" onClick={() => setZone('UTC')}>Host: UTC</button>
      {state.status === 'ready' ? <DashboardCard card={card} context={state.context} /> : <p>loading</p>}
    </>
  );
}

describe('an embedded card controlled by its host', () => {
  it('queries the dates and zone the host holds, and again when the host changes them', async () => {
    const spy = vi.fn();
    render(<CardFixtureProvider adapt={(a) => ({ ...a, query: { ...a.query, query: (ds, body, o) => { spy(body); return a.query.query(ds, body, o); } } })}><Host /></CardFixtureProvider>);
    const table = await screen.findByRole('table', { name: 'COAST days' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ timezone: 'America/Chicago', timeFilter: { dateRange: { fromDate: '2019-07-01', toDate: '2019-07-04' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Host: to July 5' }));
    expect(await within(await screen.findByRole('table', { name: 'COAST days' })).findAllByRole('row')).toHaveLength(1 + 5);
    await userEvent.click(screen.getByRole('button', { name: 'Host: UTC' }));
    await vi.waitFor(() => expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ timezone: 'UTC' }));
  });
});

/** ERCOT load with a look-ahead run: a week of COAST forecast after the last actual hour (2019-11-03 local). */
function lookAheadAdapter() {
  const sources = fixtureDatasources();
  const load = sources[FIXTURE_DATASOURCES.load];
  if (!load) throw new Error('no load fixture');
  const lastActual = Math.max(...load.rows.filter((r) => r.series === 'actual').map((r) => r.__time));
  const forecast = Array.from({ length: 168 }, (_, h) => ({
    __time: lastActual + (h + 1) * 3_600_000, market: 'COAST', series: 'forecast', source: 'look-ahead', processTime: new Date(lastActual - 18 * 3_600_000).toISOString(),
    horizon: 'short_term', load: 12_000,
  }));
  const memory = createMemoryAdapter({ datasources: { ...sources, [FIXTURE_DATASOURCES.load]: { ...load, rows: [...load.rows, ...forecast] } } });
  const bodies: QueryRequestInput[] = [];
  return { bodies, adapter: { ...memory, query: { ...memory.query, query: (ds: string, body: QueryRequestInput, o?: { signal?: AbortSignal }) => { bodies.push(body); return memory.query.query(ds, body, o); } } } };
}

const endOfData = (daysBack: number): DateBound => ({ dateType: 'relative', identifier: 'endData', quantity: daysBack, multiplier: 1, value: null });

/** A card on the default window of a new dashboard: the last month of data (30 days before End of data to End of data). */
function LastMonthHost({ mapping }: { mapping: DashboardDataMapping }) {
  const state = useCardQueryContext({ config: FIXTURE_LOAD_FORECAST_CONFIG, mapping, timezone: 'America/Chicago', from: endOfData(30), to: endOfData(0), filters: JULY_CONTEXT.filters });
  return state.status === 'ready' ? <DashboardCard card={card} context={state.context} /> : <p>loading</p>;
}

describe('the default window of an embedded card (the last month of data)', () => {
  it('ends at End of data, the last actual day, when a forecast run reaches a week past it', async () => {
    const { adapter, bodies } = lookAheadAdapter();
    render(<LoadlineProvider adapter={adapter}><LastMonthHost mapping={FIXTURE_DATA_MAPPING} /></LoadlineProvider>);
    await screen.findByRole('table', { name: 'COAST days' });
    // 2019-10-04 .. 2019-11-03 (toDate is the day after, inclusive end), not .. 2019-11-10 of the forecast.
    expect(bodies.at(-1)).toMatchObject({ timeFilter: { dateRange: { fromDate: '2019-10-04', toDate: '2019-11-04' } } });
  });

  it('ends at the data\'s last time when the mapping declares no actual kind', async () => {
    const { adapter, bodies } = lookAheadAdapter();
    const { kinds: _kinds, ...load } = FIXTURE_DATA_MAPPING.load;
    render(<LoadlineProvider adapter={adapter}><LastMonthHost mapping={{ ...FIXTURE_DATA_MAPPING, load }} /></LoadlineProvider>);
    await screen.findByRole('table', { name: 'COAST days' });
    expect(bodies.at(-1)).toMatchObject({ timeFilter: { dateRange: { toDate: '2019-11-11' } } });
  });
});
