import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyOfSeeded } from '../testing/seededDatabase';

/**
 * Spec part 2 §4 and the pricing issue: a pricing server killed with SIGKILL during each of a
 * job's four milestones (Data Validation, Get Data, Calculation, Persist Results) and started
 * again ends every job exactly once: completed with all its contracts priced, one set of result
 * files, one 'Job started' and one 'Job completed' notification; none is lost or run twice.
 * Each server is a process of its own (jobProcess.child.ts) over one DuckDB file, its job in a
 * worker thread (jobThread.ts): the kill takes the thread down with the process. Four servers are
 * killed, one in each milestone, and one restart resumes the four jobs.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const CHILD = resolve(import.meta.dirname, 'jobProcess.child.ts');
const CONTRACTS = 1500;
let dbPath: string;

function child(...args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CHILD, dbPath, ...args], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(ROOT, 'tsconfig.base.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function lines(p: ChildProcess, onLine: (value: Record<string, unknown>) => boolean | void): Promise<number | null> {
  const rl = createInterface({ input: p.stdout! });
  const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
  for await (const line of rl) {
    if (line.startsWith('{') && onLine(JSON.parse(line) as Record<string, unknown>)) break;
  }
  return exited;
}

beforeAll(async () => {
  // The run's seeded pricing database, copied: every server process below opens this one file.
  dbPath = await copyOfSeeded('pricing');
}, 300_000);

describe('a pricing server killed during a job', () => {
  it('resumes jobs killed in each of the four milestones and ends each once', async () => {
    const killed: { milestone: number; jobId: string }[] = [];
    for (const milestone of [0, 1, 2, 3]) {
      // The server kills itself with SIGKILL as soon as the running job is in the milestone.
      const p = child('start', String(CONTRACTS), String(milestone));
      let jobId = '';
      let reached = -1;
      const exited = new Promise<NodeJS.Signals | null>((r) => p.on('exit', (_code, signal) => r(signal)));
      await lines(p, (v) => {
        if (typeof v.jobId === 'string') jobId = v.jobId;
        if (typeof v.progress === 'number') reached = v.progress;
        return typeof v.finished === 'string';
      });
      expect(jobId).not.toBe('');
      expect([milestone, reached, await exited]).toEqual([milestone, milestone, 'SIGKILL']);
      killed.push({ milestone, jobId });
    }
    // One restart resumes the four killed jobs (queued again in the order they were started).
    let report: { jobs: { jobId: string; state: string; status: string; passed: number; contracts: number }[]; results: { jobId: string; n: number }[]; notifications: string[] } | undefined;
    expect(await lines(child('resume'), (v) => void (report = v as never))).toBe(0);
    for (const { milestone, jobId } of killed) {
      // Each job once, completed with all its contracts priced.
      expect([milestone, report?.jobs.filter((j) => j.jobId === jobId)]).toMatchObject([milestone, [{ state: 'completed', status: 'success', passed: CONTRACTS, contracts: CONTRACTS }]]);
      // One set of results (monthly and summary) and one notification of each kind per job.
      expect([milestone, report?.results.find((r) => r.jobId === jobId)?.n]).toEqual([milestone, 2]);
      expect([milestone, report?.notifications.filter((n) => n.includes(jobId)).sort()]).toEqual([milestone, [`ntf-job-${jobId}-completed`, `ntf-job-${jobId}-started`]]);
    }
  }, 420_000);
});
