import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRunName } from './runDefaults';

describe('default run name (spec part 2 §3: username_timestamp, max 30)', () => {
  it('is the user name and the UTC time', () => {
    expect(defaultRunName('analyst@gulfcoast-power.test', new Date('2025-07-01T15:04:05Z'))).toBe('analyst_20250701150405');
    expect(defaultRunName('Ana María', new Date('2025-01-02T03:04:05Z'))).toBe('AnaMara_20250102030405');
  });

  it('never exceeds 30 characters and always ends with the timestamp', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (user, when) => {
      const name = defaultRunName(user, when);
      expect(name.length).toBeLessThanOrEqual(30);
      expect(name).toMatch(/^[A-Za-z0-9._-]+_\d{14}$/);
    }));
  });
});
