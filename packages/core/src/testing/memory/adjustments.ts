import { stitchVersion } from '../../adjustments/stitch';
import type { AdjustmentsApi } from '../../adapter/types';
import {
  type AdjustmentAuditEntry,
  type AdjustmentPoint,
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

/** Audit trails of the memory adjustments, per state, per adjustment id. */
const audits = new WeakMap<MemoryState, Map<string, AdjustmentAuditEntry[]>>();

const loadOf = (p: { forecast: number | null; adjustedForecast: number | null }) => p.adjustedForecast ?? p.forecast;
const totalOf = (points: readonly { forecast: number | null; adjustedForecast: number | null }[]) => points.reduce((s, p) => s + (loadOf(p) ?? 0), 0);

/** The summary (the forecast) with a version's edits laid over it, as the API stitches (core's `stitchVersion`). */
function stitch(summary: Adjustment['summary'], edits: readonly AdjustmentPoint[]): AdjustmentPoint[] {
  return summary.length === 0 ? [...edits] : stitchVersion(summary, edits);
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
  const trail = (id: string) => {
    let byId = audits.get(state);
    if (!byId) audits.set(state, (byId = new Map()));
    let list = byId.get(id);
    if (!list) byId.set(id, (list = []));
    return list;
  };
  const record = (id: string, entry: Omit<AdjustmentAuditEntry, 'seq' | 'at' | 'userId'>) => {
    const list = trail(id);
    list.push({ ...entry, seq: list.length + 1, at: rt.now().toISOString(), userId: signedIn(state).userId });
  };
  const editable = (id: string) => {
    const current = get(id);
    if (current.status === 'approved') throw httpError(409, 'This adjustment is approved and can no longer be changed');
    return current;
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
      return stitch(get(id).summary, rows);
    }),
    createVersion: (id, body, o) => respond(rt, o, () => {
      const current = editable(id);
      const { data, reasonCode, comment } = parseBody(adjustmentVersionRequestSchema, body);
      const versionId = `v${current.versions.length + 1}`;
      const before = current.versions.length ? stitch(current.summary, state.adjustmentVersions.get(`${id}/${current.versions.at(-1)?.versionId}`) ?? []) : current.summary;
      const after = stitch(current.summary, data);
      record(id, {
        action: 'save', versionId, reasonCode: reasonCode ?? 'other', comment: comment ?? null, rowsChanged: data.length,
        beforeTotal: totalOf(before), afterTotal: totalOf(after),
      });
      const now = rt.now().toISOString();
      state.adjustmentVersions.set(`${id}/${versionId}`, data);
      put({ ...current, versions: [...current.versions, { versionId, createdAt: now }], updatedAt: now });
      return { versionId };
    }),
    updateVersion: (id, versionId, body, o) => respond(rt, o, () => {
      const current = editable(id);
      const old = state.adjustmentVersions.get(`${id}/${versionId}`);
      if (!old) throw httpError(404, `Version ${versionId} of adjustment ${id} not found`);
      const { data, reasonCode, comment } = parseBody(adjustmentVersionRequestSchema, body);
      state.adjustmentVersions.set(`${id}/${versionId}`, data);
      const at = current.versions.findIndex((v) => v.versionId === versionId);
      for (const later of current.versions.slice(at + 1)) state.adjustmentVersions.delete(`${id}/${later.versionId}`);
      record(id, {
        action: 'overwrite', versionId, reasonCode: reasonCode ?? 'other', comment: comment ?? null, rowsChanged: data.length,
        beforeTotal: totalOf(stitch(current.summary, old)), afterTotal: totalOf(stitch(current.summary, data)),
      });
      put({ ...current, versions: current.versions.slice(0, at + 1), updatedAt: rt.now().toISOString() });
    }),
    updateSummary: (id, summary, o) => respond(rt, o, () => {
      const current = get(id);
      const parsed = parseBody(adjustmentSummaryPointSchema.array(), summary);
      put({ ...current, summary: parsed, ...stats(parsed), updatedAt: rt.now().toISOString() });
    }),
    approve: (id, o) => respond(rt, o, () => {
      const current = editable(id);
      const now = rt.now().toISOString();
      record(id, { action: 'approve', versionId: current.versions.at(-1)?.versionId ?? null, reasonCode: null, comment: null, rowsChanged: 0, beforeTotal: null, afterTotal: null });
      put({ ...current, status: 'approved', approvedBy: signedIn(state).userId, approvedOn: now, updatedAt: now });
    }),
    audit: (id, o) => respond(rt, o, () => {
      get(id);
      return [...trail(id)];
    }),
    create: (body, o) => respond(rt, o, () => {
      const user = signedIn(state);
      const req = parseBody(createAdjustmentRequestSchema, body);
      const adjustmentId = rt.nextId('adj');
      const now = rt.now().toISOString();
      state.adjustments.push(adjustmentSchema.parse({
        ...req, adjustmentId, status: 'draft', versions: [], createdAt: now, updatedAt: now, createdBy: user.userId, ...stats(req.summary),
      }));
      return { adjustmentId };
    }),
  };
}
