// The checks `npm test` runs (scripts/run-steps.mjs runs and times them), in the order CI runs them.
// `after`: the steps that must have passed first; `quiet`: print the output only on failure.
export const steps = [
  { id: 'lint', title: 'lint (import direction included)', run: 'pnpm -s lint' },
  { id: 'cycles', title: 'circular imports', run: 'pnpm -s cycles', after: ['lint'] },
  { id: 'typecheck', title: 'typecheck (project references)', run: 'pnpm -s typecheck', after: ['cycles'] },
  { id: 'build', title: 'build every package', run: 'pnpm -s -r --reporter=append-only run build', quiet: true, after: ['typecheck'] },
  { id: 'publint', title: 'publint --strict', run: 'pnpm -s publint', after: ['build'] },
  { id: 'ssr', title: 'every package entry imports without a DOM (SSR)', run: 'pnpm -s check:ssr', after: ['publint'] },
  { id: 'changesets', title: 'changesets', run: 'node scripts/check-changesets.mjs', after: ['ssr'] },
  { id: 'unit', title: 'unit, property and component tests', run: 'pnpm -s unit', after: ['changesets'] },
  { id: 'unit-tz', title: 'utility time under TZ=UTC and TZ=America/Sao_Paulo', run: 'pnpm -s unit:tz', after: ['unit'] },
  { id: 'storybook', title: 'storybook build', run: 'pnpm -s build-storybook', quiet: true, after: ['unit-tz'] },
  { id: 'e2e', title: 'playwright: story smoke + portal e2e + example host (embed)', run: 'pnpm -s e2e', after: ['storybook'] },
  { id: 'size', title: 'size-limit', run: 'pnpm -s size', after: ['e2e'] },
];
