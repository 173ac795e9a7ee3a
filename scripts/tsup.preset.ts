import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';
import { identifiers } from './aliases';

/** `{ name: 'src/x/index.ts' }` → `{ name: 'build/tsc/x/index.d.ts' }`: the declarations tsc emitted for each entry. */
function declarationEntries(entry: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, file.replace(/^src\//, 'build/tsc/').replace(/\.tsx?$/, '.d.ts')]));
}

/**
 * Shared tsup options for every published package: ESM + bundled .d.ts, tree-shakeable, React and every
 * declared dependency left external. Class names from vanilla-extract are prefixed `ll_` so they
 * never collide with an embedding host's CSS.
 */
export function preset(entry: Record<string, string>, options: { css?: boolean } = {}): Options {
  return {
    entry,
    format: ['esm'],
    // Declarations are bundled from the ones `tsc -b` emitted into build/tsc (the typecheck, and
    // each package's build script before tsup), not compiled from the sources a second time.
    dts: { entry: declarationEntries(entry) },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    external: [/^react($|\/)/, /^react-dom($|\/)/, /^@loadline\//],
    esbuildPlugins: options.css
      ? [
          // .css.ts files are evaluated with tsconfig.build.json's resolution (no source paths), so
          // a package's styles read the theme contract from @loadline/ui's published build and use
          // the very variable names ui's theme classes set. Compiled from ui's source, the contract
          // would get names of its own that no theme class sets.
          vanillaExtractPlugin({ identifiers, esbuildOptions: { tsconfig: 'tsconfig.build.json' } }),
        ]
      : [],
  };
}
