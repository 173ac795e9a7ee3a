import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a host installing a published package gets: a licence, a repository, no package without
// code, and the dependencies its built code imports (build-time ones are devDependencies).

interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  repository?: { type: string; url: string; directory: string };
  files?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const folders = readdirSync('packages').filter((d) => !d.startsWith('.'));
const manifest = (folder: string): Manifest => JSON.parse(readFileSync(join('packages', folder, 'package.json'), 'utf8')) as Manifest;

/** Source files of a package that end up in its build (tests, stories and scripts excluded). */
function sources(folder: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|test-util|example)\.tsx?$/.test(entry.name) && !/\.node\.test\.ts$/.test(entry.name)) {
        out.push({ file: path, text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join('packages', folder, 'src'));
  return out;
}

/** Bare packages a source file imports (`@scope/name` or `name`; `import type` left out: it is erased). */
function importedPackages(text: string): string[] {
  const found = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]/gm)].map((m) => m[1]!);
  return found.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe('published package manifests', () => {
  const rootLicense = readFileSync('LICENSE', 'utf8');

  it.each(folders)('%s ships the Apache-2.0 LICENSE of the repository and names its folder of the repository', (folder) => {
    const m = manifest(folder);
    expect(rootLicense).toMatch(/^Copyright \d{4} Loadline contributors\n\nApache License\n\nVersion 2\.0, January 2004\n/);
    expect(m.license).toBe('Apache-2.0');
    expect(readFileSync(join('packages', folder, 'LICENSE'), 'utf8')).toBe(rootLicense);
    expect(m.files).toContain('LICENSE');
    expect(m.repository).toEqual({ type: 'git', url: 'git+https://github.com/loadline/loadline.git', directory: `packages/${folder}` });
  });

  it('keeps a package without code private (unpublished)', () => {
    const hasCode = (folder: string) => sources(folder).some(({ text }) => /^\s*export\s+(?!\{\s*\};?\s*$)/m.test(text));
    expect(folders.filter(hasCode)).toEqual(expect.arrayContaining(['core', 'ui', 'dashboard', 'forecasts']));
    expect(folders.filter((f) => !hasCode(f) && manifest(f).private !== true)).toEqual([]);
  });

  it.each(folders.filter((f) => manifest(f).private !== true))('%s depends on what its built code imports, and on nothing else', (folder) => {
    const m = manifest(folder);
    const runtime = new Set<string>();
    const styles = new Set<string>();
    for (const { file, text } of sources(folder)) for (const name of importedPackages(text)) (file.endsWith('.css.ts') ? styles : runtime).add(name);
    // vanilla-extract turns .css.ts into CSS at build time; a recipe leaves a runtime function behind.
    if (styles.has('@vanilla-extract/recipes')) runtime.add('@vanilla-extract/recipes');
    const declared = Object.keys(m.dependencies ?? {});
    const peers = new Set(Object.keys(m.peerDependencies ?? {}));
    expect(declared.filter((d) => !runtime.has(d)).sort(), 'dependencies the built code never imports').toEqual([]);
    const missing = [...runtime].filter((d) => !declared.includes(d) && !peers.has(d) && !d.startsWith('node:'));
    expect(missing.sort(), 'imported but not declared').toEqual([]);
  });

  it('makes TanStack Query a peer (and a devDependency for tests) of every package whose code or dependency needs it', () => {
    for (const folder of ['core', 'dashboard', 'forecasts']) {
      const m = manifest(folder);
      expect(m.peerDependencies?.['@tanstack/react-query'], folder).toBe('^5.108.0');
      expect(m.devDependencies?.['@tanstack/react-query'], folder).toBe('^5.108.0');
      expect(m.dependencies?.['@tanstack/react-query'], folder).toBeUndefined();
    }
  });
});
