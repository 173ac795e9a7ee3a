// Server-side rendering safety of the built packages: every entry and subpath export (the
// `import` condition of each `exports` key) of every package under packages/ must import in plain
// Node, with no window and no document, as a host's server render would import it. A forecast
// card fed a summary must also render to HTML on the server, and defineForecastCardElement must
// refuse clearly. Runs after the build: `node scripts/check-ssr.mjs [package folder ...]` (all when
// none is named, e.g. `node scripts/check-ssr.mjs forecasts` after the forecasts build).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const root = resolve(import.meta.dirname, '..', 'packages');
const named = process.argv.slice(2);
const folders = named.length > 0 ? named : readdirSync(root).filter((d) => !d.startsWith('.'));

assert.equal(typeof globalThis.window, 'undefined');
assert.equal(typeof globalThis.document, 'undefined');

/** The built module of each JavaScript subpath export of a package: `[subpath, file]`. */
function entries(folder) {
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  const out = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'string' ? target : (target.import ?? target.default);
    if (typeof file === 'string' && file.endsWith('.js')) out.push([`${manifest.name}${subpath.slice(1)}`, join(root, folder, file)]);
  }
  assert.ok(out.length > 0, `${manifest.name}: no JavaScript export to check`);
  return out;
}

const loaded = new Map();
for (const folder of folders) {
  for (const [specifier, file] of entries(folder)) {
    try {
      loaded.set(specifier, await import(pathToFileURL(file).href));
    } catch (error) {
      throw new Error(`${specifier} (${file}) does not import in Node without a DOM: ${error instanceof Error ? error.message : error}`, { cause: error });
    }
  }
}

let rendered = '';
const forecasts = loaded.get('@loadline/forecasts');
if (forecasts) {
  const summary = {
    market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', min: 1.005, max: 2, count: 2, dayCount: 1, from: '2019-07-06', to: '2019-07-06',
    forecast: [{ timestamp: '2019-07-06T05:00:00.000Z', forecast: 1.005 }, { timestamp: '2019-07-06T06:00:00.000Z', forecast: 2 }],
  };
  const html = renderToString(createElement(forecasts.ForecastCard, { forecast: summary, timeZone: 'UTC' }));
  assert.match(html, /Generated on Jul 5, 2019, 5:00 AM/);
  assert.throws(() => loaded.get('@loadline/forecasts/element').defineForecastCardElement(), /customElements/);
  rendered = `; forecast card server-rendered (${html.length} chars)`;
}
console.log(`ssr: ${loaded.size} entries import in Node (${[...loaded.keys()].join(', ')})${rendered}`);
