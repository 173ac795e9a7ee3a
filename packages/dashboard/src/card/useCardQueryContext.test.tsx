/// <reference types="@testing-library/jest-dom/vitest" />
import type { DateBound } from '@loadline/core';
import { FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
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
