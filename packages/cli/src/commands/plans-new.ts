import type { Command } from '@commander-js/extra-typings';
import { planPlainText, planView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { createPlan } from '../services/profile.js';
import { equipmentFlag } from '../flags/equipment.js';

const declare = (command: Command) =>
  command
    .description(
      'build a new workout plan from your profile (goal, days, timeline, equipment, injuries); no photo needed',
    )
    .option('--equipment <list>', "plan for this equipment instead of your profile's, comma-separated")
    .addOption(json('print the plan as JSON'))
    .addHelpText(
      'after',
      examples(
        ['spotter plans new', 'from your profile'],
        ['spotter plans new --equipment "dumbbells,bench"', 'for a hotel gym'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const equipment = options.equipment === undefined ? undefined : equipmentFlag(options.equipment, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const plan = await createPlan({ api, user, equipment });
  if (options.json) return ctx.out.json(plan);
  ctx.out.message(ctx.out.errColors.green('A new plan from your profile:'));
  ctx.out.result(fitProse(ctx.out, planPlainText(planView(plan))));
}

export default defineCommand({ declare, run });
