import type { AuthApi } from '@loadline/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, renderPortal } from '../testing/renderPortal';
import { SignInCallback } from './SignInCallback';
import { SIGN_IN_VALIDITY_MS, startSignIn } from './signInState';

const T0 = Date.UTC(2026, 10, 21, 6, 0);

function authApi(): AuthApi {
  return {
    redirect: vi.fn(),
    logout: vi.fn(),
    user: vi.fn(async () => ({ userId: 'u', email: 'f@x.test', name: 'Gulf Coast Forecaster', mods: ['mod_load_forecast'], organization: 'o' })),
  };
}

describe('SignInCallback (spec part 2 section 4)', () => {
  it('completes the sign-in and lands on the saved URL', async () => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/overview?tab=2', 'nonce-1');
    const auth = authApi();
    renderPortal(<SignInCallback env={{ storage, now: () => T0 + 60_000 }} />, {
      adapter: { auth },
      user: null,
      path: '/authorization-code/callback?code=abc&state=nonce-1&iss=http%3A%2F%2Fidp',
    });
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(auth.user).toHaveBeenCalledWith({ code: 'abc', state: 'nonce-1', iss: 'http://idp' }, expect.anything());
  });

  it.each([
    ['a forged state', 'forged', T0, 'does not match'],
    ['an expired sign-in', 'nonce-1', T0 + SIGN_IN_VALIDITY_MS, 'This sign-in has expired'],
  ])('refuses %s without asking the server, and offers to sign in again', async (_, state, now, message) => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-1');
    const auth = authApi();
    renderPortal(<SignInCallback env={{ storage, now: () => now }} />, {
      adapter: { auth },
      user: null,
      path: `/authorization-code/callback?code=abc&state=${state}`,
    });
    expect(await screen.findByText(new RegExp(message))).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(auth.user).not.toHaveBeenCalled();
  });

  it('shows the server refusal as the message', async () => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/', 'nonce-1');
    const auth = authApi();
    vi.mocked(auth.user).mockRejectedValue(new Error('Sign-in failed'));
    renderPortal(<SignInCallback env={{ storage, now: () => T0 }} />, {
      adapter: { auth },
      user: null,
      path: '/authorization-code/callback?code=abc&state=nonce-1',
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in could not be completed' })).toBeInTheDocument();
    expect(screen.getAllByText('Sign-in failed').length).toBeGreaterThan(0);
  });
});
