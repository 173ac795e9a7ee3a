import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRowSchema, queryRowsSchema } from './common.schema';
import { queryResponseSchema } from './query.schema';

describe('query answer rows', () => {
  it('accept exactly what an array of the row schema accepts', () => {
    const value = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer()), fc.object());
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.dictionary(fc.string(), value), fc.constant(null), fc.string())), (rows) => {
        const generic = rows.every((r) => queryRowSchema.safeParse(r).success);
        expect(queryRowsSchema.safeParse(rows).success).toBe(generic);
      }),
    );
  });

  it('reject an answer whose rows hold objects', () => {
    expect(queryResponseSchema.safeParse({ data: [{ __time: '2021-07-01T00:00:00-05:00', load: 1 }] }).success).toBe(true);
    expect(queryResponseSchema.safeParse({ data: [{ load: { $gt: 1 } }] }).success).toBe(false);
    expect(queryResponseSchema.safeParse({ data: 'rows' }).success).toBe(false);
  });
});
