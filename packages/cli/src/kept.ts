import { HELP_WIDTH } from './help-width.js';
import type { TextStream } from './output/output.js';

// Written into dist/bundle/kept.cjs by scripts/bundle.js; absent when running the sources (then the CLI answers).
declare const SPOTTER_CLI_VERSION: string | undefined;
declare const SPOTTER_ROOT_HELP: string | undefined;

const kept = () => ({
  version: typeof SPOTTER_CLI_VERSION === 'string' ? SPOTTER_CLI_VERSION : undefined,
  rootHelp: typeof SPOTTER_ROOT_HELP === 'string' ? SPOTTER_ROOT_HELP : undefined,
});

/**
 * What the launcher (bin/spotter.js, CommonJS, so Node's ESM loader never starts) prints for `--version` and for
 * `--help` before anything else loads: the version, and the root help as commander prints it on a pipe or a terminal
 * at least HELP_WIDTH wide (a narrower one wraps it differently). Null: run the CLI.
 */
export function keptAnswer(argv: readonly string[], stdout: TextStream, answers = kept()): string | null {
  if (argv.length !== 1) return null;
  if (argv[0] === '--version' || argv[0] === '-v') return answers.version === undefined ? null : `${answers.version}\n`;
  if (argv[0] !== '--help' && argv[0] !== '-h' && argv[0] !== 'help') return null;
  if (stdout.isTTY && (stdout.columns ?? 0) < HELP_WIDTH) return null;
  return answers.rootHelp ?? null;
}
