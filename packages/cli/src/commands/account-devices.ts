import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { listDevices } from '../services/account.js';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** The devices signed in to the account, this one marked. */
export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const devices = await listDevices({ api, user });
  if (options.json) return ctx.out.json(devices);
  printTable(
    ctx.out,
    ['Id', 'Device', 'Signed in', 'Last used', ''],
    devices.map((d) => [d.id, d.device, when(d.created_at), when(d.last_used_at), d.current ? 'this device' : '']),
  );
  ctx.out.message('Sign one out with `spotter account revoke <id>`, or every one with `spotter account revoke --all`.');
}
