import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The type of `testRunDir` in vitest's ProvidedContext.
import type {} from '../apps/api/src/testing/seededDatabase.ts';

/**
 * A folder for this test run (`inject('testRunDir')`): the seeded databases that test files share
 * (apps/api/src/testing/seededDatabase.ts) are made there once and copied; it goes when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'loadline-test-run-'));
  project.provide('testRunDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
