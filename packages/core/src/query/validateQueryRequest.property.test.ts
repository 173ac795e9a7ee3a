import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRequestSchema } from './query.schema';
import { validateQueryRequest } from './validateQueryRequest';

describe('validateQueryRequest on arbitrary input', () => {
  it('never throws, and whatever it accepts re-parses to itself', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (input) => {
        const result = validateQueryRequest(input);
        if (result.success) expect(queryRequestSchema.parse(result.data)).toEqual(result.data);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts generated well-formed queries', () => {
    const ident = fc.stringMatching(/^[a-z_]{1,20}$/);
    const query = fc.record({
      selectedMeasures: fc.array(fc.record({ columnName: ident, aggregation: fc.constantFrom('Sum', 'Avg', 'Min', 'Max', 'CountDistinct') }), {
        minLength: 1,
        maxLength: 5,
      }),
      filters: fc.array(fc.record({ columnName: ident, filterType: fc.constantFrom('Include', 'Exclude'), filterValues: fc.array(fc.string({ maxLength: 30 })) })),
      timeFilter: fc.constant({ columnName: '__time', dateRange: { fromDate: '2024-01-01', toDate: '2024-02-01T00:00:00Z' } }),
      splits: fc.array(fc.oneof(fc.record({ type: fc.constant('dimension'), columnName: ident }), fc.record({ type: fc.constant('time'), granularity: fc.constantFrom('P1Y', 'P1M', 'P1D', 'PT1H') })), {
        maxLength: 3,
      }),
      timezone: fc.constantFrom('UTC', 'America/Chicago', 'America/New_York'),
    });
    fc.assert(fc.property(query, (q) => validateQueryRequest(q, { timeIntervalMinutes: 60 }).success), { numRuns: 300 });
  });
});
