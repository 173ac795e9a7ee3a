import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type SessionHeaders } from '../auth/testkit';
import { DEMO_PASSWORD } from '../seed/accounts';

const apiDir = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'loadline-durability-'));
const dbPath = join(dir, 'loadline.duckdb');
const children: ChildProcess[] = [];

/** Starts the API (tsx) on the temp DuckDB file; resolves with its origin once it listens. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/stores/testServer.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOADLINE_DB: dbPath, NODE_ENV: 'test', TSX_TSCONFIG_PATH: join(apiDir, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolveStart, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStart({ child, base: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

/** The content of save number `rev`: card count, titles and settings all derive from it, so a torn save shows. */
function saveOf(rev: number) {
  const cards = Array.from({ length: (rev % 7) + 1 }, (_, i) => ({ id: `c${i}`, title: `r${rev} c${i}`, layout: { x: 0, y: i * 4, w: 12, h: 4 } }));
  return { name: `rev ${rev}`, description: `save ${rev}`, cards, settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: rev % 2 === 0 } };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every acknowledged dashboard save, whole, when the server is killed mid-stream (SIGKILL)', async () => {
    const first = await startServer();
    const headers: SessionHeaders = await signInOverHttp(first.base, 'analyst@gulfcoast-power.test', DEMO_PASSWORD);
    const post = (path: string, method: string, body: unknown) =>
      fetch(`${first.base}/api/${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const writers = 4;
    const ids: string[] = [];
    for (let w = 0; w < writers; w++) {
      const res = await post('user/v1/user/dashboards', 'POST', { ...saveOf(0), configId: 'ercot-power-short-term' });
      ids.push(((await res.json()) as { dashboardId: string }).dashboardId);
    }
    const acked = new Array<number>(writers).fill(0);
    const sent = new Array<number>(writers).fill(0);
    let total = 0;
    let killed = false;
    const stream = ids.map(async (id, w) => {
      for (let rev = 1; !killed; rev++) {
        sent[w] = rev;
        try {
          const res = await post(`user/v1/user/dashboards/${id}`, 'PATCH', saveOf(rev));
          if (res.status !== 200) throw new Error(`save answered ${res.status}`);
          await res.arrayBuffer();
          acked[w] = rev;
          if (++total === 80) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (err) {
          if (!killed) throw err;
        }
      }
    });
    await Promise.all(stream);
    await new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once('exit', r)));
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startServer();
    const again = await signInOverHttp(second.base, 'analyst@gulfcoast-power.test', DEMO_PASSWORD);
    const list = (await (await fetch(`${second.base}/api/user/v1/user/dashboards/?type=prod_load_forecast`, { headers: again })).json()) as {
      dashboardId: string;
      name: string;
      description: string;
      cards: { id: string; title: string }[];
      settings: { is_hour_ending: boolean };
    }[];
    for (let w = 0; w < writers; w++) {
      const d = list.find((x) => x.dashboardId === ids[w]);
      expect(d).toBeDefined();
      const rev = Number(d?.name.replace('rev ', ''));
      expect(rev).toBeGreaterThanOrEqual(acked[w] ?? 0);
      expect(rev).toBeLessThanOrEqual(sent[w] ?? 0);
      const expected = saveOf(rev);
      expect(d?.description).toBe(expected.description);
      expect(d?.cards.map((c) => c.title)).toEqual(expected.cards.map((c) => c.title));
      expect(d?.settings.is_hour_ending).toBe(expected.settings.is_hour_ending);
    }
    expect(acked.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(80);
    second.child.kill('SIGTERM');
  });
});
