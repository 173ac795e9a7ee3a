import type { Database } from '../db/database';
import { adjustmentState } from '../appState';

/**
 * Test support: stores a draft adjustment of `ownerId` (COAST, the 2024-07-01 06:00 UTC run,
 * 2024-07-02 in Central time) with an empty version `v1`, straight through the store, for tests
 * that need an adjustment id to call routes with (authorisation matrix, id swap, fuzzing).
 */
export async function createDraftAdjustment(db: Database, adjustmentId: string, ownerId: string, ownerOrgId: string): Promise<void> {
  const adjustments = await adjustmentState(db);
  await adjustments.create({
    adjustmentId,
    ownerId,
    ownerOrgId,
    configId: 'ercot-power-short-term',
    market: 'COAST',
    processTime: '2024-07-01T06:00:00Z',
    name: 'Fixture adjustment',
    dateFrom: '2024-07-02',
    dateTo: '2024-07-02',
    timezone: 'America/Chicago',
    isHourEnding: true,
    summary: [],
    stats: { min: null, max: null, count: 0, dayCount: 0 },
    createdAt: Date.now(),
  });
  await adjustments.saveVersion({ adjustmentId, ownerId, rows: [], forecast: [], reasonCode: 'other', comment: null, at: Date.now() });
}
