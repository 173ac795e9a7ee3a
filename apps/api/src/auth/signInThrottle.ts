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

/** Failures of one account from one address before any delay. */
export const FREE_FAILURES_PER_SOURCE = 3;
/** Failures of one account from every address before the account-wide delay starts. */
export const FREE_FAILURES_PER_ACCOUNT = 10;
/** Longest delay of one account from one address (ms). */
export const MAX_SOURCE_DELAY_MS = 5 * 60 * 1000;
/** Longest account-wide delay (ms): whoever fails on an account, its owner can try again this soon. */
export const MAX_ACCOUNT_DELAY_MS = 30 * 1000;

/**
 * Per-account slowdown of password guessing without a lockout anyone can trigger (OWASP ASVS 5.0
 * section 6.3, "Authentication" anti-automation; OWASP Authentication cheat sheet): after a few
 * failures an account answers 429 until an exponentially growing delay has passed (1 s, 2 s,
 * 4 s ...) since its last failure.
 *
 * - Per account and address (`account|ip`): after {@link FREE_FAILURES_PER_SOURCE} failures, up to
 *   {@link MAX_SOURCE_DELAY_MS}. Guessing from one address slows that address only.
 * - Per account from every address: after {@link FREE_FAILURES_PER_ACCOUNT} failures, capped at
 *   {@link MAX_ACCOUNT_DELAY_MS}, so a distributed guesser is slowed to a few tries a minute while
 *   the account's owner, elsewhere, is never locked out for more than that.
 *
 * - A known device (a valid device cookie of the account, OWASP device cookies): its own failures
 *   after {@link FREE_FAILURES_PER_SOURCE}, up to {@link MAX_SOURCE_DELAY_MS}, instead of the
 *   account-wide ones: a guesser spread over many addresses slows untrusted clients only, and the
 *   owner's browser signs in at once.
 *
 * Failures count within {@link THROTTLE_WINDOW_MS}; a successful sign-in clears them. In memory:
 * it protects one process, like {@link SignInThrottle} (per address) used with it.
 */
export class SignInSlowdown {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private static keys(account: string, address: string, device?: string) {
    return { pair: `pair:${account}|${address}`, account: `account:${account}`, device: device === undefined ? undefined : `device:${account}|${device}` };
  }

  /** Delay after `failures` failures (ms): 0 up to `free`, then 1 s doubling up to `max`. */
  static delayAfter(failures: number, free: number, max: number): number {
    if (failures <= free) return 0;
    return Math.min(max, 1000 * 2 ** Math.min(30, failures - free - 1));
  }

  /**
   * How long (ms) `account` must still wait before a sign-in from `address` is tried; 0 when it may
   * be tried now. With `device`, the id of a valid device cookie of the account ({@link
   * DeviceCookies}), the device's own failures count instead of the account-wide ones.
   */
  waitMs(account: string, address: string, device?: string): number {
    const k = SignInSlowdown.keys(account, address, device);
    const wait = (key: string, free: number, max: number) => {
      const list = this.recent(key);
      const last = list[list.length - 1];
      return last === undefined ? 0 : Math.max(0, last + SignInSlowdown.delayAfter(list.length, free, max) - this.now());
    };
    const pair = wait(k.pair, FREE_FAILURES_PER_SOURCE, MAX_SOURCE_DELAY_MS);
    if (k.device) return Math.max(pair, wait(k.device, FREE_FAILURES_PER_SOURCE, MAX_SOURCE_DELAY_MS));
    return Math.max(pair, wait(k.account, FREE_FAILURES_PER_ACCOUNT, MAX_ACCOUNT_DELAY_MS));
  }

  /** Records a failed sign-in of `account` from `address` (and from a known `device`, counted on it rather than the account). */
  fail(account: string, address: string, device?: string): void {
    if (this.failures.size > 100_000) this.failures.clear();
    const k = SignInSlowdown.keys(account, address, device);
    for (const key of [k.pair, k.device ?? k.account]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /**
   * Clears the failures of `account` from `address` after a successful sign-in: with a known
   * `device` that device's own, else also the account-wide ones.
   */
  reset(account: string, address: string, device?: string): void {
    const k = SignInSlowdown.keys(account, address, device);
    this.failures.delete(k.pair);
    this.failures.delete(k.device ?? k.account);
  }
}

/**
 * A fixed-window request counter per key (e.g. sign-in starts per client address): `take` answers
 * false once `max` requests were taken in the current window. In memory, bounded in keys.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one request of `key`; false when the key is over its limit in this window. */
  take(key: string): boolean {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 100_000) this.windows.clear();
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= this.max;
  }

  /** Seconds until the window of `key` ends (for Retry-After). */
  retryAfterSeconds(key: string): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - this.now()) / 1000)) : 1;
  }
}

