import { readFileSync } from 'node:fs';

/** Written into the bundle the binary runs (scripts/bundle.js); absent when running the compiled files or the sources. */
declare const SPOTTER_CLI_VERSION: string | undefined;

/** The CLI's version: from the bundle, else read from its package.json (cheap: no other module loads for `--version`). */
export const cliVersion = (): string =>
  typeof SPOTTER_CLI_VERSION === 'string'
    ? SPOTTER_CLI_VERSION
    : (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
