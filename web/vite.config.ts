import { defineConfig, defaultClientConditions } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// @spotter/core resolves to its TypeScript sources through the "source" export condition.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false } },
  },
});
