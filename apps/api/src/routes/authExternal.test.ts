import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { createAuthPlugin, identityResolver } from '../auth/plugin';
import { CookieJar, FetchJar } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { appState } from '../appState';
import { AUTH_TEXTS } from './auth';

// A deployment pointing the API at its own identity provider: here another Loadline server's
// embedded provider, reached over real HTTP, standing in for the utility's IdP.
const apiOrigin = 'http://localhost:3999';
const client = { LOADLINE_OIDC_CLIENT_ID: 'loadline-houston', LOADLINE_OIDC_CLIENT_SECRET: 'a-long-shared-client-secret' };
let idpDb: Database;
let apiDb: Database;
let idp: FastifyInstance;
let api: FastifyInstance;
let issuer: string;

beforeAll(async () => {
  idpDb = await openDatabase({ path: ':memory:' });
  const idpCtx = { db: idpDb, origin: 'http://127.0.0.1' };
  idp = await createServer({
    ctx: idpCtx,
    routes: [createAuthPlugin({ ...client, LOADLINE_OIDC_REDIRECT_URI: `${apiOrigin}/authorization-code/callback` })],
  });
  await idp.listen({ port: 0, host: '127.0.0.1' });
  const address = idp.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  idpCtx.origin = `http://127.0.0.1:${address.port}`;
  issuer = `${idpCtx.origin}/api/oidc`;
  // An account the IdP knows but the API has never seen.
  await (await appState(idpDb)).users.upsertUser(
    { userId: 'usr-new-hire', email: 'newhire@gulfcoast-power.test', name: 'New Hire', orgId: 'org-gulfcoast-power', mods: ['mod_load_forecast'] },
    await hashPassword(DEMO_PASSWORD),
  );

  apiDb = await openDatabase({ path: ':memory:' });
  api = await createServer({ ctx: { db: apiDb, origin: apiOrigin }, routes: [createAuthPlugin({ ...client, LOADLINE_OIDC_ISSUER: issuer })] });
});
afterAll(async () => {
  await api?.close();
  await idp?.close();
  await apiDb?.close();
  await idpDb?.close();
});

/** The browser's part: start at the API, sign in at the IdP over HTTP, come back with the code. */
async function signInAt(email: string) {
  const apiJar = new CookieJar();
  const start = await api.inject({ url: '/api/auth/redirect?state=ext' });
  apiJar.store(start);
  const url = start.json<{ url: string }>().url;
  expect(url.startsWith(`${issuer}/auth?`)).toBe(true);
  const idpJar = new FetchJar();
  const step = async (target: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(target, issuer), { redirect: 'manual', ...init, headers: { cookie: idpJar.header(), ...(init.headers as Record<string, string>) } });
    idpJar.store(res);
    return res.headers.get('location') ?? '';
  };
  const interaction = await step(url);
  const resume = await step(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  const callback = new URL(await step(resume));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${apiOrigin}/authorization-code/callback`);
  return api.inject({ url: `/api/auth/user${callback.search}`, headers: { cookie: apiJar.header() } });
}

describe('a deployment\'s own identity provider (LOADLINE_OIDC_ISSUER)', () => {
  it('serves no embedded provider, and signs a known user in through the configured issuer', async () => {
    expect((await api.inject({ url: '/api/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    const res = await signInAt('forecaster@gulfcoast-power.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'forecaster@gulfcoast-power.test', organization: 'Gulf Coast Power' });
  });

  it('provisions an account the API has not seen into the organisation its IdP names', async () => {
    const res = await signInAt('newhire@gulfcoast-power.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'newhire@gulfcoast-power.test', name: 'New Hire', organization: 'Gulf Coast Power' });
    expect(res.json<{ mods: string[] }>().mods).toEqual(expect.arrayContaining(['mod_load_forecast', 'prod_load_forecast']));
    const colleagues = (await appState(apiDb)).users.listOrg('org-gulfcoast-power');
    expect((await colleagues).map((u) => u.email)).toContain('newhire@gulfcoast-power.test');
  });

  it('refuses an account without an organisation claim (403)', async () => {
    const resolve = identityResolver(await appState(apiDb), false);
    expect(await resolve({ sub: 'x1', email: 'contractor@example.test', name: 'Contractor', claims: {} })).toBeNull();
    // Nor is an unverified address matched to an existing account.
    const unverified = { sub: 'x2', email: 'analyst@gulfcoast-power.test', claims: { email_verified: false, organization: 'Gulf Coast Power' } };
    expect(await resolve(unverified)).toBeNull();
    expect(AUTH_TEXTS.noOrganization).toBe('Your account has no organisation in Loadline');
  });
});
