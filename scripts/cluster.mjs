// `pnpm cluster`: Loadline as a deployment lays it out, on one machine. Starts PostgreSQL and Redis
// (throwaway: data in temporary folders, Debian's packages installed when absent), seeds, starts
// two API instances (a and b, each with its own DuckDB file for the time series, one PostgreSQL
// database and one Redis between them) and two pricing workers behind HAProxy (Debian's haproxy,
// installed when absent; round robin), and serves the portal at http://localhost:PORT (default
// 3000). Ctrl-C (SIGINT) or SIGTERM stops everything it started and removes the temporary folders.
//
//   PORT=3950 pnpm cluster
//
// Ports: the proxy on PORT, the instances on PORT+1 and PORT+2 (127.0.0.1 only), Redis on
// LOADLINE_CLUSTER_REDIS_PORT (default 6400 + PORT % 100). The DuckDB files are kept between
// runs in LOADLINE_CLUSTER_DIR (default .loadline/cluster): a, b, and w1, w2 for the workers.
// LOADLINE_CLUSTER_INSTANCES and LOADLINE_CLUSTER_WORKERS (1 to 9 each, default 2) start fewer or
// more of them (instances a, b, c... on PORT+1, PORT+2, PORT+3...; workers w1, w2, w3...), as
// `pnpm bench cluster` does to compare one with two.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
/** A count of 1 to 9 from the environment, or the default. */
function count(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 9) {
    console.error(`[cluster] ${name} must be a whole number from 1 to 9 (got ${raw})`);
    process.exit(2);
  }
  return n;
}
const instanceNames = 'abcdefghi'.slice(0, count('LOADLINE_CLUSTER_INSTANCES', 2)).split('');
const workerNames = Array.from({ length: count('LOADLINE_CLUSTER_WORKERS', 2) }, (_, i) => `w${i + 1}`);
const apiPorts = instanceNames.map((_, i) => port + 1 + i);
const redisPort = Number(process.env.LOADLINE_CLUSTER_REDIS_PORT ?? 6400 + (port % 100));
const clusterDir = resolve(root, process.env.LOADLINE_CLUSTER_DIR ?? '.loadline/cluster');
const origin = `http://localhost:${port}`;
const log = (line) => console.log(`[cluster] ${line}`);

