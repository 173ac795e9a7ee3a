/**
 * Sign-in state that every API instance of a deployment must share: key material, the embedded
 * identity provider's records, failed sign-in counts, sign-in start counters and the attempts
 * already completed. Only the PostgreSQL stores have one ({@link Stores.authState}); the embedded
 * default keeps all of it in the process, as one instance needs.
 *
 * @module
 */

/** One record of the identity provider (oidc-provider's adapter payload). */
export type IdpPayload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/** The identity provider's records, keyed by model ('Session', 'Interaction', ...) and id. */
export interface IdpRecordStore {
  /** Writes a record; `expiresAt` epoch ms, or null for no expiry. */
  upsert(model: string, id: string, payload: IdpPayload, expiresAt: number | null): Promise<void>;
  /** The live (unexpired) record, else undefined. */
  find(model: string, id: string): Promise<IdpPayload | undefined>;
  findByUid(model: string, uid: string): Promise<IdpPayload | undefined>;
  findByUserCode(model: string, userCode: string): Promise<IdpPayload | undefined>;
  /** Marks a record consumed (`consumed`: epoch seconds). */
  consume(model: string, id: string): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  /** Deletes every record of a grant, whatever its model. */
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Shared sign-in state; see the module. Times are epoch ms. */
export interface AuthStateStore {
  /**
   * The secret named `name`: the one stored, else `make()`'s, stored by the first instance that
   * asks (instances asking at once all get the one that was stored).
   */
  secret(name: string, make: () => string): Promise<string>;
  idp: IdpRecordStore;
  /** Records one failure at `at` for each key. */
  addFailures(keys: readonly string[], at: number): Promise<void>;
  /** Times of the failures of `key` after `since`, oldest first. */
  failures(key: string, since: number): Promise<number[]>;
  /** Forgets every failure of the keys. */
  clearFailures(keys: readonly string[]): Promise<void>;
  /**
   * Counts one request of `key` in a fixed window of `windowMs`: a new window starts at `now` when
   * the last one has ended. Answers the count in the window (this request included) and its start.
   */
  countInWindow(key: string, now: number, windowMs: number): Promise<{ count: number; startedAt: number }>;
  /** True the first time `id` is used (kept until `expiresAt`), false after. */
  useOnce(id: string, expiresAt: number): Promise<boolean>;
}
