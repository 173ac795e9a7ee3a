import { defineConfig } from 'tsup';

// The API bundles @loadline/core's source (schemas and the query model) so it runs from dist alone.
// Entries: the server, the pricing worker process (BullMQ), the pricing job thread and the import
// uploads' checking thread.
export default defineConfig({
  entry: { main: 'src/main.ts', worker: 'src/worker.ts', pricingJobThread: 'src/pricing/jobThread.worker.ts', importThread: 'src/import/importThread.worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@loadline\//],
});
