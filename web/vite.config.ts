import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * sonner injects its stylesheet as an inline <style>, which the server's CSP (style-src 'self', no 'unsafe-inline')
 * refuses. The build drops that injection; components/app-toaster.tsx imports the same CSS as a file instead.
 * Fails the build when sonner changes how it injects, rather than shipping unstyled toasts.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: 'spotter:sonner-styles-as-file',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);?$/m, '');
      if (stripped === code) this.error('sonner no longer injects its CSS with a top-level __insertCSS("…"): update web/vite.config.ts');
      return { code: stripped, map: null };
    },
  };
}

// @spotter/core resolves to its TypeScript sources through the "source" export condition.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), sonnerStylesAsFile()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false } },
  },
});
