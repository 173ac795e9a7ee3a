// esbuild options of the card's size check. The repository's tsconfig maps @loadline/* to
// src/ (for tests and the dev server); a size check must measure the published builds, so this
// config points esbuild at an empty tsconfig and resolves through each package's `exports`.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default {
  entryPoints: [join(here, 'card.js')],
  tsconfig: join(here, 'tsconfig.json'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  minify: true,
  treeShaking: true,
  metafile: true,
  write: true,
  outdir: join(tmpdir(), `loadline-size-card-${process.pid}`),
  allowOverwrite: true,
  // Bare imports of split chunks are ordering hints; under sideEffects: false they are dropped.
  logOverride: { 'ignored-bare-import': 'silent' },
};
