// `pnpm bench`: runs every benchmark of the workspace in turn and prints its figures.
// Each benchmark is a root script named bench:<name>; `pnpm bench <name> ...` runs only those.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const only = process.argv.slice(2);
const names = Object.keys(scripts).filter((s) => s.startsWith('bench:')).filter((s) => !only.length || only.includes(s.slice(6)));
if (!names.length) {
  console.error(`No benchmark matches ${only.join(', ')}`);
  process.exit(1);
}
execSync('bash scripts/ensure-deps.sh --browser', { stdio: 'inherit' });
let failed = 0;
for (const name of names) {
  console.log(`\n=== ${name}`);
  try {
    execSync(`pnpm -s run ${name}`, { stdio: 'inherit' });
  } catch {
    failed++;
    console.log(`${name} failed`);
  }
}
process.exit(failed ? 1 : 0);
