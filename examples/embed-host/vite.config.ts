import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// A host like any other: it uses the published builds of the packages (run `pnpm -r build`
// first) through their `exports`, and sends /api to the reference API on the same origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { port: Number(process.env.EMBED_PORT ?? 5174), proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  preview: { port: Number(process.env.EMBED_PORT ?? 5174), proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  build: {
    outDir: 'dist',
    rollupOptions: { input: {
      react: resolve(import.meta.dirname, 'index.html'),
      element: resolve(import.meta.dirname, 'element.html'),
      dashboard: resolve(import.meta.dirname, 'dashboard.html'),
    } },
  },
});
