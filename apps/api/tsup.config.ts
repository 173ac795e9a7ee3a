import { defineConfig } from 'tsup';

// The API bundles @loadline/core's source (schemas and the query model) so it runs from dist alone.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@loadline\//],
});
