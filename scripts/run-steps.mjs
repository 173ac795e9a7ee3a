#!/usr/bin/env node
// Runs the checks of `npm test` (scripts/test-steps.mjs lists them), two at a time where a step's
// `after` allows it, and times each one. A step's output is printed when it ends (at once for the
// step running alone), its elapsed time beside its name; at the end a summary table (step, seconds,
// share of the summed step time) and the same figures as JSON in test-results/steps.json.
// The first failing step stops the run: the running steps are stopped, their output printed, and
// the exit code is 1.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { steps } from './test-steps.mjs';

const CONCURRENCY = Number(process.env.LOADLINE_TEST_CONCURRENCY ?? 2);
const only = process.argv.slice(2);
const chosen = only.length ? steps.filter((s) => only.includes(s.id)) : steps;
const started = Date.now();
/** @type {Map<string, { step: typeof steps[number], status: 'waiting'|'running'|'passed'|'failed', seconds?: number, startedAt?: number }>} */
const state = new Map(chosen.map((s) => [s.id, { step: s, status: 'waiting' }]));
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let failed = false;

const secs = (ms) => (ms / 1000).toFixed(1);

function ready(s) {
  return (s.after ?? []).every((id) => !state.has(id) || state.get(id).status === 'passed');
}

function run(entry) {
  const { step } = entry;
  entry.status = 'running';
  entry.startedAt = Date.now();
  const alone = [...state.values()].filter((e) => e.status === 'running').length === 1 && !nextReady();
  process.stdout.write(`\n=== ${step.title} [${step.id}] started at +${secs(entry.startedAt - started)} s\n`);
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', step.run], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FORCE_COLOR: '0' } });
    children.add(child);
    const out = [];
    const take = (chunk) => (alone && !step.quiet ? process.stdout.write(chunk) : out.push(chunk));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      children.delete(child);
      entry.seconds = (Date.now() - entry.startedAt) / 1000;
      const ok = code === 0;
      entry.status = ok ? 'passed' : 'failed';
      const text = Buffer.concat(out.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).toString();
      if (!ok || !step.quiet) process.stdout.write(step.quiet || !text ? (ok ? '' : tail(text, 200)) : text);
      const how = ok ? 'passed' : signal ? `stopped (${signal})` : `FAILED (exit ${code})`;
      process.stdout.write(`=== ${step.title} [${step.id}] ${how} in ${secs(entry.seconds * 1000)} s\n`);
      resolve(ok);
    });
  });
}

function tail(text, lines) {
  const all = text.split('\n');
  return (all.length > lines ? `… (${all.length - lines} earlier lines)\n` : '') + all.slice(-lines).join('\n') + '\n';
}

function nextReady() {
  return [...state.values()].some((e) => e.status === 'waiting' && ready(e.step));
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function main() {
  const running = new Set();
  for (;;) {
    if (failed) break;
    const waiting = [...state.values()].filter((e) => e.status === 'waiting');
    if (!waiting.length && !running.size) break;
    const free = CONCURRENCY - [...running].reduce((n, p) => n + p.weight, 0);
    // Steps start in the listed order: an earlier step is never overtaken by a later one.
    const next = waiting.find((e) => ready(e.step));
    const weight = next ? (next.step.exclusive ? CONCURRENCY : 1) : 0;
    if (next && (running.size === 0 || weight <= free)) {
      const p = run(next).then((ok) => {
        running.delete(p);
        if (!ok) failed = true;
      });
      p.weight = weight;
      running.add(p);
      continue;
    }
    if (!running.size) {
      // Nothing runs and nothing can start: a step waits on one that is not listed or failed.
      failed = true;
      process.stdout.write(`\nNo step can start: ${waiting.map((e) => e.step.id).join(', ')}\n`);
      break;
    }
    await Promise.race(running);
  }
  if (failed) {
    stopAll();
    await Promise.allSettled([...running]);
  }
  summary();
  process.exit(failed ? 1 : 0);
}

function summary() {
  const wall = (Date.now() - started) / 1000;
  const done = [...state.values()].filter((e) => e.seconds !== undefined);
  const sum = done.reduce((n, e) => n + e.seconds, 0);
  const rows = done.map((e) => ({ id: e.step.id, step: e.step.title, seconds: Math.round(e.seconds * 10) / 10, share: sum ? e.seconds / sum : 0, status: e.status }));
  const width = Math.max(4, ...rows.map((r) => r.step.length));
  const line = (a, b, c, d) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(6)}  ${d}`;
  const table = [
    line('step', 'seconds', 'share', 'status'),
    line('-'.repeat(width), '-------', '-----', '------'),
    ...rows.map((r) => line(r.step, r.seconds.toFixed(1), `${(r.share * 100).toFixed(1)}%`, r.status)),
    line('-'.repeat(width), '-------', '-----', ''),
    line('sum of steps', sum.toFixed(1), '100%', ''),
    line(`wall clock (${CONCURRENCY} at a time)`, wall.toFixed(1), '', failed ? 'FAILED' : 'passed'),
  ].join('\n');
  process.stdout.write(`\n=== Summary\n${table}\n`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/steps.json',
    `${JSON.stringify({ finishedAt: new Date().toISOString(), concurrency: CONCURRENCY, wallSeconds: Math.round(wall * 10) / 10, passed: !failed, steps: rows }, null, 2)}\n`,
  );
}

await main();
