import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples } from '../command.js';

/** `spotter admin …`: a group; its commands are files of their own. */
const declare = (command: Command) =>
  command.description("review community contributions (needs the server's SPOTTER_ADMIN_TOKEN)").addHelpText(
    'after',
    `${examples(['spotter admin review', 'walk the pending queue on a terminal'], ['spotter admin contributions --json', 'the queue for scripts'])}
Only approved contributions are shown to others and used by the coach. A server without SPOTTER_ADMIN_TOKEN has no admin API.
`,
  );

export default defineCommand({ declare });
