import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { createServer, type RoutePlugin } from './server';

const portalDir = mkdtempSync(join(tmpdir(), 'loadline-portal-'));
afterAll(() => rmSync(portalDir, { recursive: true, force: true }));

const rows = Array.from({ length: 2000 }, (_, i) => ({ __time: `2021-07-01T${String(i % 24).padStart(2, '0')}:00:00Z`, load: 1000 + i }));
const bigAnswer: RoutePlugin = async (api) => {
  api.get('/rows', async () => rows);
};

async function server() {
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = 'console.log("portal");'.repeat(200);
  writeFileSync(join(portalDir, 'app.js'), script);
  writeFileSync(join(portalDir, 'app.js.br'), brotliCompressSync(script));
  return createServer({ ctx: { db: {} as Database, origin: 'http://localhost' }, routes: [bigAnswer], portalDir });
}

describe('createServer transfer encoding', () => {
  it('compresses a large API answer for a client that accepts Brotli, and leaves it plain otherwise', async () => {
    const app = await server();
    const br = await app.inject({ method: 'GET', url: '/api/rows', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(rows);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(rows).length / 4);
    const plain = await app.inject({ method: 'GET', url: '/api/rows' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(rows);
    await app.close();
  });

  it('serves the portal build precompressed when a .br copy exists, the plain file otherwise', async () => {
    const app = await server();
    const br = await app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("portal")');
    const page = await app.inject({ method: 'GET', url: '/overview', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    await app.close();
  });
});
