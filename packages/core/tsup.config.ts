import { defineConfig } from 'tsup';
import { preset } from '../../scripts/tsup.preset';

const entries = { index: 'src/index.ts', react: 'src/react/index.ts', testing: 'src/testing/index.ts' };

// JavaScript is emitted one file per source module (code shared between entries in chunks), so
// with `sideEffects: false` a host's bundler drops every module it does not use: importing a text
// constant does not pull in the zod schemas. Declarations are bundled per entry.
export default defineConfig([
  {
    ...preset(entries),
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/examples/**', '!src/**/*.test-util.ts', '!src/**/*.node.test.ts', '!src/testing/fixtures/**/*.json'],
    dts: false,
    treeshake: false,
  },
  { ...preset(entries), dts: { only: true, ...(preset(entries).dts as object) }, clean: false },
]);
