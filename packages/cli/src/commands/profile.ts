import { profileRows } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { showProfile } from '../services/profile.js';

export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean }>): Promise<void> {
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  const profile = await showProfile({ api, store, user });
  if (options.json) return ctx.out.json(profile);
  const rows = profileRows(profile);
  const width = Math.max(...rows.map((row) => row.label.length));
  const { bold } = ctx.out.colors;
  ctx.out.result(rows.map((row) => `${bold(row.label.padEnd(width))}  ${row.value}`).join('\n'));
  ctx.out.message('Change it with `spotter profile set` (see `spotter profile set --help`).');
}
