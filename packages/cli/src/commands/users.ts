import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples } from '../command.js';

/** `spotter users …`: a group; its commands are files of their own. */
const declare = (command: Command) =>
  command
    .description('switch between users')
    .addHelpText('after', examples(['spotter users use <id>', 'make that user current (asks for the token, unseen)']));

export default defineCommand({ declare });
