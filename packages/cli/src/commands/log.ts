import type { SetType, Units } from '@spotter/core/constants';
import { equipmentOf, parseSetSpec, type SetSpec } from '@spotter/core/rules';
import { loggedSetLine, platesFor } from '@spotter/core/view-models';
import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { logSets, profileUnits, setOrder, undoLastLog } from '../services/workout-log.js';

const declare = (command: Command) =>
  command
    .description(
      "log sets by hand: <lift> <sets>x<reps>[@<load>], a load without a unit in your profile units; a superset's lifts joined by +",
    )
    .argument('[set...]', "e.g. squat 3x5@100kg, 5@225lb bench, '30s plank', row 3x10@40kg + face pull 3x15@15kg")
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
        ['spotter log row 3x10@40kg + face pull 3x15@15kg', 'a superset: logged in turn, row, face pull, row…'],
        ['spotter log --undo', 'oops'],
      ),
    );

type LogFlags = InputOf<typeof declare>['options'];

function setTypeOf(flags: LogFlags, usage: string): SetType {
  const chosen = (['warmup', 'drop', 'failure'] as const).filter((type) => flags[type]);
  if (chosen.length > 1)
    throw new UsageError(
      `Pick one of --warmup, --drop, --failure (got ${chosen.map((c) => `--${c}`).join(' and ')})`,
      usage,
    );
  return chosen[0] ?? 'working';
}

function effort(flags: LogFlags, usage: string): { rpe?: number; rir?: number } {
  if (flags.rpe !== undefined && flags.rir !== undefined) throw new UsageError('Give --rpe or --rir, not both', usage);
  if (flags.rpe !== undefined) {
    const rpe = Number(flags.rpe);
    if (!(rpe >= 1 && rpe <= 10 && Number.isInteger(rpe * 2)))
      throw new UsageError(`--rpe must be from 1 to 10 in half steps (got '${flags.rpe}')`, usage);
    return { rpe };
  }
  if (flags.rir !== undefined) {
    const rir = Number(flags.rir);
    if (!(Number.isInteger(rir) && rir >= 0 && rir <= 10))
      throw new UsageError(`--rir must be a whole number from 0 to 10 (got '${flags.rir}')`, usage);
    return { rir };
  }
  return {};
}

/** `spotter log squat 3x5@100kg --rpe 8`: logs the sets (into the session you have open); `--undo` takes the last back. */
async function run(ctx: CliContext, { args: [words], options, usage }: InputOf<typeof declare>): Promise<void> {
  const [api, stored] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.undo) {
    if (words.length)
      throw new UsageError('--undo takes no set: it takes back the sets of your last spotter log', usage);
    const undone = await undoLastLog({ api, userId: stored.id });
    if (options.json) return ctx.out.json({ undone });
    if (!undone.length) throw new CliError('Nothing to undo: no set logged by hand yet');
    ctx.out.message(ctx.out.errColors.green(`Undone: ${undone.length} set${undone.length === 1 ? '' : 's'}`));
    for (const set of undone) ctx.out.result(loggedSetLine(set, stored.units));
    return;
  }
  const type = setTypeOf(options, usage);
  const { rpe, rir } = effort(options, usage);
  const units = await profileUnits({ api, userId: stored.id });
  const specs = readSets(words, units, usage);
  const logged = await logSets({ api, userId: stored.id, specs, setType: type, rpe, rir, note: options.note });
  if (options.json) return ctx.out.json({ sets: logged });
  const { green, dim } = ctx.out.errColors;
  const superset = specs.length > 1;
  const where = logged[0]?.workout_id ? ' in your session' : '';
  ctx.out.message(
    green(
      `Logged ${logged.length} set${logged.length === 1 ? '' : 's'}${superset ? `, a superset of ${specs.length} lifts in turn` : ''}${where}`,
    ),
  );
  // The logged sets come in the order they were done; each lift's first one stands for its sets.
  const order = setOrder(specs);
  for (const spec of specs) {
    const first = logged[order.indexOf(spec)];
    if (!first) continue;
    ctx.out.result(`${spec.sets > 1 ? `${spec.sets} × ` : ''}${loggedSetLine(first, units)}`);
    if (spec.loadKg && equipmentOf(spec.exercise) === 'barbell') ctx.out.result(`  ${platesFor(spec.loadKg, units)}`);
  }
  ctx.out.message(
    dim(
      `${superset ? 'Rest after each round, none between its lifts' : 'Rest'}: spotter rest 90; undo: spotter log --undo`,
    ),
  );
}

const ORDINALS = ['first', 'second', 'third', 'fourth'];

/**
 * The sets of one lift ('squat 3x5@100kg'), or of a superset: lifts joined by a lone '+' ('row 3x10@40kg + face pull
 * 3x15@15kg'), done in alternating rounds as the plan pairs them.
 */
function readSets(words: string[], units: Units, usage: string): SetSpec[] {
  const parts: string[][] = [[]];
  for (const word of words.join(' ').split(/\s+/).filter(Boolean)) {
    if (word === '+') parts.push([]);
    else parts[parts.length - 1]!.push(word);
  }
  if (parts.length > ORDINALS.length)
    throw new UsageError(`A superset is at most ${ORDINALS.length} lifts (got ${parts.length})`, usage);
  return parts.map((part, index) => {
    if (parts.length > 1 && !part.length)
      throw new UsageError("Put a lift on each side of '+': 'row 3x10@40kg + face pull 3x15@15kg'", usage);
    const parsed = parseSetSpec(part.join(' '), units);
    if (parsed.ok) return parsed.value;
    const error = parsed.errors._ ?? 'That set could not be read';
    throw new UsageError(parts.length > 1 ? `The ${ORDINALS[index]} lift of the superset: ${error}` : error, usage);
  });
}

export default defineCommand({ declare, run });
