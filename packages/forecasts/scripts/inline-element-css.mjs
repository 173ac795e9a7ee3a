// Writes the stylesheets of @loadline/ui and @loadline/forecasts into the built custom element,
// replacing the placeholder string of src/element/defineForecastCardElement.tsx, so the element
// can put them in each shadow root without a second request. Runs after tsup and merge-css.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PLACEHOLDER = '__LOADLINE_FORECASTS_ELEMENT_CSS__';
const dist = join(process.cwd(), 'dist');
const require = createRequire(join(process.cwd(), 'package.json'));
const uiCss = readFileSync(require.resolve('@loadline/ui/style.css'), 'utf8');
const ownCss = readFileSync(join(dist, 'style.css'), 'utf8');
const css = `${uiCss}\n${ownCss}`.replace(/\/\*# sourceMappingURL=.*?\*\//g, '');

let replaced = 0;
for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  if (!code.includes(PLACEHOLDER)) continue;
  writeFileSync(path, code.split(`"${PLACEHOLDER}"`).join(JSON.stringify(css)).split(`'${PLACEHOLDER}'`).join(JSON.stringify(css)));
  replaced += 1;
}
if (replaced === 0) throw new Error(`inline-element-css: placeholder ${PLACEHOLDER} not found in dist/*.js`);
console.log(`element css: ${(css.length / 1024).toFixed(1)} KiB inlined into ${replaced} file(s)`);
