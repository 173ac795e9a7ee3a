import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, PACKAGE_ENTRIES } from './publicExports';

/**
 * Each package's public entries export exactly what hosts use: the names are pinned in
 * `packages/<package>/etc/<entry>.exports.txt`. A change to an entry's names fails here until the
 * list is written again on purpose (`WRITE_EXPORTS=1 pnpm exec vitest run scripts/publicExports.test.ts`)
 * and committed with a changeset.
 */
describe('public entries of the packages', () => {
  const names = exportedNames(PACKAGE_ENTRIES);
  it.each(PACKAGE_ENTRIES.map((e) => [e.specifier, e] as const))('%s exports the committed list', (_specifier, entry) => {
    const actual = `${(names.get(entry.specifier) ?? []).join('\n')}\n`;
    if (process.env.WRITE_EXPORTS === '1') {
      mkdirSync(dirname(entry.list), { recursive: true });
      writeFileSync(entry.list, actual);
    }
    expect(actual).toBe(readFileSync(entry.list, 'utf8'));
  });
});
