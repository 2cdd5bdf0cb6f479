import type { Command } from '@commander-js/extra-typings';
import { planPlainText, planView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { listPlans } from '../services/records.js';

const declare = (command: Command) =>
  command
    .description('print your latest workout plan')
    // Its own flags apply only before `new`; `plans new … --json` is new's.
    .enablePositionalOptions()
    .option('-a, --all', 'every plan, latest first')
    .addOption(json('print a JSON array of plans'))
    .addHelpText(
      'after',
      examples(
        ['spotter plans', 'the latest plan'],
        ['spotter plans --all --json', 'every plan as JSON'],
        ['spotter plans new', 'a new plan from your profile'],
      ),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const plans = await listPlans({ api, userId: user.id, all: Boolean(options.all) });
  if (options.json) return ctx.out.json(plans);
  if (!plans.length)
    return ctx.out.message('No workout plan yet. Scan your equipment to get one: spotter scan <photo>');
  const { bold, dim } = ctx.out.colors;
  // Days and exercise lines from core's plan view (older plans: their stored text as it is).
  ctx.out.result(
    plans
      .map(
        (plan) =>
          `${bold(`Plan of ${plan.created_at.slice(0, 10)}`)} ${dim(plan.id)}\n${fitProse(ctx.out, planPlainText(planView(plan)))}`,
      )
      .join('\n'),
  );
  const example = plans
    .map(planView)
    .flatMap((view) => (view.kind === 'structured' ? view.days.flatMap((day) => day.exercises) : []))
    .find((row) => row.role === 'Main');
  if (example) ctx.out.message(dim(`An exercise's card (cues, muscles): spotter exercises show "${example.name}"`));
}

export default defineCommand({ declare, run });
