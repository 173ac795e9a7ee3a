/** Failed sign-ins allowed per account and per client address within {@link THROTTLE_WINDOW_MS}. */
export const MAX_FAILED_SIGN_INS = 10;
/** Window of the failed sign-in count: 15 minutes, in ms. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed password sign-ins per key (an account, or a client address) in a sliding
 * window, so a password cannot be guessed at speed (OWASP Authentication cheat sheet, login
 * throttling). In memory: it protects one process.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly max = MAX_FAILED_SIGN_INS,
    readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** True when any of `keys` has used up its failed attempts. */
  blocked(keys: readonly string[]): boolean {
    return keys.some((k) => this.recent(k).length >= this.max);
  }

  /** Records a failed attempt for every key. */
  fail(keys: readonly string[]): void {
    if (this.failures.size > 100_000) this.failures.clear();
    for (const k of keys) this.failures.set(k, [...this.recent(k), this.now()]);
  }

  /** Forgets the failures of every key (after a successful sign-in). */
  reset(keys: readonly string[]): void {
    for (const k of keys) this.failures.delete(k);
  }
}
