import { workoutView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { finishOpenWorkout, startNextWorkout } from '../services/workout-log.js';

interface WorkoutFlags {
  start?: boolean;
  finish?: boolean;
  json?: boolean;
}

/** `spotter workout`: the plan's next session with targets, plates and the rule behind each; --start, --finish. */
export async function run(ctx: CliContext, { options, usage }: CommandInput<WorkoutFlags>): Promise<void> {
  if (options.start && options.finish) throw new UsageError('Give --start or --finish, not both', usage);
  const [api, stored] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.finish) {
    const finished = await finishOpenWorkout({ api, userId: stored.id });
    if (!finished) throw new CliError('No session is open: start one with spotter workout --start');
    if (options.json) return ctx.out.json(finished);
    ctx.out.message(ctx.out.errColors.green(`Finished ${finished.name}: ${finished.sets.length} set${finished.sets.length === 1 ? '' : 's'} logged`));
    ctx.out.result('Your next targets: spotter workout');
    return;
  }
  if (options.start) {
    const { workout, started } = await startNextWorkout({ api, userId: stored.id });
    if (options.json) return ctx.out.json(workout);
    ctx.out.message(ctx.out.errColors.green(started ? `Started ${workout.name}` : `${workout.name} is already open`));
    ctx.out.result('Log each set with spotter log, e.g. spotter log squat 3x5@100kg; finish with spotter workout --finish');
    return;
  }
  const [next, user] = await Promise.all([api.nextWorkout(stored.id), api.getUser(stored.id)]);
  if (options.json) return ctx.out.json(next);
  const { bold, dim, cyan } = ctx.out.colors;
  ctx.out.result(bold(`Day ${next.plan_day}: ${next.name}${next.open_workout_id ? ' (in progress)' : ''}`));
  for (const row of workoutView(next, user.units)) {
    const pair = row.superset ? `${row.superset} ` : '';
    ctx.out.result(`${pair}${bold(row.name)}  ${row.dose}${row.load ? ` @ ${row.load}` : ''}  ${dim(row.rest)}`);
    if (row.warmUp) ctx.out.result(`    warm-up sets first: ${row.warmUp}`);
    if (row.plates) ctx.out.result(`    ${cyan(row.plates)}`);
    ctx.out.result(dim(`    ${row.reason}`));
  }
}
