import { DeviceRenameSchema } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { renameDevice } from '../services/account.js';

/** Gives a signed-in device a name of the user's choosing (the list then shows it). */
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<{ json?: boolean }>): Promise<void> {
  const [deviceId, words] = args as [string, string[]];
  // The same rule the server applies, checked first so a blank name costs no request.
  const checked = DeviceRenameSchema.safeParse({ device: words.join(' ') });
  if (!checked.success) throw new UsageError(checked.error.issues[0]!.message, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const device = await renameDevice({ api, user, deviceId, name: checked.data.device });
  if (options.json) return ctx.out.json(device);
  ctx.out.message(`Device ${device.id.slice(0, 8)} is now named "${device.device}"${device.current ? ' (this device)' : ''}.`);
}
