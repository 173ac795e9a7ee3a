import { describe, expect, it } from 'vitest';
import { LoginAttemptSeal } from './loginAttempt';

const attempt = { state: 's', nonce: 'n', codeVerifier: 'v', redirectTo: '/overview', expiresAt: 1_000 };

describe('LoginAttemptSeal', () => {
  it('opens what it sealed once, and nothing sealed under another key or altered', () => {
    const seal = new LoginAttemptSeal(undefined, () => 0);
    const token = seal.seal(attempt);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('codeVerifier');
    expect(seal.take(token)).toEqual(attempt);
    expect(seal.take(token)).toBeNull();
    expect(new LoginAttemptSeal(undefined, () => 0).take(seal.seal(attempt))).toBeNull();
    const other = seal.seal(attempt);
    const flipped = Buffer.from(other, 'base64url');
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    expect(seal.take(flipped.toString('base64url'))).toBeNull();
    expect(seal.take('not a token')).toBeNull();
  });
});
