import { Option, type Command } from 'commander';
import { examples, json, lazyAction, type CommandRunner } from './lazy-action.js';

/** workout, log, rest: the workout log from the terminal. */
export function addWorkoutLogCommands(program: Command, runner: CommandRunner): void {
  program
    .command('workout')
    .description("your plan's next session: sets, reps, a load from your own last performance (and why), plates per side")
    .option('--start', 'start that session (sets you log then land in it)')
    .option('--finish', 'finish the session you have open')
    .addOption(json('print the next session as JSON (plan_id, plan_day, name, open_workout_id, exercises); with --start or --finish the session'))
    .addHelpText(
      'after',
      examples(
        ['spotter workout', "today's targets"],
        ['spotter workout --start', 'start it'],
        ['spotter workout --finish', 'finish it; the next targets move by the rules'],
        ['spotter workout --json | jq ".exercises[0].target_load_kg"', 'for scripts (kg)'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/workout.js')));

  program
    .command('log')
    .description('log sets by hand: <lift> <sets>x<reps>[@<load>], a load without a unit in your profile units')
    .argument('[set...]', "e.g. squat 3x5@100kg, 5@225lb bench, '30s plank'")
    .option('--rpe <rpe>', 'how hard, 1-10 in half steps')
    .option('--rir <reps>', 'reps left in the tank, 0-10')
    .option('--warmup', 'warm-up sets (progression leaves them out)')
    .option('--drop', 'drop sets')
    .option('--failure', 'sets taken to failure')
    .option('--note <text>', 'a note on each set')
    .option('--undo', 'take back the sets of your last spotter log')
    .addOption(json('print { sets } (or { undone }) as JSON'))
    .addHelpText(
      'after',
      examples(
        ['spotter log squat 3x5@100kg --rpe 8', 'three sets of five at 100 kg'],
        ['spotter log bench 5@225lb', 'one set, in pounds'],
        ['spotter log 30s plank', 'a timed set'],
        ['spotter log squat 2x5@60kg --warmup', 'warm-ups'],
        ['spotter log --undo', 'oops'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/log.js')));

  program
    .command('rest')
    .description('a rest timer: counts down on stderr and rings at the end')
    .addOption(new Option('--json', 'print { rested_sec, complete } when it ends'))
    .argument('[seconds]', 'how long, 1-3600', '90')
    .addHelpText('after', examples(['spotter rest 90', 'ninety seconds'], ['spotter log squat 5@100kg && spotter rest 180', 'log, then rest']))
    .action(lazyAction(runner, () => import('../commands/rest.js')));
}
