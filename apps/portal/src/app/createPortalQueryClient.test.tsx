import { LoadlineHttpError } from '@loadline/core';
import { createToastQueue } from '@loadline/ui';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../signIn/useSession';
import { createPortalQueryClient, PREFETCH_META } from './createPortalQueryClient';

const fail = (error: unknown) => () => Promise.reject(error);

describe('createPortalQueryClient (spec part 2 sections 8 and 9)', () => {
  it('shows every failed query and mutation as one error toast per message', async () => {
    const toasts = createToastQueue();
    const client = createPortalQueryClient(toasts);
    const error = new LoadlineHttpError(404, 'Dashboard not found');
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(error) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(error) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(new LoadlineHttpError(409, 'Jobs in queue rate has been reached')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(toasts.getSnapshot().map((t) => [t.kind, t.title])).toEqual([
      ['error', 'Dashboard not found'],
      ['error', 'Jobs in queue rate has been reached'],
    ]);
    toasts.clear();
  });

  it('does not toast a cancelled request', async () => {
    const toasts = createToastQueue();
    const client = createPortalQueryClient(toasts);
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(new DOMException('The operation was aborted.', 'AbortError')) }).catch(() => undefined);
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('asks for the session again after a 401', async () => {
    const toasts = createToastQueue();
    const client = createPortalQueryClient(toasts);
    client.setQueryData(SESSION_KEY, { status: 'signed-in' });
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(new LoadlineHttpError(401, 'Sign in required')) }).catch(() => undefined);
    expect(client.getQueryState(SESSION_KEY)?.isInvalidated).toBe(true);
    toasts.clear();
  });

  it('keeps a failed prefetch silent, and toasts the same query once a screen reads it and it fails again', async () => {
    const toasts = createToastQueue();
    const client = createPortalQueryClient(toasts);
    client.setQueryData(SESSION_KEY, { status: 'signed-in' });
    const error = new LoadlineHttpError(401, 'Sign in required');
    await client.prefetchQuery({ queryKey: ['a'], queryFn: fail(error), meta: PREFETCH_META });
    expect(client.getQueryState(['a'])?.status).toBe('error');
    expect(toasts.getSnapshot()).toEqual([]);
    expect(client.getQueryState(SESSION_KEY)?.isInvalidated).toBe(false);
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(error) }).catch(() => undefined);
    expect(toasts.getSnapshot().map((t) => t.title)).toEqual(['Sign in required']);
    toasts.clear();
  });
});
