import type { Command } from '@commander-js/extra-typings';
import { defineCommand } from '../command.js';

/** Listed here for help and completion; bin/spotter.js hands `spotter worker` to @spotter/server before the CLI loads. */
const declare = (command: Command) =>
  command
    .description(
      'take analysis jobs from the PostgreSQL queue, no HTTP (SPOTTER_QUEUE=postgres); see `spotter worker --help`',
    )
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments();

function run(): Promise<void> {
  // Reaching here is a packaging bug.
  throw new Error('spotter worker must be started through the spotter executable (bin/spotter.js)');
}

export default defineCommand({ declare, run });
