// Server-side rendering safety of the built package: importing both entries in plain Node (no
// window, no document) must not throw, a card fed a summary must render to HTML on the server,
// and defineForecastCardElement must refuse clearly. Runs after the build.
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

assert.equal(typeof globalThis.window, 'undefined');
const forecasts = await import('../dist/index.js');
const element = await import('../dist/element.js');
const summary = {
  market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', min: 1.005, max: 2, count: 2, dayCount: 1, from: '2019-07-06', to: '2019-07-06',
  forecast: [{ timestamp: '2019-07-06T05:00:00.000Z', forecast: 1.005 }, { timestamp: '2019-07-06T06:00:00.000Z', forecast: 2 }],
};
const html = renderToString(createElement(forecasts.ForecastCard, { forecast: summary, timeZone: 'UTC' }));
assert.match(html, /Generated on Jul 5, 2019, 5:00 AM/);
assert.throws(() => element.defineForecastCardElement(), /customElements/);
console.log(`ssr: both entries import in Node; card server-rendered (${html.length} chars)`);
