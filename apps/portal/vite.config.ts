import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { identifiers, sourceAliases } from '../../scripts/aliases.ts';

// The portal builds the workspace packages from source; the API serves dist/ on the same origin.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers })],
  resolve: { alias: sourceAliases },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  build: { outDir: 'dist', sourcemap: true },
});
