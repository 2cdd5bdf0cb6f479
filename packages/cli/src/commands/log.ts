import type { SetType } from '@spotter/core/constants';
import { equipmentOf, parseSetSpec } from '@spotter/core/rules';
import { loggedSetLine, platesFor } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { logSets, undoLastLog } from '../services/workout-log.js';

interface LogFlags {
  rpe?: string;
  rir?: string;
  warmup?: boolean;
  drop?: boolean;
  failure?: boolean;
  note?: string;
  undo?: boolean;
  json?: boolean;
}

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
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<LogFlags>): Promise<void> {
  const words = (args[0] as string[] | undefined) ?? [];
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
