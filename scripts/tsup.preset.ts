import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

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
          vanillaExtractPlugin({
            identifiers: ({ hash, debugId }) =>
              `ll_${debugId ? `${debugId.replace(/[^A-Za-z0-9_-]/g, '_')}_` : ''}${hash}`,
          }),
        ]
      : [],
  };
}
