// Checks a running `pnpm cluster` through its proxy, as a user would: signs in (each step of the
// sign-in may reach another instance), saves a dashboard and reads it back, sees /api/health answer
// both instances in turn, uploads a load file and polls it to its end (the polls alternate between
// the instances) and reads its rows through both, and runs a small pricing job to its end on the
// workers.
//
//   PORT=3950 pnpm cluster        # in one terminal
//   PORT=3950 pnpm cluster:check  # in another
import { signInOverHttp } from '../apps/api/src/auth/testkit';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';

const base = `http://localhost:${Number(process.env.PORT ?? 3000)}`;
const check = (ok: unknown, what: string) => {
  if (!ok) throw new Error(`cluster check failed: ${what}`);
  console.log(`ok  ${what}`);
};

const instances: string[] = [];
for (let i = 0; i < 6; i++) instances.push(((await (await fetch(`${base}/api/health`)).json()) as { instance: string }).instance);
console.log(`/api/health instances: ${instances.join(' ')}`);
check(new Set(instances).size === 2 && instances.every((v, i) => i === 0 || v !== instances[i - 1]), 'the proxy alternates between the two instances');

const headers = await signInOverHttp(base, 'analyst@gulfcoast-power.test', DEMO_PASSWORD);
check(true, 'signed in through the proxy');
const call = async (method: string, path: string, body?: unknown, type = 'application/json') => {
  const res = await fetch(`${base}/api/${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': type }) }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
};

const name = `Cluster check ${new Date().toISOString()}`;
const created = await call('POST', 'user/v1/user/dashboards', {
  name,
  configId: 'ercot-power-short-term',
  cards: [{ id: 'c1', title: 'Load', visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } }],
  settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
});
check(created.status === 200, `saved a dashboard (${created.status})`);
const id = (created.body as { dashboardId: string }).dashboardId;
for (let i = 0; i < 2; i++) {
  const listed = await call('GET', 'user/v1/user/dashboards/?type=prod_load_forecast');
  check((listed.body as { dashboardId: string; name: string }[]).some((d) => d.dashboardId === id && d.name === name), `read it back (request ${i + 1})`);
}
const edited = await call('PATCH', `user/v1/user/dashboards/${id}`, { version: 1, name: `${name} (edited)` });
check(edited.status === 200, `edited it (${edited.status})`);

// An upload through one instance: its status and its rows through both (each has its own DuckDB file).
const level = 1000 + Math.floor(Math.random() * 1000);
const csv = ['date,hour,market,load_mwh', ...Array.from({ length: 24 }, (_, h) => `2024-07-01,${h + 1},CLUSTERCHECK,${level + h}`)].join('\n');
const uploaded = await call('POST', 'imports?kind=load&source=Cluster%20check', csv, 'text/csv');
check(uploaded.status === 202, `uploaded a load file (${uploaded.status})`);
const importId = (uploaded.body as { importId: string }).importId;
let ended: { state?: string; imported?: number; finishedAt?: string } = {};
let polls = 0;
for (; polls < 600 && !ended.finishedAt; polls++) {
  if (polls > 0) await new Promise((r) => setTimeout(r, 100));
  const polled = await call('GET', `imports/${importId}`);
  if (polled.status !== 200) throw new Error(`cluster check failed: poll ${polls + 1} of the upload answered ${polled.status}`);
  ended = polled.body as typeof ended;
}
check(ended.state === 'done' && ended.imported === 24, `the upload ended done with 24 rows, ${polls} polls through the proxy answered 200`);
const expected = JSON.stringify([{ name: 'load', minValue: level, maxValue: level + 23 }]);
const minMax = async () => JSON.stringify((await call('POST', 'druid/api/v2/datasources/ercot_load/min-max', { dimensions: ['load'], filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['CLUSTERCHECK'] }] })).body);
// The other instance applies the upload within its poll of the import log (a second).
for (const end = Date.now() + 10_000; (await minMax()) !== expected && Date.now() < end; ) await new Promise((r) => setTimeout(r, 200));
for (let i = 0; i < 2; i++) {
  const answer = await minMax();
  check(answer === expected, `read its rows back (request ${i + 1}: ${answer})`);
}

const job = await call('POST', 'pricing/v1/jobs', { name: 'Cluster check', type: 'retail_cost_calculation' });
check(job.status === 200, `created a pricing job (${job.status})`);
const { url: upload, id: jobId } = job.body as { url: string; id: string };
const rows = Array.from({ length: 20 }, (_, i) => `M${i + 1},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-08-31,2023-06-30`);
const put = await fetch(new URL(upload, `${base}/`), { method: 'PUT', headers: { ...headers, 'content-type': 'text/csv' }, body: ['meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate', ...rows].join('\n') });
check(put.status === 204, `uploaded its 20 rows (${put.status})`);
check((await call('POST', `pricing/v1/jobs/${jobId}`)).status === 200, 'started it');
const started = Date.now();
let status = '';
while (Date.now() - started < 120_000) {
  const list = (await call('GET', 'pricing/v1/jobs')).body as { jobId?: string; id?: string; status: string }[];
  status = list.find((j) => (j.jobId ?? j.id) === jobId)?.status ?? '';
  if (/success|fail|error/i.test(status)) break;
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`pricing job ${jobId}: ${status} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
check(status === 'success', 'the pricing job ran to its end on the workers');
