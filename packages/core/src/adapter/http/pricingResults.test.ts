import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../createHttpAdapter';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

describe('pricing.jobResultCsv (spec part 2 §7 GET /pricing/v1/jobs/{jobId}/results/{kind})', () => {
  it('asks for the result URL, then reads that file as text with credentials', async () => {
    const csv = 'meterId,ENERGY_usd,totalUsd\r\nM1,10,10\r\n';
    const f = recordingFetch(jsonResponse({ url: '/api/pricing/v1/jobs/j1/files/summary_price.csv' }), new Response(csv, { headers: { 'content-type': 'text/csv' } }));
    const adapter = createHttpAdapter({ baseUrl: 'https://portal.example/api', fetch: f.fetch });
    expect(await adapter.pricing.jobResultCsv('j1', 'summary_price')).toBe(csv);
    expect(f.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'https://portal.example/api/pricing/v1/jobs/j1/results/summary_price'],
      ['GET', 'https://portal.example/api/pricing/v1/jobs/j1/files/summary_price.csv'],
    ]);
    expect(f.last()?.credentials).toBe('include');
  });
});
