import type { Command } from '@commander-js/extra-typings';
import { MESSAGES, PERSONAL_BEST_UNITS } from '@spotter/core/constants';
import { validateLoad, validatePersonalBest } from '@spotter/core/rules';
import { personalBestValue, titleCase } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { CancelledError, UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { checkLift, type LiftCheck } from '../services/lift-name.js';
import { addPersonalBest } from '../services/records.js';

/**
 * A lift that is neither one the coach counts nor one already logged is never stored silently: a typo is asked
 * about on a terminal ("Did you mean squat?") and refused otherwise, naming the close one; a new lift takes --new.
 */
async function liftName(
  ctx: CliContext,
  typed: string,
  check: LiftCheck,
  isNew: boolean,
  usage: string,
): Promise<string> {
  // --new is the lifter saying this is a lift of its own: it keeps the name as typed, even where the lift key would
  // take it for a known one ('back squat' beside the coach's 'squat').
  if (isNew) return typed.trim();
  if (check.known) return check.value;
  const suggestion = check.closest ? `did you mean '${check.closest}'? ` : '';
  if (!ctx.interactive) {
    throw new UsageError(
      `'${check.value}' is not a lift you have logged or one the coach counts: ${suggestion}(pass --new to log a new lift)`,
      usage,
    );
  }
  const ask = await ctx.prompter('--new');
  if (
    check.closest &&
    (await ask.confirm(`'${check.value}' is not a lift you have logged. Did you mean '${check.closest}'?`, {
      initial: true,
    }))
  )
    return check.closest;
  if (await ask.confirm(`Log '${check.value}' as a new lift?`)) return check.value;
  throw new CancelledError();
}

const declare = (command: Command) =>
  command
    .description('log a personal best (kept only when it beats your best)')
    .argument('<exercise>', 'e.g. squat, "bench press"')
    .argument('<value>', 'a number, e.g. 100 or 12.5')
    .argument('<unit>', `one of ${PERSONAL_BEST_UNITS.join(', ')}`)
    .option('--load-kg <kg>', 'for reps: the load they were done at ("5 reps @ 100 kg")')
    .option('--new', 'log a lift that is not one the coach counts nor one you have logged (never taken silently)')
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter pbs add squat 100 kg', 'a new best squat'],
        ['spotter pbs add "zercher squat" 80 kg --new', 'a lift of your own'],
        ['spotter pbs add pull_up 12 reps', 'most pull-ups'],
        ['spotter pbs add squat 5 reps --load-kg 100', '5 reps at 100 kg'],
      ),
    );

async function run(ctx: CliContext, { args, options, usage }: InputOf<typeof declare>): Promise<void> {
  const [exercise, rawValue, unit] = args.map(String) as [string, string, string];
  const value = Number(rawValue);
  if (!Number.isFinite(value) || value <= 0)
    throw new UsageError(`<value> must be a number greater than 0 (got '${rawValue}')`, usage);
  // core's rule: the same units every client offers (kg, lb, reps, …), checked before anything is sent.
  const load = validateLoad(options.loadKg);
  if (!load.ok) throw new UsageError(`--load-kg: ${load.errors.load_kg} (got '${options.loadKg}')`, usage);
  const checked = validatePersonalBest({
    exercise_name: exercise,
    value,
    unit,
    ...(load.value === undefined ? {} : { load_kg: load.value }),
  });
  if (!checked.ok)
    throw new UsageError(
      checked.errors.load_kg ?? `${Object.values(checked.errors).join('; ')} (got '${unit}')`,
      usage,
    );
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const lift = await liftName(
    ctx,
    exercise,
    await checkLift({ api, userId: user.id, exercise }),
    Boolean(options.new),
    usage,
  );
  const result = await addPersonalBest({
    api,
    userId: user.id,
    exercise: lift,
    value,
    unit: checked.value.unit,
    loadKg: checked.value.load_kg,
  });
  if (options.json) return ctx.out.json(result);
  const best = `${titleCase(result.personal_best.exercise_name)}: ${personalBestValue(result.personal_best)}`;
  if (result.is_new_pr) ctx.out.message(ctx.out.errColors.green(MESSAGES.newPersonalBest));
  else ctx.out.message('Not a new best: your personal best stays.');
  ctx.out.result(best);
}

export default defineCommand({ declare, run });
