import type { Command } from '@commander-js/extra-typings';
import { personalBestValue, titleCase } from '@spotter/core/view-models';
import { MESSAGES } from '@spotter/core/constants';
import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { listPersonalBests } from '../services/records.js';

const declare = (command: Command) =>
  command
    .description('list your personal bests')
    // Its own --json applies only before `add`; `pbs add … --json` is add's.
    .enablePositionalOptions()
    .addOption(json('print a JSON array of personal bests'))
    .option('--wide', 'on a terminal, every cell whole (the table is fitted to its width otherwise)')
    .addHelpText(
      'after',
      examples(['spotter pbs', 'all personal bests'], ['spotter pbs add squat 100 kg', 'log one by hand']),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
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

export default defineCommand({ declare, run });
