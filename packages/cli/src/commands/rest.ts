import { setTimeout as sleep } from 'node:timers/promises';
import { restClock } from '@spotter/core/view-models';
import { Option, type Command } from '@commander-js/extra-typings';
import { defineCommand, examples, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { restCountdown } from '../services/workout-log.js';

/** Longest rest the timer takes: an hour. */
const MAX_REST = 3600;

const declare = (command: Command) =>
  command
    .description('a rest timer: counts down on stderr and rings at the end')
    .addOption(new Option('--json', 'print { rested_sec, complete } when it ends'))
    .argument('[seconds]', 'how long, 1-3600', '90')
    .addHelpText(
      'after',
      examples(
        ['spotter rest 90', 'ninety seconds'],
        ['spotter log squat 5@100kg && spotter rest 180', 'log, then rest'],
      ),
    );

/** `spotter rest 90`: a countdown on stderr (one line, redrawn on a terminal), a bell at the end; --json says how long. */
async function run(ctx: CliContext, { args: [raw], options, usage }: InputOf<typeof declare>): Promise<void> {
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_REST)
    throw new UsageError(`<seconds> must be a whole number from 1 to ${MAX_REST} (got '${raw}')`, usage);
  const live = ctx.out.stderr.isTTY === true;
  const rested = await restCountdown({
    seconds,
    signal: ctx.signal,
    sleep: (ms) => sleep(ms, undefined, { signal: ctx.signal }).catch(() => undefined),
    // A terminal sees the clock run on one line; a log gets a line a minute and the last ten seconds.
    tick: (left) => {
      if (live) ctx.out.stderr.write(`\rRest ${restClock(left)} `);
      else if (left % 60 === 0 || left <= 10) ctx.out.message(`Rest ${restClock(left)}`);
    },
  });
  if (live) ctx.out.stderr.write('\n');
  if (options.json) return ctx.out.json({ rested_sec: rested, complete: rested === seconds });
  ctx.out.message(
    rested === seconds
      ? `\u0007${ctx.out.errColors.green('Rest over: next set!')}`
      : `Rest stopped after ${restClock(rested)}`,
  );
}

export default defineCommand({ declare, run });
