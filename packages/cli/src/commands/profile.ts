import type { Command } from '@commander-js/extra-typings';
import { profileRows } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { showProfile } from '../services/profile.js';

const declare = (command: Command) =>
  command
    .description('show your profile (what the coach and your plans are built from)')
    // Its own --json applies only before `set`; `profile set … --json` is set's.
    .enablePositionalOptions()
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter profile', 'every field'],
        ['spotter profile --json | jq .days_per_week', 'one field for scripts'],
      ),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  const profile = await showProfile({ api, store, user });
  if (options.json) return ctx.out.json(profile);
  const rows = profileRows(profile);
  const width = Math.max(...rows.map((row) => row.label.length));
  const { bold } = ctx.out.colors;
  ctx.out.result(rows.map((row) => `${bold(row.label.padEnd(width))}  ${row.value}`).join('\n'));
  ctx.out.message('Change it with `spotter profile set` (see `spotter profile set --help`).');
}

export default defineCommand({ declare, run });
