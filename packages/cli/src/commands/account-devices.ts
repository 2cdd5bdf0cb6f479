import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { listDevices } from '../services/account.js';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

const declare = (command: Command) =>
  command
    .description('the devices signed in to your account (this one marked)')
    .addOption(json('print a JSON array of { id, device, created_at, last_used_at, current }'))
    .option(
      '--wide',
      'on a terminal, whole ids and every cell whole (ids are shown by their first 8 characters otherwise)',
    )
    .addHelpText(
      'after',
      examples(
        ['spotter account devices', 'a table'],
        ['spotter account devices --json | jq -r ".[].device"', 'their names'],
        ['spotter account rename 82974c91 "work laptop"', 'name one'],
      ),
    );

/** The devices signed in to the account, this one marked. */
async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
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
      devices.map((d) => [
        `${d.id.slice(0, 8)}${d.current ? '*' : ''}`,
        d.device,
        when(d.last_used_at),
        d.created_at.slice(0, 10),
      ]),
      { names: [1] },
    );
    ctx.out.message('* this device; `--wide` shows whole ids.');
  }
  ctx.out.message(
    'Rename one with `spotter account rename <id> <name>`; sign one out with `spotter account revoke <id>`, or every one with `--all`.',
  );
}

export default defineCommand({ declare, run });