/** What was started, stopped in reverse order. */
const cleanups = [];
const children = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (err) {
      console.error(`[cluster] ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  log('stopped');
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));

/** Runs a command to its end; its last lines of output. */
const output = (cmd, args, env = process.env) => execFileSync(cmd, args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n');

/** Starts a long-running child whose output lines carry `name`. */
function start(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} ended (${signal ?? `exit ${code}`}); stopping the cluster`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function ensureHaproxy() {
  try {
    return output('bash', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'])[0];
  } catch {
    log("installing Debian's haproxy");
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args) => execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'haproxy']);
    return output('bash', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'])[0];
  }
}

/**
 * HAProxy's configuration: round robin over the instances, each checked on /api/health every 3 s
 * and taken out after three failed checks in a row (an instance busy recording a large job's end
 * answers a check late, not never); a request whose connection fails is sent to another instance.
 */
function haproxyConfig() {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 300s
  timeout server 300s
  timeout check 5s
  retries 2
  option redispatch
  option forwardfor
  option http-server-close

frontend loadline
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
${apiPorts.map((p, i) => `  server ${instanceNames[i]} 127.0.0.1:${p} check inter 3s fall 3 rise 2`).join('\n')}
`;
}

try {
  // 1. Build when the API, its worker or the portal has not been built.
  const built = ['apps/api/dist/main.js', 'apps/api/dist/worker.js', 'apps/portal/dist/index.html'].every((f) => existsSync(join(root, f)));
  if (!built) {
    log('building (the API, its worker or the portal has no build)');
    execFileSync('bash', ['scripts/ensure-deps.sh'], { cwd: root, stdio: 'inherit' });
    execFileSync('pnpm', ['-r', '--reporter=append-only', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const haproxy = ensureHaproxy();

  // 2. PostgreSQL and Redis, throwaway.
  log('starting PostgreSQL');
  const pg = output('bash', ['scripts/ensure-postgres.sh', '--start']);
  const databaseUrl = pg.at(-2);
  const pgDir = pg.at(-1).replace(/^dir=/, '');
  cleanups.push(() => output('bash', ['scripts/ensure-postgres.sh', '--stop', pgDir]));
  log(`PostgreSQL: ${databaseUrl}`);
  log(`starting Redis on ${redisPort}`);
  const redis = output('bash', ['scripts/ensure-redis.sh', '--start', String(redisPort)]);
  const redisUrl = redis.at(-2);
  const [, redisPid, redisDir] = /pid=(\d+) dir=(.+)/.exec(redis.at(-1)) ?? [];
  cleanups.push(() => {
    try {
      process.kill(Number(redisPid), 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(redisDir, { recursive: true, force: true });
  });
  log(`Redis: ${redisUrl}`);

  // 3. Seed: instance a's DuckDB file, copied for the others when they have none (the seed is the same).
  const dirs = Object.fromEntries([...instanceNames, ...workerNames].map((name) => [name, join(clusterDir, name)]));
  for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
  log('seeding the time series (first run: a few minutes)');
  const fileOf = (d) => join(d, 'loadline.duckdb');
  for (const name of instanceNames) {
    if (name !== 'a' && !existsSync(fileOf(dirs[name]))) copyFileSync(fileOf(dirs.a), fileOf(dirs[name]));
    execFileSync(process.execPath, ['apps/api/dist/main.js', '--seed-only'], { cwd: root, stdio: 'inherit', env: { ...process.env, LOADLINE_DATA_DIR: dirs[name] } });
  }

  // 4. The API instances (a migrates PostgreSQL and seeds the accounts; b waits on the migration lock).
  const shared = { LOADLINE_DATABASE_URL: databaseUrl, LOADLINE_REDIS_URL: redisUrl, LOADLINE_ORIGIN: origin, LOADLINE_TRUST_PROXY: '127.0.0.1', HOST: '127.0.0.1' };
  instanceNames.forEach((name, i) =>
    start(`api ${name}`, process.execPath, ['--max-semi-space-size=64', 'apps/api/dist/main.js'], { ...shared, PORT: String(apiPorts[i]), LOADLINE_DATA_DIR: dirs[name], LOADLINE_INSTANCE: name }),
  );
  // 5. The workers, each with its own pricing tables.
  workerNames.forEach((name) =>
    start(`worker ${name}`, process.execPath, ['apps/api/dist/worker.js'], { LOADLINE_REDIS_URL: redisUrl, LOADLINE_DATA_DIR: dirs[name], LOADLINE_WORKER_DB: join(dirs[name], 'pricing-worker.duckdb') }),
  );
  for (const p of apiPorts) await waitFor(`http://127.0.0.1:${p}/api/health`, `the API on ${p}`);

  // 6. The proxy.
  const haproxyDir = mkdtempSync(join(tmpdir(), 'loadline-haproxy-'));
  cleanups.push(() => rmSync(haproxyDir, { recursive: true, force: true }));
  writeFileSync(join(haproxyDir, 'haproxy.cfg'), haproxyConfig());
  output(haproxy, ['-c', '-q', '-f', join(haproxyDir, 'haproxy.cfg')]);
  start('haproxy', haproxy, ['-db', '-f', join(haproxyDir, 'haproxy.cfg')], {});
  await waitFor(`http://127.0.0.1:${port}/api/health`, 'HAProxy');
  if (!stopping) log(`Loadline is running at ${origin}/ (HAProxy round robin over instances ${instanceNames.join(', ')}, workers ${workerNames.join(', ')}); Ctrl-C stops everything`);
} catch (err) {
  console.error(`[cluster] ${err instanceof Error ? err.message : String(err)}`);
  await stop(1);
}
