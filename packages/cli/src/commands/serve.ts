import type { Command } from '@commander-js/extra-typings';
import { defineCommand } from '../command.js';

/** Listed here for help and completion; bin/spotter.js hands `spotter serve` to @spotter/server before the CLI loads. */
const declare = (command: Command) =>
  command
    .description('start the Spotter server (API and web app); see `spotter serve --help`')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments();

function run(): Promise<void> {
  // Reaching here is a packaging bug.
  throw new Error('spotter serve must be started through the spotter executable (bin/spotter.js)');
}

export default defineCommand({ declare, run });
