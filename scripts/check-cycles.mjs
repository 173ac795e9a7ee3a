// Fails on any circular import inside the workspace's packages and apps (dpdm, TypeScript-aware).
import { parseDependencyTree, parseCircular, prettyCircular } from 'dpdm';
import { readdirSync, existsSync } from 'node:fs';

const entries = [];
for (const dir of ['packages', 'apps']) {
  for (const name of readdirSync(dir)) {
    for (const src of [`${dir}/${name}/src/index.ts`, `${dir}/${name}/src/main.ts`, `${dir}/${name}/src/main.tsx`, `${dir}/${name}/src/react/index.ts`, `${dir}/${name}/src/testing/index.ts`, `${dir}/${name}/src/charts/index.ts`]) {
      if (existsSync(src)) entries.push(src);
    }
  }
}
const tree = await parseDependencyTree(entries, { context: process.cwd(), transform: true, skipDynamicImports: false, tsconfig: 'tsconfig.base.json' });
const cycles = parseCircular(tree);
if (cycles.length) {
  console.error(`Circular imports (${cycles.length}):\n${prettyCircular(cycles)}`);
  process.exit(1);
}
console.log(`No circular imports across ${Object.keys(tree).length} modules.`);
