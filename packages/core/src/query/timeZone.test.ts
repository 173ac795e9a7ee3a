import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneSchema } from './common.schema';

describe('isKnownTimeZone', () => {
  it('accepts IANA zones, again from memory, and keeps refusing unknown names', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('is what timeZoneSchema checks, with the schema’s message', () => {
    expect(timeZoneSchema.safeParse('America/New_York').success).toBe(true);
    const bad = timeZoneSchema.safeParse('Central Time');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown IANA time zone');
  });
});
