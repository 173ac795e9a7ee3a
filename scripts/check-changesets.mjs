// Validates .changeset/: the config parses and every changeset names only packages under packages/
// (published ones, and private ones that changesets versions but does not publish) with a valid bump. (`changeset status` compares against main and is run by release tooling.)
import { readdirSync, readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync('.changeset/config.json', 'utf8'));
if (config.updateInternalDependencies !== 'patch') throw new Error('.changeset/config.json: internal dependencies must be bumped as patch');
const manifests = readdirSync('packages').map((d) => JSON.parse(readFileSync(`packages/${d}/package.json`, 'utf8')));
const published = new Set(manifests.map((m) => m.name));
const privateCount = manifests.filter((m) => m.private === true).length;
let count = 0;
for (const f of readdirSync('.changeset').filter((f) => f.endsWith('.md') && f !== 'README.md')) {
  const text = readFileSync(`.changeset/${f}`, 'utf8');
  // An empty front matter (`---\n---`) is a changeset that bumps no package (a portal-only change).
  const front = /^---\n([\s\S]*?)\n?---/.exec(text);
  if (!front) throw new Error(`.changeset/${f}: no front matter`);
  for (const line of front[1].split('\n').filter(Boolean)) {
    const m = /^"?([^"]+)"?:\s*(major|minor|patch)$/.exec(line.trim());
    if (!m || !published.has(m[1])) throw new Error(`.changeset/${f}: bad line '${line}'`);
  }
  count++;
}
console.log(`${count} changeset(s) valid for ${published.size - privateCount} published and ${privateCount} private packages`);
