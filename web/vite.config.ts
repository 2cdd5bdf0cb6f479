import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
      if (stripped === code)
        this.error('sonner no longer injects its CSS with a top-level __insertCSS("…"): update web/vite.config.ts');
      return { code: stripped, map: null };
    },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies beside each hashed script and stylesheet, made once at build time:
 * the server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request at
 * the lighter settings it can afford per response.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'spotter:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      for (const name of await readdir(outDir)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const source = await readFile(join(outDir, name));
        await writeFile(
          join(outDir, `${name}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(join(outDir, `${name}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The offline worker: src/offline/service-worker.ts is built as a second entry to /sw.js (a worker's scope is its
 * folder, so it sits at the root, unhashed: the browser checks it for changes itself; the server sends it no-cache).
 * The worker is given the list of the build's files to keep, and its version (a hash of those content-hashed names),
 * so each build installs a fresh shell and drops the last.
 */
function offlineWorker(): Plugin {
  const placeholder = /(["'`])__SPOTTER_PRECACHE__\1/;
  return {
    name: 'spotter:offline-worker',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            sw: fileURLToPath(new URL('src/offline/service-worker.ts', import.meta.url)),
          },
          output: {
            entryFileNames: (chunk: { name: string }) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      const worker = bundle['sw.js'];
      if (!worker || worker.type !== 'chunk') return this.error('the offline worker was not built to sw.js');
      if (worker.imports.length > 0)
        this.error(
          `sw.js imports ${worker.imports.join(', ')}: a classic worker script cannot; keep its imports to its own modules`,
        );
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
        .sort()
        .map((name) => `/${name}`);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      if (!placeholder.test(worker.code)) this.error('sw.js has no __SPOTTER_PRECACHE__ to fill');
      worker.code = worker.code.replace(placeholder, JSON.stringify(JSON.stringify({ version, files })));
    },
  };
}

// @spotter/core resolves to its TypeScript sources through the "source" export condition.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), sonnerStylesAsFile(), precompressAssets(), offlineWorker()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false } },
  },
});
