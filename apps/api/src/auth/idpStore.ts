/**
 * Storage of the embedded identity provider's short-lived records (interactions, its own login
 * sessions, authorization codes, grants), implementing oidc-provider's adapter interface
 * (https://github.com/panva/node-oidc-provider/blob/v8.x/example/my_adapter.js).
 *
 * In memory and per provider instance by default (one API instance): the provider's signing and
 * cookie keys are then made per process, so its records could not outlive a restart anyway. With
 * PostgreSQL, keys and records are shared by every instance ({@link createSharedIdpAdapterClass}). The API's own sessions are
 * in DuckDB and do survive. Expired records are dropped on access and by a sweep; the total is
 * capped at {@link IDP_STORE_MAX} records (oldest dropped first).
 */

import type { IdpRecordStore } from '../stores/authState';

/** Most records kept at once. */
export const IDP_STORE_MAX = 50_000;

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

interface Entry {
  payload: Payload;
  /** Epoch ms; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

/** One model's adapter (oidc-provider calls it with the model name: 'Session', 'Interaction', ...). */
export interface IdpAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** An adapter class bound to one store, for oidc-provider's `adapter` option. */
export function createIdpAdapterClass(now: () => number = Date.now): new (model: string) => IdpAdapter {
  const records = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();
  let writes = 0;

  const live = (key: string): Payload | undefined => {
    const entry = records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      records.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const sweep = () => {
    const t = now();
    for (const [key, entry] of records) if (entry.expiresAt <= t) records.delete(key);
    while (records.size > IDP_STORE_MAX) {
      const oldest = records.keys().next().value;
      if (oldest === undefined) break;
      records.delete(oldest);
    }
    // Indexes point at ids of any model; drop the ones whose record is gone from every model.
    const ids = new Set([...records.keys()].map((k) => k.slice(k.indexOf(':') + 1)));
    for (const index of [byUid, byUserCode]) for (const [k, id] of index) if (!ids.has(id)) index.delete(k);
    for (const [grant, keys] of byGrant) {
      for (const k of keys) if (!records.has(k)) keys.delete(k);
      if (keys.size === 0) byGrant.delete(grant);
    }
  };

  return class IdpStoreAdapter implements IdpAdapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      records.delete(key);
      records.set(key, { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
      if (payload.uid) byUid.set(payload.uid, id);
      if (payload.userCode) byUserCode.set(payload.userCode, id);
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      if (++writes % 1000 === 0) sweep();
    }

    async find(id: string): Promise<Payload | undefined> {
      return live(this.key(id));
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      const id = byUid.get(uid);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      const id = byUserCode.get(userCode);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      records.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) records.delete(key);
      byGrant.delete(grantId);
    }
  };
}

/**
 * An adapter class over a shared {@link IdpRecordStore} (PostgreSQL), for API instances behind a
 * load balancer: an interaction begun on one instance is found by every other. Same behaviour as
 * {@link createIdpAdapterClass}; expired records are never answered.
 */
export function createSharedIdpAdapterClass(store: IdpRecordStore, now: () => number = Date.now): new (model: string) => IdpAdapter {
  return class SharedIdpAdapter implements IdpAdapter {
    constructor(readonly model: string) {}

    upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      return store.upsert(this.model, id, payload, expiresIn ? now() + expiresIn * 1000 : null);
    }

    find(id: string): Promise<Payload | undefined> {
      return store.find(this.model, id);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return store.findByUid(this.model, uid);
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return store.findByUserCode(this.model, userCode);
    }

    consume(id: string): Promise<void> {
      return store.consume(this.model, id);
    }

    destroy(id: string): Promise<void> {
      return store.destroy(this.model, id);
    }

    revokeByGrantId(grantId: string): Promise<void> {
      return store.revokeByGrantId(grantId);
    }
  };
}
