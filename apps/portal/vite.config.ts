import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { identifiers, sourceAliases } from '../../scripts/aliases.ts';

/** Text assets worth compressing ahead of time (source maps are left as they are). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of the build, so the
 * API's static file server sends them precompressed (`preCompressed` of @fastify/static) instead
 * of the raw bytes: on a slow mobile link the entry script's transfer is what delays the first
 * paint most.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'loadline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const raw = await readFile(path);
        if (raw.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * The early calls (src/early) as an entry of their own, listed in the built index.html before the
 * portal's entry script: a module script of index.html would be bundled into the entry, and run
 * only once React and the router had loaded.
 */
function earlyCallsEntry(): Plugin {
  return {
    name: 'loadline-early-calls',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: resolve(import.meta.dirname, 'index.html'), early: resolve(import.meta.dirname, 'src/early/index.ts') } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!early) throw new Error('The early calls entry is missing from the build');
        return html.replace('<script type="module" crossorigin', `<script type="module" crossorigin src="/${early.fileName}"></script>\n    <script type="module" crossorigin`);
      },
    },
  };
}

/**
 * react-router 7's package exports name only its development build (with dev-only warnings and
 * checks) for every condition; its production build ships beside it. The portal's build takes the
 * production one, as it does React's (remix-run/react-router#12532).
 */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const entry = createRequire(import.meta.url).resolve('react-router');
  const dist = dirname(dirname(entry));
  return [{ find: /^react-router$/, replacement: join(dist, 'production', 'index.mjs') }];
}

// The portal builds the workspace packages from source; the API serves dist/ on the same origin.
export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin({ identifiers }), earlyCallsEntry(), precompress()],
  resolve: { alias: command === 'build' ? [...sourceAliases, ...reactRouterProduction()] : sourceAliases },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  build: { outDir: 'dist', sourcemap: true },
}));
