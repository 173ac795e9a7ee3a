import type { Card, DataAdapter } from '@loadline/core';
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardFixtureProvider, JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from './cardFixtures';
import { usePrefetchCards } from './cardRequests';
import { useCardData } from './useCardData';

function Prefetch({ cards }: { cards: Card[] }) {
  const prefetch = usePrefetchCards();
  useEffect(() => {
    prefetch(cards, JULY_CONTEXT);
    prefetch(cards, JULY_CONTEXT);
  }, [prefetch, cards]);
  return null;
}

function Probe({ card }: { card: Card }) {
  const data = useCardData(card, JULY_CONTEXT);
  return <p data-testid="probe" data-loading={String(data.isLoading)} data-series={data.series.length} />;
}

describe('usePrefetchCards', () => {
  it('starts each distinct card query once, under the keys a card mounted later reads without asking again', async () => {
    const spy = vi.fn();
    const order: string[] = [];
    const adapt = (adapter: DataAdapter): Partial<DataAdapter> => {
      const original = adapter.query.query.bind(adapter.query);
      const metadata = adapter.query.metadata.bind(adapter.query);
      spy.mockImplementation((...args: Parameters<DataAdapter['query']['query']>) => {
        order.push('rows');
        return original(...args);
      });
      const meta = (ds: string, o?: { signal?: AbortSignal }) => {
        order.push(`metadata ${ds}`);
        return metadata(ds, o);
      };
      return { ...adapter, query: { ...adapter.query, query: spy as DataAdapter['query']['query'], metadata: meta } };
    };
    const cards = [
      fixtureCard({ id: 'a', dataSeries: [{ ...LOAD, axisId: 'primary_axis' }, { ...TEMPERATURE, axisId: 'secondary_axis' }] }),
      fixtureCard({ id: 'b', dataSeries: [{ ...LOAD, axisId: 'primary_axis' }] }),
    ];
    const { rerender, getByTestId } = render(<CardFixtureProvider adapt={adapt}><Prefetch cards={cards} /></CardFixtureProvider>);
    // Two distinct queries (card b's load query is card a's), asked once despite two prefetches.
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    // The units come from the metadata of both datasources, asked before the rows.
    expect(order).toEqual(['metadata ercot_load', 'metadata weather', 'rows', 'rows']);
    rerender(<CardFixtureProvider adapt={adapt}><Prefetch cards={cards} /><Probe card={cards[0]!} /></CardFixtureProvider>);
    await waitFor(() => expect(getByTestId('probe').dataset.loading).toBe('false'));
    expect(getByTestId('probe').dataset.series).toBe('2');
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
