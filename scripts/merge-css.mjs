// Ships exactly one stylesheet per package: dist/style.css. esbuild writes one CSS file per entry
// point; the main entry re-exports every other entry, so its rules are a superset. Rules that only
// another entry holds are appended, each once.
import { readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const cssFiles = readdirSync(dist).filter((f) => f.endsWith('.css') && f !== 'style.css');
// Top-level blocks (a rule with the comment before it, or a whole @media / @keyframes block), found
// by brace depth so a nested block's closing brace is never split off (and deduplicated away).
const split = (css) => {
  const src = css.replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(src.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  out.push(src.slice(start).trim());
  return out.filter(Boolean);
};
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
