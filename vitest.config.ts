import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run the TypeScript sources of our workspace packages directly: every package's `exports` has a
// "source" condition pointing at src/. Conditions are set per project: the browser project must not get Node's.
// Not 'module' for Node: it picks bundler builds (the AWS SDK's dist-es, whose imports have no extensions) that
// Node itself never loads; without it Node's own choice ('node', 'import') is what tests run, as in production.
const server = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];
const client = ['source', ...defaultClientConditions];
const node = { resolve: { conditions: server }, ssr: { resolve: { conditions: server } } };

// Two test files at a time on the 2-core CI machine (vitest's default there is one: cores - 1). Most files wait on
// servers, ffmpeg, child processes and Chromium, so two run side by side in little more than the time of one.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        ...node,
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          // Two files at a time on a loaded machine: a CLI test of a few child processes in a row needs room.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A worker keeps its modules from one file to the next (the server, PGlite's WebAssembly, TensorFlow):
          // loading them again for every file took about half of this project's time. The tests share no module
          // state: each starts its own servers and temp dirs, and none mocks modules, globals or timers.
          isolate: false,
          // The MCP SDK's client imports eventsource-parser, whose "source" condition is TypeScript: vite, not Node,
          // must load the SDK so that condition is resolved to something runnable.
          server: { deps: { inline: ['@modelcontextprotocol/sdk'] } },
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: client },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        ...node,
        test: {
          name: 'web-e2e',
          root: './web',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/build-web.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file has its own server, data dir and Chromium, so an e2e file runs beside another file rather than
          // alone after all of them.
        },
      },
    ],
  },
});
