import type { AuthApi } from '@loadline/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYST, renderPortal } from '../testing/renderPortal';
import { RequireSession } from './RequireSession';
import { EARLY_SIGN_IN_KEY } from '../early/earlySession';
import { SIGN_IN_STORAGE_KEY, SIGN_IN_VALIDITY_MS, readPendingSignIn, startSignIn } from './signInState';

function authApi(answer: Awaited<ReturnType<AuthApi['redirect']>>): AuthApi {
  return { redirect: vi.fn(async () => answer), user: vi.fn(), logout: vi.fn() };
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RequireSession (spec part 2 section 4)', () => {
  it('without a session keeps a nonce and the current URL for 15 minutes, then leaves for the identity provider', async () => {
    window.history.replaceState(null, '', '/pricing/pricing-management/jobstatus?x=1');
    const auth = authApi({ url: 'http://idp.test/authorize?state=s', user: null });
    const leaveTo = vi.fn();
    const before = Date.now();
    renderPortal(
      <RequireSession leaveTo={leaveTo}>
        <p>Job Status</p>
      </RequireSession>,
      { adapter: { auth }, user: null },
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://idp.test/authorize?state=s'));
    const pending = readPendingSignIn(window.localStorage);
    expect(pending?.returnTo).toBe('/pricing/pricing-management/jobstatus?x=1');
    expect(pending?.expiresAt).toBeGreaterThanOrEqual(before + SIGN_IN_VALIDITY_MS);
    expect(auth.redirect).toHaveBeenCalledWith({ state: pending?.state, redirectTo: '/pricing/pricing-management/jobstatus?x=1' }, expect.anything());
    expect(screen.getByRole('heading', { name: 'Signing you in…' }).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText('Job Status')).toBeNull();
  });

  it("asks with the early entry's sign-in, whose answer is already on its way, and starts no other", async () => {
    window.history.replaceState(null, '', '/overview');
    const early = startSignIn({ storage: window.localStorage, now: Date.now }, '/overview', 'early-nonce');
    (window as unknown as Record<string, unknown>)[EARLY_SIGN_IN_KEY] = early;
    const auth = authApi({ url: 'http://idp.test/authorize?state=early-nonce', user: null });
    const leaveTo = vi.fn();
    renderPortal(
      <RequireSession leaveTo={leaveTo}>
        <p>Overview</p>
      </RequireSession>,
      { adapter: { auth }, user: null },
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://idp.test/authorize?state=early-nonce'));
    expect(auth.redirect).toHaveBeenCalledWith({ state: 'early-nonce', redirectTo: '/overview' }, expect.anything());
    expect(readPendingSignIn(window.localStorage)).toEqual(early);
    expect((window as unknown as Record<string, unknown>)[EARLY_SIGN_IN_KEY]).toBeUndefined();
  });

  it('with a session shows the screen and keeps no sign-in', async () => {
    const auth = authApi({ url: '/', user: ANALYST });
    const leaveTo = vi.fn();
    renderPortal(
      <RequireSession leaveTo={leaveTo}>
        <p>Home screen</p>
      </RequireSession>,
      { adapter: { auth }, user: null },
    );
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(window.localStorage.getItem(SIGN_IN_STORAGE_KEY)).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
