// Ships exactly one stylesheet per package: dist/style.css. esbuild writes one CSS file per entry
// point; the main entry re-exports every other entry, so its rules are a superset. Rules that only
// another entry holds are appended, each once.
import { readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const cssFiles = readdirSync(dist).filter((f) => f.endsWith('.css') && f !== 'style.css');
const split = (css) => css.replace(/\/\*# sourceMappingURL=.*?\*\//g, '').split(/(?<=\})\n/).map((r) => r.trim()).filter(Boolean);
const ordered = cssFiles.sort((a, b) => (a === 'index.css' ? -1 : b === 'index.css' ? 1 : a.localeCompare(b)));
const seen = new Set();
const out = [];
for (const f of ordered) {
  for (const rule of split(readFileSync(join(dist, f), 'utf8'))) {
    if (!seen.has(rule)) { seen.add(rule); out.push(rule); }
  }
  rmSync(join(dist, f));
  if (existsSync(join(dist, f + '.map'))) rmSync(join(dist, f + '.map'));
}
writeFileSync(join(dist, 'style.css'), out.join('\n') + '\n');
console.log(`style.css: ${out.length} rules from ${cssFiles.length} file(s)`);
