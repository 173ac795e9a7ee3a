import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';
import { identifiers } from './aliases';

/**
 * Shared tsup options for every published package: ESM + .d.ts, tree-shakeable, React and every
 * declared dependency left external. Class names from vanilla-extract are prefixed `ll_` so they
 * never collide with an embedding host's CSS.
 */
export function preset(entry: Record<string, string>, options: { css?: boolean } = {}): Options {
  return {
    entry,
    format: ['esm'],
    dts: { compilerOptions: { composite: false, declarationMap: false, emitDeclarationOnly: false } },
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
