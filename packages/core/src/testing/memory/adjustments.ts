import type { AdjustmentsApi } from '../../adapter/types';
import {
  adjustmentSchema, adjustmentSummaryPointSchema, adjustmentVersionRequestSchema, createAdjustmentRequestSchema, type Adjustment,
} from '../../schemas/adjustment.schema';
import { httpError, parseBody, respond, type MemoryRuntime } from './common';
import { signedIn, type MemoryState } from './state';

function stats(summary: Adjustment['summary']): Pick<Adjustment, 'min' | 'max' | 'count' | 'dayCount'> {
  const values = summary.map((p) => p.forecast).filter((v): v is number => v !== null);
  return {
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    count: values.length,
    dayCount: new Set(summary.map((p) => p.timestamp.slice(0, 10))).size,
  };
}

/**
 * Forecast adjustments in memory: newest first, paged by `limit` (default 5) and `skip`; versions
 * `v1`, `v2`, ... each holding its rows.
 */
export function memoryAdjustments(rt: MemoryRuntime, state: MemoryState): AdjustmentsApi {
  const get = (id: string) => {
    signedIn(state);
    const found = state.adjustments.find((a) => a.adjustmentId === id);
    if (!found) throw httpError(404, `Adjustment ${id} not found`);
    return found;
  };
  const put = (next: Adjustment) => {
    state.adjustments = state.adjustments.map((a) => (a.adjustmentId === next.adjustmentId ? next : a));
  };
  return {
    list: ({ configId, limit = 5, skip = 0, status }, o) => respond(rt, o, () => {
      signedIn(state);
      return state.adjustments
        .filter((a) => a.configId === configId && (!status || a.status === status))
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
        .slice(skip, skip + limit);
    }),
    get: (id, o) => respond(rt, o, () => get(id)),
    stitched: (id, versionId, o) => respond(rt, o, () => {
      get(id);
      const rows = state.adjustmentVersions.get(`${id}/${versionId}`);
      if (!rows) throw httpError(404, `Version ${versionId} of adjustment ${id} not found`);
      return rows;
    }),
    createVersion: (id, body, o) => respond(rt, o, () => {
      const current = get(id);
      const { data } = parseBody(adjustmentVersionRequestSchema, body);
      const versionId = `v${current.versions.length + 1}`;
      const now = rt.now().toISOString();
      state.adjustmentVersions.set(`${id}/${versionId}`, data);
      put({ ...current, versions: [...current.versions, { versionId, createdAt: now }], updatedAt: now });
      return { versionId };
    }),
    updateVersion: (id, versionId, body, o) => respond(rt, o, () => {
      const current = get(id);
      if (!state.adjustmentVersions.has(`${id}/${versionId}`)) throw httpError(404, `Version ${versionId} of adjustment ${id} not found`);
      state.adjustmentVersions.set(`${id}/${versionId}`, parseBody(adjustmentVersionRequestSchema, body).data);
      put({ ...current, updatedAt: rt.now().toISOString() });
    }),
    updateSummary: (id, summary, o) => respond(rt, o, () => {
      const current = get(id);
      const parsed = parseBody(adjustmentSummaryPointSchema.array(), summary);
      put({ ...current, summary: parsed, ...stats(parsed), updatedAt: rt.now().toISOString() });
    }),
    create: (body, o) => respond(rt, o, () => {
      signedIn(state);
      const req = parseBody(createAdjustmentRequestSchema, body);
      const adjustmentId = rt.nextId('adj');
      const now = rt.now().toISOString();
      state.adjustments.push(adjustmentSchema.parse({
        ...req, adjustmentId, status: 'draft', versions: [], createdAt: now, updatedAt: now, ...stats(req.summary),
      }));
      return { adjustmentId };
    }),
  };
}
