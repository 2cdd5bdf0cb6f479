import type { SetType } from '@spotter/core/constants';
import { equipmentOf, parseSetSpec } from '@spotter/core/rules';
import { loggedSetLine, platesFor } from '@spotter/core/view-models';
import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { logSets, undoLastLog } from '../services/workout-log.js';

const declare = (command: Command) =>
  command
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
    );

type LogFlags = InputOf<typeof declare>['options'];

function setTypeOf(flags: LogFlags, usage: string): SetType {
  const chosen = (['warmup', 'drop', 'failure'] as const).filter((type) => flags[type]);
  if (chosen.length > 1) throw new UsageError(`Pick one of --warmup, --drop, --failure (got ${chosen.map((c) => `--${c}`).join(' and ')})`, usage);
  return chosen[0] ?? 'working';
}

function effort(flags: LogFlags, usage: string): { rpe?: number; rir?: number } {
  if (flags.rpe !== undefined && flags.rir !== undefined) throw new UsageError('Give --rpe or --rir, not both', usage);
  if (flags.rpe !== undefined) {
    const rpe = Number(flags.rpe);
    if (!(rpe >= 1 && rpe <= 10 && Number.isInteger(rpe * 2))) throw new UsageError(`--rpe must be from 1 to 10 in half steps (got '${flags.rpe}')`, usage);
    return { rpe };
  }
  if (flags.rir !== undefined) {
    const rir = Number(flags.rir);
    if (!(Number.isInteger(rir) && rir >= 0 && rir <= 10)) throw new UsageError(`--rir must be a whole number from 0 to 10 (got '${flags.rir}')`, usage);
    return { rir };
  }
  return {};
}

/** `spotter log squat 3x5@100kg --rpe 8`: logs the sets (into the session you have open); `--undo` takes the last back. */
async function run(ctx: CliContext, { args: [words], options, usage }: InputOf<typeof declare>): Promise<void> {
  const [api, stored] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.undo) {
    if (words.length) throw new UsageError('--undo takes no set: it takes back the sets of your last spotter log', usage);
    const undone = await undoLastLog({ api, userId: stored.id });
    if (options.json) return ctx.out.json({ undone });
    if (!undone.length) throw new CliError('Nothing to undo: no set logged by hand yet');
    ctx.out.message(ctx.out.errColors.green(`Undone: ${undone.length} set${undone.length === 1 ? '' : 's'}`));
    for (const set of undone) ctx.out.result(loggedSetLine(set, stored.units));
    return;
  }
  const type = setTypeOf(options, usage);
  const { rpe, rir } = effort(options, usage);
  const user = await api.getUser(stored.id);
  const parsed = parseSetSpec(words.join(' '), user.units);
  if (!parsed.ok) throw new UsageError(parsed.errors._ ?? 'That set could not be read', usage);
  const spec = parsed.value;
  const logged = await logSets({ api, userId: user.id, spec, setType: type, rpe, rir, note: options.note });
  if (options.json) return ctx.out.json({ sets: logged });
  const first = logged[0]!;
  const { green, dim } = ctx.out.errColors;
  ctx.out.message(green(`Logged ${logged.length} set${logged.length === 1 ? '' : 's'}${first.workout_id ? ' in your session' : ''}`));
  ctx.out.result(`${logged.length > 1 ? `${logged.length} × ` : ''}${loggedSetLine(first, user.units)}`);
  if (spec.loadKg && equipmentOf(spec.exercise) === 'barbell') ctx.out.result(`  ${platesFor(spec.loadKg, user.units)}`);
  ctx.out.message(dim('Rest: spotter rest 90; undo: spotter log --undo'));
}

export default defineCommand({ declare, run });
