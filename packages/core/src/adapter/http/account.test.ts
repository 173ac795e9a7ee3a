import { describe, expect, it } from 'vitest';
import { isValidUser } from '../../schemas/user.schema';
import { createHttpAdapter } from '../createHttpAdapter';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

const user = { userId: 'u1', email: 'ana@utility.example', name: 'Ana Ruiz', mods: ['mod_pricing'], organization: 'Houston Power' };

function setup(...answers: Response[]) {
  const f = recordingFetch(...answers);
  return { f, adapter: createHttpAdapter({ baseUrl: '/api', fetch: f.fetch }) };
}

describe('auth calls (spec part 2 §7)', () => {
  it('GET /auth/redirect?state=... accepts 200', async () => {
    const { f, adapter } = setup(jsonResponse({ url: 'https://idp.example/authorize?x=1', user: null }));
    await expect(adapter.auth.redirect({ state: 'n o/nce' })).resolves.toEqual({ url: 'https://idp.example/authorize?x=1', user: null });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/auth/redirect?state=n%20o%2Fnce' });
  });

  it('GET /auth/redirect accepts 302 with a body', async () => {
    const { adapter } = setup(jsonResponse({ url: '/home', user }, 302));
    await expect(adapter.auth.redirect({ state: 's' })).resolves.toMatchObject({ url: '/home', user: { name: 'Ana Ruiz' } });
  });

  it('GET /auth/user?code=... returns the user', async () => {
    const { f, adapter } = setup(jsonResponse(user));
    await expect(adapter.auth.user({ code: 'abc' })).resolves.toEqual(user);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/auth/user?code=abc' });
  });

  it('GET /auth/user passes state and iss, and returns the saved redirectTo', async () => {
    const { f, adapter } = setup(jsonResponse({ ...user, redirectTo: '/pricing/pricing-management' }));
    await expect(adapter.auth.user({ code: 'abc', state: 's1', iss: 'https://idp.example' })).resolves.toEqual({
      ...user,
      redirectTo: '/pricing/pricing-management',
    });
    expect(f.last()?.pathAndQuery).toBe('/api/auth/user?code=abc&state=s1&iss=https%3A%2F%2Fidp.example');
  });

  it('GET /auth/redirect passes redirectTo', async () => {
    const { f, adapter } = setup(jsonResponse({ url: '/overview', user }));
    await adapter.auth.redirect({ state: 's', redirectTo: '/overview' });
    expect(f.last()?.pathAndQuery).toBe('/api/auth/redirect?state=s&redirectTo=%2Foverview');
  });

  it('fills placeholders for missing fields, so the user stays valid', async () => {
    const { adapter } = setup(jsonResponse({ userId: 'u1', email: 'ana@utility.example', mods: 'oops' }));
    const got = await adapter.auth.user({ code: 'abc' });
    expect(got).toEqual({ userId: 'u1', email: 'ana@utility.example', name: 'ana@utility.example', mods: [], organization: '' });
    expect(isValidUser(got)).toBe(true);
  });

  it('rejects an answer that is not a user object', async () => {
    const { adapter } = setup(jsonResponse(['ana']));
    await expect(adapter.auth.user({ code: 'abc' })).rejects.toThrow("The retrieved data isn't in a recognizable format.");
  });

  it('POST /auth/logout', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.auth.logout();
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: '/api/auth/logout', body: undefined });
  });
});

describe('users and notifications (spec part 2 §7)', () => {
  it('GET user/v1/org/users', async () => {
    const users = [{ id: 'u2', name: 'Bo Li', email: 'bo@utility.example' }];
    const { f, adapter } = setup(jsonResponse(users));
    await expect(adapter.users.listOrganizationUsers()).resolves.toEqual(users);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/user/v1/org/users' });
  });

  it('GET user/v1/user/notifications/?isRead=false&isGlobal=true', async () => {
    const n = { code: 'job_completed', mod: 'mod_pricing', title: 'Job completed', description: 'ana_1', date: '2024-01-01T10:00:00Z', meta: { status: 'success' } };
    const { f, adapter } = setup(jsonResponse([n]));
    await expect(adapter.notifications.list()).resolves.toEqual([n]);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: '/api/user/v1/user/notifications/?isRead=false&isGlobal=true' });
  });

  it('PATCH user/v1/user/notifications/mark-all-as-read', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.notifications.markAllAsRead();
    expect(f.last()).toMatchObject({ method: 'PATCH', pathAndQuery: '/api/user/v1/user/notifications/mark-all-as-read' });
  });

  it('DELETE user/v1/user/notifications (Clear All)', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.notifications.clear();
    expect(f.last()).toMatchObject({ method: 'DELETE', pathAndQuery: '/api/user/v1/user/notifications' });
  });
});
