import { readFileSync } from 'node:fs';

/** The CLI's version, read from its package.json (cheap: no other module loads for `--version`). */
export const cliVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
