import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../createHttpAdapter';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

function setup(...answers: Response[]) {
  const f = recordingFetch(...answers);
  return { f, adapter: createHttpAdapter({ baseUrl: '/api', fetch: f.fetch }) };
}

const A = '/api/user/v1/user/adjustments';
const adjustment = {
  adjustmentId: 'a1',
  name: 'Heat wave',
  configId: 'c1',
  market: 'NORTH',
  processTime: '2024-07-01T06:00:00Z',
  dateRange: { from: '2024-07-02', to: '2024-07-08' },
  timezone: 'America/Chicago',
  isHourEnding: true,
};
const point = { timestamp: '2024-07-02T00:00:00-05:00', forecast: 100, adjustedForecast: 110, adjustmentCalculation: 'percent' as const, adjustmentValue: 10 };

describe('adjustment calls (spec part 2 §7 "Adjustments")', () => {
  it('GET user/v1/user/adjustments?configId&limit&skip', async () => {
    const { f, adapter } = setup(jsonResponse([adjustment]));
    const [a] = await adapter.adjustments.list({ configId: 'c1', limit: 5, skip: 10 });
    expect(a).toMatchObject({ adjustmentId: 'a1', status: 'draft', versions: [], summary: [] });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${A}?configId=c1&limit=5&skip=10` });
  });

  it('GET .../{id}', async () => {
    const { f, adapter } = setup(jsonResponse({ ...adjustment, versions: [{ versionId: 'v2', createdAt: '2024-07-01T08:00:00Z' }] }));
    await expect(adapter.adjustments.get('a1')).resolves.toMatchObject({ versions: [{ versionId: 'v2' }] });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${A}/a1` });
  });

  it('GET .../{id}/versions/{v}/stitched', async () => {
    const { f, adapter } = setup(jsonResponse([point]));
    await expect(adapter.adjustments.stitched('a1', 'v2')).resolves.toEqual([point]);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${A}/a1/versions/v2/stitched` });
  });

  it('POST .../{id}/versions and PUT .../{id}/versions/{v} with the points', async () => {
    const { f, adapter } = setup(jsonResponse({ versionId: 'v3' }), new Response(null, { status: 204 }));
    await expect(adapter.adjustments.createVersion('a1', { data: [point] })).resolves.toEqual({ versionId: 'v3' });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${A}/a1/versions`, json: { data: [point] } });
    await adapter.adjustments.updateVersion('a1', 'v3', { data: [{ timestamp: point.timestamp, forecast: 100, adjustedForecast: 100 }] });
    expect(f.last()).toMatchObject({
      method: 'PUT',
      pathAndQuery: `${A}/a1/versions/v3`,
      json: { data: [{ timestamp: point.timestamp, forecast: 100, adjustedForecast: 100, adjustmentCalculation: 'none', adjustmentValue: null }] },
    });
  });

  it('PATCH .../{id} with { summary }', async () => {
    const { f, adapter } = setup(new Response(null, { status: 204 }));
    const summary = [{ timestamp: point.timestamp, forecast: 100, adjustedForecast: 110 }];
    await adapter.adjustments.updateSummary('a1', summary);
    expect(f.last()).toMatchObject({ method: 'PATCH', pathAndQuery: `${A}/a1`, json: { summary } });
  });

  it('PATCH .../{id} with { status: approved } approves', async () => {
    const { f, adapter } = setup(jsonResponse({ adjustmentId: 'a1' }));
    await adapter.adjustments.approve('a1');
    expect(f.last()).toMatchObject({ method: 'PATCH', pathAndQuery: `${A}/a1`, json: { status: 'approved' } });
  });

  it('GET .../{id}/audit reads the audit trail', async () => {
    const entry = {
      seq: 1, action: 'save', versionId: 'v1', userId: 'u1', at: '2024-07-01T08:00:00.000Z', reasonCode: 'outage', comment: 'Unit trip',
      rowsChanged: 3, beforeTotal: 100, afterTotal: 90,
    };
    const { f, adapter } = setup(jsonResponse([entry]));
    await expect(adapter.adjustments.audit('a1')).resolves.toEqual([entry]);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${A}/a1/audit` });
  });

  it('POST user/v1/user/adjustments returns adjustmentId', async () => {
    const { f, adapter } = setup(jsonResponse({ adjustmentId: 'a9' }));
    const { adjustmentId: _id, ...body } = adjustment;
    await expect(adapter.adjustments.create({ ...body, summary: [] })).resolves.toEqual({ adjustmentId: 'a9' });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: A, json: { ...body, summary: [] } });
  });

  it('rejects a create with a blank name before sending', async () => {
    const { f, adapter } = setup(jsonResponse({ adjustmentId: 'a9' }));
    const { adjustmentId: _id, ...body } = adjustment;
    await expect(adapter.adjustments.create({ ...body, name: '  ' })).rejects.toThrow('Adjustment name is required');
    expect(f.requests).toHaveLength(0);
  });
});
