import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples } from '../command.js';

/** `spotter config …`: a group; its commands are files of their own. */
const declare = (command: Command) =>
  command
    .description('read and change the CLI config (apiUrl, currentUser)')
    .addHelpText(
      'after',
      examples(
        ['spotter config set apiUrl http://10.0.0.5:8787', 'use another server'],
        ['spotter config get apiUrl', 'print one value'],
        ['spotter config get --json', 'the whole config as JSON'],
        ['spotter config path', 'where the file lives (SPOTTER_CONFIG_DIR moves it)'],
      ),
    );

export default defineCommand({ declare });
