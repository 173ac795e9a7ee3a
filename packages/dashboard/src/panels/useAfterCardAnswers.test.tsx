import { LoadlineProvider, loadlineKeys } from '@loadline/core/react';
import { createMemoryAdapter } from '@loadline/core/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_CARDS_MAX_WAIT_MS, useAfterCardAnswers } from './useAfterCardAnswers';

/** A card query in flight until `finish` is called. */
function cardQueryInFlight(queryClient: QueryClient) {
  let finish: () => void = () => {};
  const done = new Promise<{ data: never[] }>((resolve) => (finish = () => resolve({ data: [] })));
  void queryClient.fetchQuery({ queryKey: loadlineKeys.query.rows('ercot_load', { timezone: 'UTC' } as never, false), queryFn: () => done });
  return finish;
}

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoadlineProvider adapter={createMemoryAdapter()} queryClient={queryClient}>
      {children}
    </LoadlineProvider>
  );
  return { queryClient, wrapper };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterCardAnswers', () => {
  it('waits while a card query is in flight, and turns true once none is', async () => {
    vi.useFakeTimers();
    const { queryClient, wrapper } = setup();
    const finish = cardQueryInFlight(queryClient);
    const { result } = renderHook(() => useAfterCardAnswers(), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(AFTER_CARDS_MAX_WAIT_MS / 2));
    expect(result.current).toBe(false);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(50);
    });
    // React 18 renders the query's end when the act above closes; its idle wait runs in this one.
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
  });

  it('stops waiting for a card that takes longer than the longest wait', async () => {
    vi.useFakeTimers();
    const { queryClient, wrapper } = setup();
    cardQueryInFlight(queryClient);
    const { result } = renderHook(() => useAfterCardAnswers(), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(AFTER_CARDS_MAX_WAIT_MS - 10));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
  });
});
