import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { authPlugin } from './plugin';
import { runProviderSignIn } from './testkit';

/**
 * Cookies of the embedded identity provider (issue #32): `SameSite=None` without `Secure` is
 * refused by browsers (and would send the session on every cross-site request where accepted).
 * On one origin the provider needs no cross-site cookie: its cookies are `SameSite=Lax`, and
 * `Secure` whenever the origin is https.
 */

let db: Database;
const apps: FastifyInstance[] = [];

/** Every Set-Cookie line answered during a whole sign-in at `origin`. */
async function cookiesOfSignIn(origin: string): Promise<string[]> {
  const app = await createServer({ ctx: { db, origin }, routes: [authPlugin] });
  apps.push(app);
  const seen: LightMyRequestResponse[] = [];
  const recording = {
    inject: async (opts: InjectOptions) => {
      const res = await app.inject(opts);
      seen.push(res);
      return res;
    },
  };
  await runProviderSignIn(recording as unknown as FastifyInstance, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD });
  return seen.flatMap((r) => [r.headers['set-cookie'] ?? []].flat());
}

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
});

describe('cookies of the embedded identity provider', () => {
  it('sets _session and the interaction cookies SameSite=Lax on an http origin, never SameSite=None without Secure', async () => {
    const cookies = await cookiesOfSignIn('http://localhost:3000');
    const provider = cookies.filter((c) => /^_(session|interaction)/.test(c));
    expect(provider.some((c) => c.startsWith('_session='))).toBe(true);
    for (const c of provider) {
      expect(c).toMatch(/samesite=lax/i);
      if (/samesite=none/i.test(c)) expect(c).toMatch(/;\s*secure/i);
    }
  });

  it('marks them Secure on an https origin', async () => {
    const cookies = await cookiesOfSignIn('https://loadline.example');
    const session = cookies.filter((c) => c.startsWith('_session=') && !/expires=Thu, 01 Jan 1970/i.test(c));
    expect(session.length).toBeGreaterThan(0);
    for (const c of session) expect(c).toMatch(/;\s*secure/i);
  });
});
