import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { listDevices } from '../services/account.js';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** The devices signed in to the account, this one marked. */
export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean; wide?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const devices = await listDevices({ api, user });
  if (options.json) return ctx.out.json(devices);
  // On a terminal the id's first 8 characters (revoke takes a unique prefix), so the device names get the room;
  // piped, the whole id, as --json has it.
  const short = ctx.out.stdout.isTTY && !options.wide;
  if (!short) {
    printTable(
      ctx.out,
      ['Id', 'Device', 'Last used', 'Signed in', ''],
      devices.map((d) => [d.id, d.device, when(d.last_used_at), when(d.created_at), d.current ? 'this device' : '']),
      { wide: options.wide === true },
    );
  } else {
    // What is needed to act, in 80 columns: the id's start (* marks this device), the name, when it was last used.
    printTable(
      ctx.out,
      ['Id', 'Device', 'Last used', 'Signed in'],
      devices.map((d) => [`${d.id.slice(0, 8)}${d.current ? '*' : ''}`, d.device, when(d.last_used_at), d.created_at.slice(0, 10)]),
      { names: [1] },
    );
    ctx.out.message('* this device; `--wide` shows whole ids.');
  }
  ctx.out.message('Rename one with `spotter account rename <id> <name>`; sign one out with `spotter account revoke <id>`, or every one with `--all`.');
}
