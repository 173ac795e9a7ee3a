import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

const ORIGIN = 'https://portal.gulfcoast-power.test';

/** Where a browser on ORIGIN would go if it followed the redirect. */
function landsOn(path: string): string {
  return new URL(path, ORIGIN).origin;
}

const hostile = ['//evil', '/\\evil', '%2F%2Fevil', '/%2F%2Fevil', '/%5Cevil', 'javascript:alert(1)', '\t//evil', '/\t/evil',
  '/\r\n/evil', '\n//evil', 'https://evil.example', 'http:evil', '\\\\evil', '/%09/evil', '///evil', ' //evil', '/./%2F%2Fevil', '/a/../%2F%2Fevil'];

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/demand/load-forecast/dashboard/42?tab=1#top')).toBe('/demand/load-forecast/dashboard/42?tab=1#top');
    expect(safeRedirectPath('/overview')).toBe('/overview');
  });

  it.each(hostile)('never leaves the origin for %j', (target) => {
    const out = safeRedirectPath(target);
    expect(landsOn(out)).toBe(ORIGIN);
    expect(out).toBe('/');
  });

  it('never leaves the origin for fuzzed targets built from hostile pieces', () => {
    const piece = fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '\t', '\r', '\n', 'javascript:', 'evil.example', '@', ':', '.', '..', '?', '#', ' ', 'a');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.string(), (built, noise) => {
        for (const target of [built, noise, `/${built}`, `${built}${noise}`]) {
          const out = safeRedirectPath(target);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(landsOn(out)).toBe(ORIGIN);
          // A client that percent-decodes the answer once more must still stay on the origin.
          expect(landsOn(decodeURIComponent(out.replace(/%(?![0-9a-f]{2})/gi, '%25')))).toBe(ORIGIN);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
