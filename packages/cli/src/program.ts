import { readFileSync } from 'node:fs';
import { Command } from 'commander';

export const cliVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The `spotter` command tree. Each command's code loads only when it runs. */
export function buildProgram(): Command {
  const program = new Command('spotter')
    .description('Spotter, your AI fitness coach, in the terminal.')
    .version(cliVersion(), '-v, --version')
    .showHelpAfterError('(run `spotter --help` for usage)');

  program
    .command('serve')
    .description('start the Spotter server (API and web app); see `spotter serve --help`')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      // bin/spotter.js hands `serve` to @spotter/server before the CLI loads; reaching here is a packaging bug.
      throw new Error('spotter serve must be started through the spotter executable (bin/spotter.js)');
    });

  return program;
}
