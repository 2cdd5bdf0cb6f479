import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** vitest globalSetup for the e2e project: the server serves what vite builds into web/dist. */
export default async function buildWeb() {
  if (process.env.SPOTTER_E2E_SKIP_BUILD === '1') return;
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
}
