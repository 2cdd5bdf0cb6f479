import { personalBestValue, titleCase } from '@spotter/core/view-models';
import { MESSAGES } from '@spotter/core/constants';
import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { listPersonalBests } from '../services/records.js';

export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean; wide?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const bests = await listPersonalBests({ api, userId: user.id });
  if (options.json) return ctx.out.json(bests);
  if (!bests.length) return ctx.out.message(MESSAGES.noPersonalBests);
  printTable(
    ctx.out,
    ['Exercise', 'Best', 'Date'],
    bests.map((pb) => [titleCase(pb.exercise_name), personalBestValue(pb), pb.achieved_at.slice(0, 10)]),
    { wide: options.wide === true, names: [0] },
  );
}
