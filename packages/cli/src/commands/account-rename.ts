import type { Command } from '@commander-js/extra-typings';
import { DeviceRenameSchema } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { renameDevice } from '../services/account.js';

const declare = (command: Command) =>
  command
    .description('give a signed-in device a name of your own (the device list shows it)')
    .argument('<device-id>', 'an id from `spotter account devices`, or its first characters (e.g. 82974c91)')
    .argument('<name...>', 'the new name (words are joined with spaces)')
    .addOption(json('print the renamed device { id, device, created_at, last_used_at, current }'))
    .addHelpText('after', examples(['spotter account rename 82974c91 "work laptop"', 'rename that device']));

/** Gives a signed-in device a name of the user's choosing (the list then shows it). */
async function run(ctx: CliContext, { args, options, usage }: InputOf<typeof declare>): Promise<void> {
  const [deviceId, words] = args;
  // The same rule the server applies, checked first so a blank name costs no request.
  const checked = DeviceRenameSchema.safeParse({ device: words.join(' ') });
  if (!checked.success) throw new UsageError(checked.error.issues[0]!.message, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const device = await renameDevice({ api, user, deviceId, name: checked.data.device });
  if (options.json) return ctx.out.json(device);
  ctx.out.message(
    `Device ${device.id.slice(0, 8)} is now named "${device.device}"${device.current ? ' (this device)' : ''}.`,
  );
}

export default defineCommand({ declare, run });
