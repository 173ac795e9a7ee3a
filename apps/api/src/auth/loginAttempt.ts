import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { LoginAttempt } from '../stores/sessions';

/**
 * A started sign-in kept in the browser's attempt cookie instead of the database: the attempt
 * (state, nonce, PKCE verifier, return path, expiry) sealed with AES-256-GCM under a key of this
 * process, so nothing is stored when a sign-in starts (every anonymous visit of the portal asks
 * GET /auth/redirect, and a flood of them wrote a row each). Only a completed sign-in leaves a
 * trace: its attempt id, kept until the attempt would have expired, so a cookie cannot be used twice.
 */
export class LoginAttemptSeal {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly key: Buffer = randomBytes(32),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The cookie value of `attempt`: base64url of iv, tag and ciphertext. */
  seal(attempt: LoginAttempt): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const plain = Buffer.from(JSON.stringify({ ...attempt, id: randomBytes(16).toString('base64url') }));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /**
   * The attempt sealed in `token`, once: null when it was not sealed here (forged, from another
   * process or key) or was already taken. An expired attempt is returned, for the caller's message.
   */
  take(token: string): LoginAttempt | null {
    const attempt = this.open(token);
    if (!attempt) return null;
    const now = this.now();
    for (const [id, until] of this.used) if (until <= now) this.used.delete(id);
    if (this.used.has(attempt.id)) return null;
    // Expired ones need no entry: their expiry refuses them anyway.
    if (attempt.expiresAt > now) {
      if (this.used.size > 100_000) return null;
      this.used.set(attempt.id, attempt.expiresAt);
    }
    const { id: _id, ...out } = attempt;
    return out;
  }

  /**
   * As {@link take}, but "once" is checked by `firstUse` (a store every API instance shares, e.g.
   * PostgreSQL's `AuthStateStore.useOnce`) instead of this process's memory.
   */
  async takeShared(token: string, firstUse: (id: string, expiresAt: number) => Promise<boolean>): Promise<LoginAttempt | null> {
    const attempt = this.open(token);
    if (!attempt) return null;
    if (attempt.expiresAt > this.now() && !(await firstUse(attempt.id, attempt.expiresAt))) return null;
    const { id: _id, ...out } = attempt;
    return out;
  }

  /** The attempt sealed in `token` with its id, or null when it was not sealed with this key. */
  private open(token: string): (LoginAttempt & { id: string }) | null {
    try {
      const raw = Buffer.from(token, 'base64url');
      if (raw.length < 29 || raw.length > 4096) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as LoginAttempt & { id: string };
    } catch {
      return null;
    }
  }
}
