import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadlineHttpError } from '../adapter/errors';
import type { DataAdapter } from '../adapter/types';
import type { QueryRequestInput } from '../query/query.schema';
import { createLoadlineQueryClient } from './createLoadlineQueryClient';
import { LoadlineProvider } from './LoadlineProvider';
import { useDatasourceQuery } from './useDatasource';
import { useDatasourceQueries } from './useDatasourceQueries';

function setup(query: (ds: string, body: QueryRequestInput, o?: { signal?: AbortSignal }) => Promise<unknown>) {
  const queryClient = createLoadlineQueryClient();
  const adapter = { query: { query, queryNative: query } as unknown as DataAdapter['query'] };
  return ({ children }: { children: ReactNode }) => <LoadlineProvider adapter={adapter} queryClient={queryClient}>{children}</LoadlineProvider>;
}

const load: QueryRequestInput = { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], timezone: 'America/Chicago' };
const temperature: QueryRequestInput = { selectedMeasures: [{ columnName: 'temperature', aggregation: 'Avg' }], timezone: 'America/Chicago' };

describe('useDatasourceQueries', () => {
  it('answers each request in order, with its own signal, and reports a failure on its item only', async () => {
    const query = vi.fn(async (ds: string, body: QueryRequestInput) => {
      if (ds === 'broken') throw new LoadlineHttpError(404, 'Unknown datasource broken');
      return { data: [{ ds, measure: body.selectedMeasures?.[0] && 'columnName' in body.selectedMeasures[0] ? body.selectedMeasures[0].columnName : '' }] };
    });
    const wrapper = setup(query);
    const { result } = renderHook(() => useDatasourceQueries([
      { datasource: 'ercot_load', body: load },
      { datasource: 'weather', body: temperature },
      { datasource: 'broken', body: load },
    ]), { wrapper });
    await waitFor(() => expect(result.current.every((s) => !s.isPending)).toBe(true), { timeout: 10_000 });
    expect(result.current[0]?.data?.data).toEqual([{ ds: 'ercot_load', measure: 'load' }]);
    expect(result.current[1]?.data?.data).toEqual([{ ds: 'weather', measure: 'temperature' }]);
    expect(result.current[2]?.error?.message).toBe('Unknown datasource broken');
    expect((query.mock.calls[0] as unknown[] | undefined)?.[2]).toMatchObject({ signal: expect.any(AbortSignal) });
  });

  it('shares the cache of useDatasourceQuery and keeps the same array across renders', async () => {
    const query = vi.fn(async () => ({ data: [{ load: 1 }] }));
    const wrapper = setup(query);
    const { result, rerender } = renderHook(() => ({
      many: useDatasourceQueries([{ datasource: 'ercot_load', body: { ...load } }]),
      one: useDatasourceQuery('ercot_load', load),
    }), { wrapper });
    await waitFor(() => expect(result.current.many[0]?.data).toBeDefined());
    const before = result.current.many;
    rerender();
    expect(result.current.many).toBe(before);
    expect(query).toHaveBeenCalledTimes(1);
  });
});
