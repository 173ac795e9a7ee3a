import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_STORAGE_KEY,
  SIGN_IN_VALIDITY_MS,
  checkSignInReturn,
  readPendingSignIn,
  safeReturnPath,
  startSignIn,
  type SignInStorage,
} from './signInState';

function memoryStorage(): SignInStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const T0 = Date.UTC(2026, 10, 21, 6, 0, 0);

describe('sign-in state (spec part 2 section 4 Login)', () => {
  it('keeps the nonce and the return path for 15 minutes', () => {
    const storage = memoryStorage();
    const pending = startSignIn({ storage, now: () => T0 }, '/demand/load-forecast/forecasts?tab=1', 'nonce-1');
    expect(pending).toEqual({ state: 'nonce-1', returnTo: '/demand/load-forecast/forecasts?tab=1', expiresAt: T0 + 15 * 60_000 });
    expect(readPendingSignIn(storage)).toEqual(pending);
    expect(SIGN_IN_VALIDITY_MS).toBe(900_000);
  });

  it('accepts the matching state within 15 minutes and gives the saved path', () => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-1');
    const check = checkSignInReturn({ storage, now: () => T0 + SIGN_IN_VALIDITY_MS - 1 }, 'nonce-1');
    expect(check).toEqual({ ok: true, returnTo: '/overview' });
  });

  it('refuses an expired sign-in', () => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-1');
    expect(checkSignInReturn({ storage, now: () => T0 + SIGN_IN_VALIDITY_MS }, 'nonce-1')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged state and a missing state', () => {
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-1');
    expect(checkSignInReturn({ storage, now: () => T0 }, 'forged')).toEqual({ ok: false, reason: 'state-mismatch' });
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-2');
    expect(checkSignInReturn({ storage, now: () => T0 }, null)).toEqual({ ok: false, reason: 'state-mismatch' });
  });

  it('refuses a return when no sign-in was started, and a replay of a used state', () => {
    const storage = memoryStorage();
    expect(checkSignInReturn({ storage, now: () => T0 }, 'nonce-1')).toEqual({ ok: false, reason: 'not-started' });
    startSignIn({ storage, now: () => T0 }, '/overview', 'nonce-1');
    expect(checkSignInReturn({ storage, now: () => T0 }, 'nonce-1').ok).toBe(true);
    expect(checkSignInReturn({ storage, now: () => T0 }, 'nonce-1')).toEqual({ ok: false, reason: 'not-started' });
    expect(storage.data.has(SIGN_IN_STORAGE_KEY)).toBe(false);
  });

  it('treats unreadable storage as no sign-in', () => {
    const storage = memoryStorage();
    storage.setItem(SIGN_IN_STORAGE_KEY, '{not json');
    expect(checkSignInReturn({ storage, now: () => T0 }, 'nonce-1')).toEqual({ ok: false, reason: 'not-started' });
    storage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify({ state: 'nonce-1', returnTo: '/' }));
    expect(readPendingSignIn(storage)).toBeNull();
  });

  it('never returns the user to another site', () => {
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/pricing/pricing-management/jobstatus')).toBe('/pricing/pricing-management/jobstatus');
    const storage = memoryStorage();
    startSignIn({ storage, now: () => T0 }, 'https://evil.example/', 'n');
    expect(checkSignInReturn({ storage, now: () => T0 }, 'n')).toEqual({ ok: true, returnTo: '/' });
  });
});
