// The script a phone downloads and runs before the portal's first screen can paint, checked on
// the built portal (apps/portal/dist): `node apps/portal/scripts/firstRouteBudget.mjs [dist]`.
//
// Each first route's files are read from the built index.html, as the browser finds them there:
// the entry scripts and their module preloads (what every route, the signed-out visit to the
// sign-in page included, loads first), plus the files the early entry preloads for the route's
// screen (the data block of early/earlyScreens.ts). For each route it sums their Brotli bytes (the
// `.br` copies the API sends) against a budget, and reads their source maps: a route whose files
// carry a library it must not load before its first paint (charts, grid layout, tables, maps,
// CSV parsing) fails, whatever the byte count. Exit status 1 on any breach, with what and where.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Libraries and data only screens opened later may load (matched against source map paths). */
const LATER_ONLY = {
  'd3 (charts and maps)': /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?d3-[a-z-]+[\\/]/,
  'react-grid-layout': /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-(?:grid-layout|draggable|resizable)[\\/]/,
  'TanStack Table': /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/](?:table-core|react-table)[\\/]/,
  'TanStack Virtual': /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/](?:virtual-core|react-virtual)[\\/]/,
  papaparse: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?papaparse[\\/]/,
  'the Meter Map counties': /[\\/]mapBoundaries[\\/]data[\\/]/,
  'the chart renderer': /packages[\\/]ui[\\/]src[\\/]charts[\\/]/,
  'pricing, adjustments and forecasts screens': /packages[\\/](?:pricing|adjustments|forecasts)[\\/]src[\\/]/,
  '@floating-ui (menus, popovers, dialogs)': /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@floating-ui[\\/]/,
};

/**
 * The first routes checked: the early screen whose files the route adds (null: the entry alone),
 * the Brotli budget of all its scripts in KiB, and what it must not load. Sign-in is what a
 * signed-out visitor loads before the sign-in page (the entry, which the early entry leaves as soon
 * as the session check answers no user); Home and a dashboard are the screens most opened first.
 */
export const FIRST_ROUTES = [
  { route: 'sign-in (entry)', screen: null, budgetKiB: 130, forbidden: Object.keys(LATER_ONLY) },
  { route: 'Home', screen: 'home', budgetKiB: 131, forbidden: Object.keys(LATER_ONLY) },
  {
    route: 'a dashboard',
    screen: 'dashboard',
    budgetKiB: 250,
    forbidden: ['TanStack Table', 'papaparse', 'the Meter Map counties', 'pricing, adjustments and forecasts screens'],
  },
];

/**
 * The files of each first route of the built portal in `dist`: `{ entry: string[], screens: { [screen]: string[] } }`,
 * root-relative URLs as index.html names them.
 *
 * @throws Error when index.html is missing or carries no early screens block.
 */
export function routeFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const block = /<script type="application\/json" id="loadline-early-screens">([^<]*)<\/script>/.exec(html);
  if (!entry.length) throw new Error(`${dist}/index.html names no entry script`);
  if (!block) throw new Error(`${dist}/index.html has no early screens block (loadline-early-screens)`);
  const screens = JSON.parse(block[1].replaceAll('\\u003c', '<'));
  return { entry, screens };
}

/** Bytes the API sends for one file: its Brotli copy, else the file itself (small files are not compressed). */
function sentBytes(dist, url) {
  const path = join(dist, url);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/** Source paths of a built script, from its source map (none when it has no map). */
function sourcesOf(dist, url) {
  const map = join(dist, `${url}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

/**
 * Checks every {@link FIRST_ROUTES} route of the built portal in `dist`.
 *
 * @returns one line per route (its scripts' Brotli KiB against its budget) and the breaches, if any.
 */
export function checkFirstRoutes(dist, routes = FIRST_ROUTES) {
  const { entry, screens } = routeFiles(dist);
  const lines = [];
  const breaches = [];
  for (const { route, screen, budgetKiB, forbidden } of routes) {
    const extra = screen === null ? [] : screens[screen];
    if (!extra) {
      breaches.push(`${route}: index.html lists no files for the early screen '${screen}'`);
      continue;
    }
    const scripts = [...new Set([...entry, ...extra])].filter((f) => f.endsWith('.js'));
    const kib = scripts.reduce((sum, f) => sum + sentBytes(dist, f), 0) / 1024;
    lines.push(`${route.padEnd(18)} ${kib.toFixed(1).padStart(7)} KiB Brotli of ${budgetKiB} KiB, ${scripts.length} scripts: ${scripts.map((f) => f.replace('/assets/', '')).join(', ')}`);
    if (kib > budgetKiB) breaches.push(`${route}: ${kib.toFixed(1)} KiB of script (Brotli) before its first paint, over its budget of ${budgetKiB} KiB`);
    for (const file of scripts) {
      const sources = sourcesOf(dist, file);
      for (const name of forbidden) {
        const hit = sources.find((s) => LATER_ONLY[name].test(s));
        if (hit) breaches.push(`${route}: ${file} carries ${name} (${hit.replace(/^(\.\.\/)+/, '')}), which must load only when a screen needs it`);
      }
    }
  }
  return { lines, breaches };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const { lines, breaches } = checkFirstRoutes(dist);
  console.log(`Script before the first paint of the portal's first routes (${dist}):`);
  for (const line of lines) console.log(`  ${line}`);
  if (breaches.length) {
    console.error(`\n${breaches.length} breach(es):`);
    for (const b of breaches) console.error(`  ${b}`);
    process.exit(1);
  }
}
