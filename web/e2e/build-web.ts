import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { hasChromium } from './browser';

/**
 * vitest globalSetup for the e2e project: the server serves what vite builds into web/dist. No build when no e2e test
 * can run (every one needs Chromium), nor when SPOTTER_E2E_SKIP_BUILD=1 says web/dist was just built (CI builds it
 * before the tests).
 */
export default async function buildWeb() {
  if (process.env.SPOTTER_E2E_SKIP_BUILD === '1' || !hasChromium()) return;
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
}
