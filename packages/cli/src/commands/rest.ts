import { setTimeout as sleep } from 'node:timers/promises';
import { restClock } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { restCountdown } from '../services/workout-log.js';

/** Longest rest the timer takes: an hour. */
const MAX_REST = 3600;

/** `spotter rest 90`: a countdown on stderr (one line, redrawn on a terminal), a bell at the end; --json says how long. */
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<{ json?: boolean }>): Promise<void> {
  const raw = typeof args[0] === 'string' ? args[0] : '90';
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_REST) throw new UsageError(`<seconds> must be a whole number from 1 to ${MAX_REST} (got '${raw}')`, usage);
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
  ctx.out.message(rested === seconds ? `\u0007${ctx.out.errColors.green('Rest over: next set!')}` : `Rest stopped after ${restClock(rested)}`);
}
