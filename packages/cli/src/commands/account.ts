import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples } from '../command.js';

/** `spotter account …`: a group; its commands are files of their own. */
const declare = (command: Command) =>
  command
    .description('your account: signed-in devices, a new sign-in key, deleting it')
    .addHelpText(
      'after',
      examples(['spotter account devices', 'where you are signed in'], ['spotter account delete', 'delete everything']),
    );

export default defineCommand({ declare });
