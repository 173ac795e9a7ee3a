import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
// The type of `testRunDir` in vitest's ProvidedContext.
import type {} from '../apps/api/src/testing/seededDatabase.ts';

/**
 * A folder for this test run (`inject('testRunDir')`): the seeded databases that test files share
 * (apps/api/src/testing/seededDatabase.ts) are made there once and copied; it goes when the run ends.
 * A PostgreSQL cluster started by a test file (apps/api/src/testing/postgres.ts writes it down in
 * the folder as postgres.json) is stopped and its folder removed first.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'loadline-test-run-'));
  project.provide('testRunDir', dir);
  return () => {
    const pgState = join(dir, 'postgres.json');
    if (existsSync(pgState)) {
      const { dir: pgDir } = JSON.parse(readFileSync(pgState, 'utf8')) as { dir: string };
      execFileSync('bash', [resolve(import.meta.dirname, 'ensure-postgres.sh'), '--stop', pgDir], { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
