import { describe, expect, it } from 'vitest';
import { TEXT_NO_DISTINCT_FIELDS } from '../../texts';
import { createHttpAdapter } from '../createHttpAdapter';
import { resolveReturnedUrl } from './pricing';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

function setup(...answers: Response[]) {
  const f = recordingFetch(...answers);
  return { f, adapter: createHttpAdapter({ baseUrl: 'https://portal.example/api', fetch: f.fetch }) };
}

const P = '/api/pricing/v1';

describe('pricing calls (spec part 2 §7 "Pricing")', () => {
  it('GET .../calculation-parameters/distinct with fields[]', async () => {
    const { f, adapter } = setup(jsonResponse({ market: ['ERCOT'], iso: ['ERCOT'] }));
    await expect(adapter.pricing.calculationParameters(['market', 'iso'])).resolves.toEqual({ market: ['ERCOT'], iso: ['ERCOT'] });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${P}/calculation-parameters/distinct?fields[]=market&fields[]=iso` });
  });

  it('rejects an empty field list before sending (spec part 2 §5)', async () => {
    const { f, adapter } = setup(jsonResponse({}));
    await expect(adapter.pricing.calculationParameters([])).rejects.toThrow(TEXT_NO_DISTINCT_FIELDS);
    expect(f.requests).toHaveLength(0);
  });

  it('POST /pricing/v1/jobs with name and type', async () => {
    const { f, adapter } = setup(jsonResponse({ url: '/api/pricing/v1/jobs/j1/input', id: 'j1', name: 'ana_1' }));
    await expect(adapter.pricing.createJob({ name: 'ana_1', type: 'retail_cost_calculation' })).resolves.toEqual({
      url: '/api/pricing/v1/jobs/j1/input',
      id: 'j1',
      name: 'ana_1',
    });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${P}/jobs`, json: { name: 'ana_1', type: 'retail_cost_calculation' } });
  });

  it('PUT {returned url} with the CSV, credentials and CSRF header on our origin', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    await adapter.pricing.uploadJobInput('/api/pricing/v1/jobs/j1/input', 'meterId,market\nM1,ERCOT\n');
    expect(f.last()).toMatchObject({
      url: 'https://portal.example/api/pricing/v1/jobs/j1/input',
      method: 'PUT',
      body: 'meterId,market\nM1,ERCOT\n',
      credentials: 'include',
      headers: { 'content-type': 'text/csv', 'x-loadline-request': '1' },
    });
  });

  it('PUT to another origin (pre-signed URL) without credentials or custom headers', async () => {
    const { f, adapter } = setup(new Response(null, { status: 200 }));
    await adapter.pricing.uploadJobInput('https://bucket.storage.example/j1.csv?sig=abc', 'a\n');
    expect(f.last()).toMatchObject({ url: 'https://bucket.storage.example/j1.csv?sig=abc', credentials: 'omit' });
    expect(f.last()?.headers['x-loadline-request']).toBeUndefined();
  });

  it('POST /pricing/v1/jobs/{id} starts the job', async () => {
    const { f, adapter } = setup(jsonResponse({ status: 'started', data: { jobId: 'j1' } }));
    await expect(adapter.pricing.startJob('j1')).resolves.toEqual({ status: 'started', data: { jobId: 'j1' } });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${P}/jobs/j1`, body: undefined });
  });

  it('GET /pricing/v1/jobs', async () => {
    const job = { jobId: 'j1', type: 'check_status', name: 'ana_1', addedOn: '2024-01-01T00:00:00Z', state: 'active', progress: 2 };
    const { f, adapter } = setup(jsonResponse([job]));
    await expect(adapter.pricing.listJobs()).resolves.toEqual([{ ...job, contractCount: 0, passedCount: 0, failedCount: 0 }]);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${P}/jobs` });
  });

  it('GET /pricing/v1/jobs/{jobId}/results/{kind} returns the URL', async () => {
    const { f, adapter } = setup(jsonResponse({ url: 'https://files.example/monthly.csv' }), jsonResponse('https://files.example/summary.csv'));
    await expect(adapter.pricing.jobResultUrl('j1', 'monthly_price')).resolves.toBe('https://files.example/monthly.csv');
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${P}/jobs/j1/results/monthly_price` });
    await expect(adapter.pricing.jobResultUrl('j1', 'summary_price')).resolves.toBe('https://files.example/summary.csv');
  });

  it('GET /pricing/v1/jobs/{jobId}/input/ then the CSV it points to', async () => {
    const { f, adapter } = setup(jsonResponse({ url: '/api/pricing/v1/jobs/j1/input.csv' }), new Response('meterId\nM1\n'));
    await expect(adapter.pricing.jobInputCsv('j1')).resolves.toBe('meterId\nM1\n');
    expect(f.requests.map((r) => `${r.method} ${r.pathAndQuery}`)).toEqual([`GET ${P}/jobs/j1/input/`, `GET ${P}/jobs/j1/input.csv`]);
  });

  it('GET /pricing/v1/config/{table} with paging, sorting and {filter}[] values', async () => {
    const { f, adapter } = setup(jsonResponse([{ code: 'FIX12', name: 'Fixed 12', description: null }]));
    const rows = await adapter.pricing.configRows('products', {
      limit: 25,
      skip: 50,
      sortOrder: 'desc',
      sortBy: 'name',
      filters: { productCode: ['FIX12', 'A&B'] },
    });
    expect(rows).toEqual([{ code: 'FIX12', name: 'Fixed 12', description: null }]);
    expect(f.last()?.pathAndQuery).toBe(`${P}/config/products?limit=25&skip=50&sortOrder=desc&sortBy=name&productCode[]=FIX12&productCode[]=A%26B`);
  });

  it('GET /pricing/v1/config/{table}/count and /distinct/', async () => {
    const { f, adapter } = setup(jsonResponse({ count: 120 }), jsonResponse({ uom: ['$/MWh', '$/kWh'] }));
    await expect(adapter.pricing.configCount('load-profiles', { loadProfile: ['RESLOWR'] })).resolves.toBe(120);
    expect(f.last()?.pathAndQuery).toBe(`${P}/config/load-profiles/count?loadProfile[]=RESLOWR`);
    await expect(adapter.pricing.configDistinct('components', ['uom'])).resolves.toEqual({ uom: ['$/MWh', '$/kWh'] });
    expect(f.last()?.pathAndQuery).toBe(`${P}/config/components/distinct/?distinct[]=uom`);
  });
});

describe('resolveReturnedUrl', () => {
  it('resolves origin-relative, base-relative and absolute URLs', () => {
    expect(resolveReturnedUrl('https://a.example/api', '/api/x')).toEqual({ url: 'https://a.example/api/x', sameOrigin: true });
    expect(resolveReturnedUrl('https://a.example/api', 'pricing/v1/x')).toEqual({ url: 'https://a.example/api/pricing/v1/x', sameOrigin: true });
    expect(resolveReturnedUrl('https://a.example/api', 'https://a.example/f')).toEqual({ url: 'https://a.example/f', sameOrigin: true });
    expect(resolveReturnedUrl('https://a.example/api', 'https://b.example/f')).toEqual({ url: 'https://b.example/f', sameOrigin: false });
  });
});