/** Most failed sign-ins from one client address within {@link THROTTLE_WINDOW_MS}, whatever the accounts. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 100;

/**
 * The sign-in page's throttles together: the per-address count ({@link SignInThrottle}, at most
 * {@link MAX_FAILED_SIGN_INS_PER_ADDRESS}) and the per-account slowdown ({@link SignInSlowdown}).
 */
export interface SignInGuard {
  /** How long (ms) a sign-in of `account` from `address` (and a known `device`) must still wait; 0 when it may be tried. */
  waitMs(account: string, address: string, device?: string): Promise<number>;
  /** Records a failed sign-in. */
  fail(account: string, address: string, device?: string): Promise<void>;
  /** Clears the failures a successful sign-in clears. */
  reset(account: string, address: string, device?: string): Promise<void>;
}

/** The {@link SignInGuard} of one process (the embedded default): both throttles in memory. */
export function memorySignInGuard(slowdown = new SignInSlowdown(), addressThrottle = new SignInThrottle(() => Date.now(), MAX_FAILED_SIGN_INS_PER_ADDRESS)): SignInGuard {
  return {
    waitMs: async (account, address, device) => (addressThrottle.blocked([`ip:${address}`]) ? addressThrottle.windowMs : slowdown.waitMs(account, address, device)),
    fail: async (account, address, device) => {
      slowdown.fail(account, address, device);
      addressThrottle.fail([`ip:${address}`]);
    },
    reset: async (account, address, device) => slowdown.reset(account, address, device),
  };
}

/** The failure log a shared {@link SignInGuard} counts in (PostgreSQL's {@link AuthStateStore}). */
export interface FailureLog {
  addFailures(keys: readonly string[], at: number): Promise<void>;
  failures(key: string, since: number): Promise<number[]>;
  clearFailures(keys: readonly string[]): Promise<void>;
}

/**
 * A {@link SignInGuard} counting in a log every API instance shares, with the same rules as
 * {@link memorySignInGuard} (keys `ip:`, `pair:`, `account:`, `device:`): a guesser spread over
 * the instances of a deployment is slowed as if there were one.
 */
export function sharedSignInGuard(log: FailureLog, now: () => number = () => Date.now(), windowMs = THROTTLE_WINDOW_MS): SignInGuard {
  const keys = (account: string, address: string, device?: string) => ({
    ip: `ip:${address}`,
    pair: `pair:${account}|${address}`,
    account: `account:${account}`,
    device: device === undefined ? undefined : `device:${account}|${device}`,
  });
  const wait = async (key: string, free: number, max: number) => {
    const list = await log.failures(key, now() - windowMs);
    const last = list[list.length - 1];
    return last === undefined ? 0 : Math.max(0, last + SignInSlowdown.delayAfter(list.length, free, max) - now());
  };
  return {
    async waitMs(account, address, device) {
      const k = keys(account, address, device);
      if ((await log.failures(k.ip, now() - windowMs)).length >= MAX_FAILED_SIGN_INS_PER_ADDRESS) return windowMs;
      const pair = await wait(k.pair, FREE_FAILURES_PER_SOURCE, MAX_SOURCE_DELAY_MS);
      if (k.device) return Math.max(pair, await wait(k.device, FREE_FAILURES_PER_SOURCE, MAX_SOURCE_DELAY_MS));
      return Math.max(pair, await wait(k.account, FREE_FAILURES_PER_ACCOUNT, MAX_ACCOUNT_DELAY_MS));
    },
    async fail(account, address, device) {
      const k = keys(account, address, device);
      await log.addFailures([k.ip, k.pair, k.device ?? k.account], now());
    },
    async reset(account, address, device) {
      const k = keys(account, address, device);
      await log.clearFailures([k.pair, k.device ?? k.account]);
    },
  };
}

/** Counts sign-in starts per key; {@link RateLimit} in one process, or a shared counter. */
export interface StartLimit {
  /** Counts one request of `key`: `ok` false when over the limit, with the seconds until its window ends. */
  take(key: string): Promise<{ ok: boolean; retryAfterSeconds: number }>;
}

/** A {@link StartLimit} over a process's {@link RateLimit}. */
export function memoryStartLimit(limit: RateLimit): StartLimit {
  return { take: async (key) => ({ ok: limit.take(key), retryAfterSeconds: limit.retryAfterSeconds(key) }) };
}

/** A {@link StartLimit} of `max` requests per `windowMs` counted in a window every instance shares. */
export function sharedStartLimit(
  counter: { countInWindow(key: string, now: number, windowMs: number): Promise<{ count: number; startedAt: number }> },
  max: number,
  windowMs: number,
  now: () => number = () => Date.now(),
): StartLimit {
  return {
    async take(key) {
      const t = now();
      const { count, startedAt } = await counter.countInWindow(`start:${key}`, t, windowMs);
      return { ok: count <= max, retryAfterSeconds: Math.max(1, Math.ceil((startedAt + windowMs - t) / 1000)) };
    },
  };
}
