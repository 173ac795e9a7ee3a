import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import { identifiers, sourceAliases } from '../../scripts/aliases.ts';
import { EARLY_SCREENS_ELEMENT_ID } from './src/early/earlyScreens.ts';

/** Screens that load on their own, apart from the working screens' chunk (see `build.rolldownOptions`). */
const LIGHT_SCREENS = /[\\/]src[\\/]pages[\\/](?:Home|NotFound|Placeholder|homeModules)\.tsx?$/;

/**
 * The screens most often opened first (a dashboard, the Overview, an area's dashboard list), each
 * a chunk with the code its first render imports (the group takes a module's static imports with
 * it), in this order: a module two of them import goes with the first. What they load on demand
 * (the Meter Map, editors and dialogs split apart, the Overview's grid) is not in them.
 */
const FIRST_SCREENS: { name: string; test: RegExp }[] = [
  { name: 'dashboard', test: /[\\/]src[\\/]pages[\\/]dashboards[\\/](?:DashboardPage\.tsx|prefetchDashboard\.ts)$/ },
  { name: 'overview', test: /[\\/]src[\\/]pages[\\/]Overview\.tsx$/ },
  { name: 'dashboards', test: /[\\/]src[\\/]pages[\\/]dashboards[\\/]DashboardListPage\.tsx$/ },
];

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
 * The early calls and screen preloads (src/early) as a file of their own, listed in the built
 * index.html before the portal's entry script as an async module: a module script of index.html
 * would be bundled into the entry, and run only once React and the router had loaded; an entry of
 * this build would share chunks with the portal's entry and wait for them.
 */
/** Screens whose code the early entry preloads when their path is opened: name to source modules (see src/early/earlyCalls.ts). */
const EARLY_SCREENS: Record<string, readonly string[]> = {
  dashboard: ['src/pages/dashboards/DashboardPage.tsx', 'src/pages/dashboards/prefetchDashboard.ts'],
  dashboards: ['src/pages/dashboards/DashboardListPage.tsx'],
  overview: ['src/pages/Overview.tsx'],
  home: ['src/pages/Home.tsx'],
};

type OutputBundle = NonNullable<Parameters<Extract<NonNullable<Plugin['transformIndexHtml']>, { handler: unknown }>['handler']>[1]['bundle']>;

/**
 * Files of each {@link EARLY_SCREENS} screen: the chunks of its modules, every chunk they import
 * (not the entry's, which index.html preloads already) and their CSS, as root-relative URLs.
 */
function screenFiles(bundle: OutputBundle, root: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entryFiles = new Set<string>();
  const walk = (fileName: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(fileName) || skip.has(fileName)) return;
    into.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) walk(next, into, skip);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, entryFiles, new Set());
  const entryCss = new Set([...entryFiles].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
  const out: Record<string, string[]> = {};
  for (const [name, modules] of Object.entries(EARLY_SCREENS)) {
    const files = new Set<string>();
    for (const module of modules) {
      // A screen's module is a chunk's facade, or one module of the chunk its group went into.
      const id = resolve(root, module);
      const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`The early screen ${name} has no chunk for ${module}`);
      walk(chunk.fileName, files, entryFiles);
    }
    const css = new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]).filter((f) => !entryCss.has(f)));
    out[name] = [...files, ...css].map((f) => `/${f}`);
  }
  return out;
}

function earlyCallsEntry(): Plugin {
  let earlyFile: string | null = null;
  return {
    name: 'loadline-early-calls',
    apply: 'build',
    generateBundle: {
      // Before the HTML is written (its transform below names the file).
      order: 'pre',
      async handler() {
        // One self-contained file (no chunk shared with the portal's entry, which would make it
        // wait for that chunk): bundled apart, minified, emitted as an asset of this build.
        const result = await build({
          configFile: false,
          logLevel: 'silent',
          root: import.meta.dirname,
          build: {
            write: false,
            minify: true,
            sourcemap: false,
            emptyOutDir: false,
            lib: { entry: resolve(import.meta.dirname, 'src/early/index.ts'), formats: ['es'], fileName: 'early' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
        const code = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')?.code;
        if (!code) throw new Error('The early calls entry did not build');
        earlyFile = this.getFileName(this.emitFile({ type: 'asset', name: 'early.js', source: code }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!earlyFile) throw new Error('The early calls entry is missing from the build');
        // A data block (never executed, so the Content-Security-Policy allows it): the files of each screen the early entry preloads.
        const screens = JSON.stringify(screenFiles(ctx.bundle ?? {}, import.meta.dirname)).replaceAll('<', '\\u003c');
        // async: it runs as soon as it has arrived, before the portal's entry and its chunks.
        return html.replace(
          '<script type="module" crossorigin',
          `<script type="application/json" id="${EARLY_SCREENS_ELEMENT_ID}">${screens}</script>\n    <script type="module" async crossorigin src="/${earlyFile}"></script>\n    <script type="module" crossorigin`,
        );
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few files instead of ~40: the boot chunk (everything the entry loads before the first
        // render), one chunk of the working screens' code, and the light screens (Home, not
        // found, placeholders) on their own. Over HTTP/1.1's six connections per host a
        // dashboard's 32 small chunks queued for ~500 ms before its first query could start; one
        // 600 KB chunk (~170 KB Brotli) arrives in one round trip, every later working screen
        // opens without loading code, and V8 compiles only the functions that run. Home stays
        // out of it: on a slow mobile link it would wait for that chunk too. The screens most
        // often opened first (FIRST_SCREENS) are chunks of their own too: a dashboard opened on a
        // phone waited for the pricing, adjustments and forecasts code, TanStack Table, papaparse
        // and the Meter Map's counties before its first paint (601 KB of script, 386 KB without).
        // Every other working screen still shares one chunk.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 4 + FIRST_SCREENS.length },
            { name: 'home', test: LIGHT_SCREENS, priority: 3 + FIRST_SCREENS.length },
            // The top bar's menus and popover (src/shell/lazyPopups.tsx) with @floating-ui: loaded
            // after Home's first paint, without the working screens' code; a dashboard loads them too.
            { name: 'popups', test: /[\\/]src[\\/]shell[\\/]popups\.ts$/, priority: 2 + FIRST_SCREENS.length },
            ...FIRST_SCREENS.map((screen, i) => ({ ...screen, priority: 1 + FIRST_SCREENS.length - i })),
            { name: 'screens', priority: 1 },
          ],
        },
      },
    },
  },
}));
