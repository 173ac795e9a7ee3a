// The checks `npm test` runs; scripts/run-steps.mjs runs them two at a time and times each one.
// A step starts, in the order listed, once every step in its `after` has passed and a slot is free:
// the quick checks that fail most often (lint, typecheck, unit) first, so a failure is known within
// minutes. `quiet`: its output is printed only when it fails. `exclusive`: it takes both slots (it
// runs its own pool of workers and servers).
const checks = [
  { id: 'lint', title: 'lint (import direction included)', run: 'pnpm -s lint' },
  { id: 'typecheck', title: 'typecheck (project references)', run: 'pnpm -s typecheck' },
  { id: 'cycles', title: 'circular imports', run: 'pnpm -s cycles' },
  { id: 'changesets', title: 'changesets', run: 'node scripts/check-changesets.mjs' },
  // chDB (ClickHouse in-process, ~540 MB unpacked) for the DuckDB/ClickHouse parity tests, installed
  // into .chdb/ apart from the workspace's dependencies: `npm start` never installs it.
  { id: 'chdb', title: 'install chDB (ClickHouse parity tests)', run: 'bash scripts/ensure-chdb.sh' },
  { id: 'unit', title: 'unit, property and component tests (React 19 and 18)', run: 'pnpm -s unit', after: ['lint', 'typecheck', 'chdb'] },
  { id: 'build', title: 'build every package', run: 'pnpm -s -r --reporter=append-only run build', quiet: true, after: ['typecheck'] },
  { id: 'publint', title: 'publint --strict', run: 'pnpm -s publint', after: ['build'] },
  { id: 'ssr', title: 'every package entry imports without a DOM (SSR)', run: 'pnpm -s check:ssr', after: ['build'] },
  { id: 'size', title: 'size-limit', run: 'pnpm -s size', after: ['build'] },
  {
    id: 'portal-budget',
    title: "portal: script before the first routes' first paint (Brotli budget; no charts, grid, tables or maps)",
    run: 'node apps/portal/scripts/firstRouteBudget.mjs',
    after: ['build'],
  },
  { id: 'unit-tz', title: 'utility time under TZ=UTC and TZ=America/Sao_Paulo', run: 'pnpm -s unit:tz', after: ['lint', 'typecheck'] },
  { id: 'storybook', title: 'storybook build', run: 'pnpm -s build-storybook', quiet: true, after: ['typecheck'] },
  {
    id: 'e2e-seed',
    title: "seed the e2e API's database",
    run: 'LOADLINE_DATA_DIR=.loadline/e2e node --max-semi-space-size=64 apps/api/dist/main.js --seed-only',
    after: ['build'],
  },
  {
    id: 'e2e',
    title: 'playwright: story smoke + portal e2e + example host (embed)',
    run: 'pnpm -s e2e',
    exclusive: true,
    after: ['build', 'storybook', 'e2e-seed'],
  },
];

/** Installing comes first and is timed too: pnpm (pinned), the dependencies and Debian's chromium when absent. */
const install = { id: 'install', title: 'install what is missing (pnpm, dependencies, chromium)', run: 'bash scripts/ensure-deps.sh --browser' };

export const steps = [install, ...checks.map((s) => ({ ...s, after: ['install', ...(s.after ?? [])] }))];
