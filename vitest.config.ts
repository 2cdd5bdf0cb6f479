import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run the TypeScript sources of our workspace packages directly: every
// package's `exports` has a "source" condition that points at src/.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
