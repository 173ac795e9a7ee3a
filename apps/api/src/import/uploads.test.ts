import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import type { ImportValidator } from './importThread';
import type { ParsedImport } from './parse';
import { createImportUploads, linesAfterHeader, MAX_UNFINISHED_UPLOADS_PER_USER } from './uploads';

/** A validator whose checks end when the test says so. */
function heldValidator(): ImportValidator & { release: () => void } {
  const waiting: (() => void)[] = [];
  const empty: ParsedImport = { total: 0, rows: [], rejected: [{ line: 1, reason: 'file has incorrect headers: the file is empty' }] };
  return {
    validate: () => new Promise<ParsedImport>((resolve) => waiting.push(() => resolve(empty))),
    close: async () => undefined,
    release: () => waiting.splice(0).forEach((f) => f()),
  };
}

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
});
afterAll(async () => db.close());

const owner = (userId: string) => ({ userId, orgId: 'org-gulfcoast-power' });
const request = (userId: string) => ({
  userId, orgId: 'org-gulfcoast-power', kind: 'load' as const, source: 'Test', timezone: 'America/Chicago', hourConvention: 'ending' as const,
  bytes: new TextEncoder().encode('date,hour,market,load_mwh\n2024-07-01,1,A,1\n2024-07-01,2,A,1'), maxBytes: 1024,
});

describe('import uploads', () => {
  it(`refuses a user's upload beyond ${MAX_UNFINISHED_UPLOADS_PER_USER} unfinished ones (others still upload), and takes it once one has ended`, async () => {
    const validator = heldValidator();
    const uploads = createImportUploads({ db, validator });
    const first = await Promise.all(Array.from({ length: MAX_UNFINISHED_UPLOADS_PER_USER }, () => uploads.start(request('u1'))));
    expect(first.map((s) => s?.state)).toEqual(Array(MAX_UNFINISHED_UPLOADS_PER_USER).fill('validating'));
    expect(first[0]?.lines).toBe(2);
    expect(await uploads.start(request('u1'))).toBeUndefined();
    expect((await uploads.start(request('u2')))?.state).toBe('validating');
    validator.release();
    await uploads.idle();
    expect((await uploads.get(first[0]!.importId, owner('u1')))?.state).toBe('rejected');
    expect(await uploads.get(first[0]!.importId, owner('u2'))).toBeUndefined();
    expect(await uploads.get(first[0]!.importId, { userId: 'u1', orgId: 'org-lonestar-gas' })).toBeUndefined();
    expect((await uploads.start(request('u1')))?.state).toBe('validating');
    validator.release();
    await uploads.close();
  });

  it('counts the lines after the header, a last line without a break included', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect([linesAfterHeader(enc('')), linesAfterHeader(enc('h')), linesAfterHeader(enc('h\n')), linesAfterHeader(enc('h\na\nb')), linesAfterHeader(enc('h\na\nb\n'))]).toEqual([0, 0, 0, 2, 2]);
  });
});
