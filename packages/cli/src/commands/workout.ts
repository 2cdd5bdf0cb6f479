import { workoutView } from '@spotter/core/view-models';
import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { finishOpenWorkout, nextSession, startNextWorkout } from '../services/workout-log.js';

const declare = (command: Command) =>
  command
    .description(
      "your plan's next session: sets, reps, a load from your own last performance (and why), plates per side",
    )
    .option('--start', 'start that session (sets you log then land in it)')
    .option('--finish', 'finish the session you have open')
    .addOption(
      json(
        'print the next session as JSON (plan_id, plan_day, name, open_workout_id, exercises); with --start or --finish the session',
      ),
    )
    .addHelpText(
      'after',
      examples(
        ['spotter workout', "today's targets"],
        ['spotter workout --start', 'start it'],
        ['spotter workout --finish', 'finish it; the next targets move by the rules'],
        ['spotter workout --json | jq ".exercises[0].target_load_kg"', 'for scripts (kg)'],
      ),
    );

/** `spotter workout`: the plan's next session with targets, plates and the rule behind each; --start, --finish. */
async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  if (options.start && options.finish) throw new UsageError('Give --start or --finish, not both', usage);
  const [api, stored] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.finish) {
    const finished = await finishOpenWorkout({ api, userId: stored.id });
    if (!finished) throw new CliError('No session is open: start one with spotter workout --start');
    if (options.json) return ctx.out.json(finished);
    ctx.out.message(
      ctx.out.errColors.green(
        `Finished ${finished.name}: ${finished.sets.length} set${finished.sets.length === 1 ? '' : 's'} logged`,
      ),
    );
    ctx.out.result('Your next targets: spotter workout');
    return;
  }
  if (options.start) {
    const { workout, started } = await startNextWorkout({ api, userId: stored.id });
    if (options.json) return ctx.out.json(workout);
    ctx.out.message(ctx.out.errColors.green(started ? `Started ${workout.name}` : `${workout.name} is already open`));
    ctx.out.result(
      'Log each set with spotter log, e.g. spotter log squat 3x5@100kg; finish with spotter workout --finish',
    );
    return;
  }
  const { next, units } = await nextSession({ api, userId: stored.id });
  if (options.json) return ctx.out.json(next);
  const { bold, dim, cyan } = ctx.out.colors;
  ctx.out.result(bold(`Day ${next.plan_day}: ${next.name}${next.open_workout_id ? ' (in progress)' : ''}`));
  for (const row of workoutView(next, units)) {
    const pair = row.superset ? `${row.superset} ` : '';
    ctx.out.result(`${pair}${bold(row.name)}  ${row.dose}${row.load ? ` @ ${row.load}` : ''}  ${dim(row.rest)}`);
    if (row.warmUp) ctx.out.result(`    warm-up sets first: ${row.warmUp}`);
    if (row.plates) ctx.out.result(`    ${cyan(row.plates)}`);
    ctx.out.result(dim(`    ${row.reason}`));
  }
}

export default defineCommand({ declare, run });
