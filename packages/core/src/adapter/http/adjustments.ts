import '../../zodSetup';
import * as z from 'zod';
import {
  adjustmentAuditResponseSchema,
  adjustmentIdResponseSchema,
  adjustmentListResponseSchema,
  adjustmentSchema,
  adjustmentSummaryPointSchema,
  adjustmentVersionRequestSchema,
  adjustmentVersionResponseSchema,
  createAdjustmentRequestSchema,
  stitchedVersionResponseSchema,
} from '../../schemas/adjustment.schema';
import type { AdjustmentsApi } from '../types';
import { parseRequest, type Requester } from './request';

/**
 * HTTP implementation of the adjustments domain (spec part 2 §7 "Adjustments"), under
 * user/v1/user/adjustments.
 *
 * @module
 */

const ADJUSTMENTS = ['user', 'v1', 'user', 'adjustments'] as const;

/** Adjustments over user/v1/user/adjustments. */
export function httpAdjustments(call: Requester): AdjustmentsApi {
  const one = (id: string, ...rest: string[]) => [...ADJUSTMENTS, id, ...rest];
  return {
    list: async ({ configId, limit, skip, status }, o) =>
      call({
        method: 'GET',
        path: ADJUSTMENTS,
        query: [
          ['configId', configId],
          ['limit', limit],
          ['skip', skip],
          ['status', status],
        ],
        schema: adjustmentListResponseSchema,
        signal: o?.signal,
      }),
    get: async (id, o) => call({ method: 'GET', path: one(id), schema: adjustmentSchema, signal: o?.signal }),
    stitched: async (id, versionId, o) =>
      call({ method: 'GET', path: one(id, 'versions', versionId, 'stitched'), schema: stitchedVersionResponseSchema, signal: o?.signal }),
    createVersion: async (id, body, o) =>
      call({
        method: 'POST',
        path: one(id, 'versions'),
        body: parseRequest(adjustmentVersionRequestSchema, body),
        schema: adjustmentVersionResponseSchema,
        context: 'save',
        signal: o?.signal,
      }),
    updateVersion: async (id, versionId, body, o) => {
      await call({
        method: 'PUT',
        path: one(id, 'versions', versionId),
        body: parseRequest(adjustmentVersionRequestSchema, body),
        schema: undefined,
        context: 'save',
        signal: o?.signal,
      });
    },
    updateSummary: async (id, summary, o) => {
      await call({
        method: 'PATCH',
        path: one(id),
        body: { summary: parseRequest(z.array(adjustmentSummaryPointSchema).max(100_000), summary) },
        schema: undefined,
        context: 'save',
        signal: o?.signal,
      });
    },
    approve: async (id, o) => {
      await call({ method: 'PATCH', path: one(id), body: { status: 'approved' }, schema: undefined, context: 'save', signal: o?.signal });
    },
    audit: async (id, o) => call({ method: 'GET', path: one(id, 'audit'), schema: adjustmentAuditResponseSchema, signal: o?.signal }),
    create: async (body, o) =>
      call({
        method: 'POST',
        path: ADJUSTMENTS,
        body: parseRequest(createAdjustmentRequestSchema, body),
        schema: adjustmentIdResponseSchema,
        context: 'save',
        signal: o?.signal,
      }),
  };
}
