import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { identifiers } from '../../scripts/aliases';
import { preset } from '../../scripts/tsup.preset';

// The .css.ts files read the theme contract (`vars`) from @loadline/ui. Compiled with the
// tsconfig.build.json resolution (no source paths), that import is ui's published build, so the
// CSS here uses the very variable names ui's theme classes define; compiled from ui's source it
// would get names of its own (hashed per package) that no theme class sets.
export default defineConfig({
  ...preset({ index: 'src/index.ts', element: 'src/element/index.ts' }, { css: true }),
  esbuildPlugins: [vanillaExtractPlugin({ identifiers, esbuildOptions: { tsconfig: 'tsconfig.build.json' } })],
});
