import { Option, type Command } from '@commander-js/extra-typings';
import { UPLOAD_EXERCISES } from '@spotter/core/constants';
import { HISTORY_EMPTY, historyRows, progressByExercise } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { printTable, showsEverything } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { listHistory } from '../services/history.js';

/** Most sets --limit takes; --all has none. */
const MAX_LIMIT = 1000;

const declare = (command: Command) =>
  command
    .description(
      'your training history: every counted set (reps, load, form), latest first, with sparklines of reps and load per exercise',
    )
    .addOption(new Option('-e, --exercise <exercise>', 'only this lift').choices(UPLOAD_EXERCISES))
    .option('-n, --limit <n>', 'how many of the latest sets', '20')
    .option('-a, --all', 'every set')
    .addOption(
      json(
        'print a JSON array of sets (id, exercise_name, reps, duration_sec, distance_m, load_kg, rpe, rir, set_type, note, performed_at, workout_id, source, client_id, coach_reps, media_id, faults, processed_url, rep_times)',
      ),
    )
    .option(
      '--wide',
      'on a terminal, every cell whole, each fault named, with the video link and the id (as piped output always has them)',
    )
    .addHelpText(
      'after',
      examples(
        ['spotter history', 'the latest 20 sets and how each lift progresses'],
        ['spotter history --exercise squat --json', 'your squat sets as JSON'],
        ['spotter history -e squat --all --json | jq "[.[] | .load_kg]"', 'every squat load'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  // commander has checked --exercise against the lifts (its choices).
  const exercise = options.exercise;
  const limit = Number(options.limit);
  if (!options.all && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)) {
    throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT} (got '${options.limit}')`, usage);
  }
  const [api, user, absoluteUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.absoluteUrls()]);
  const sets = await listHistory({ api, userId: user.id, exercise, limit: options.all ? null : limit, absoluteUrl });
  if (options.json) return ctx.out.json(sets);
  if (!sets.length) return ctx.out.message(HISTORY_EMPTY);

  const { bold, dim } = ctx.out.colors;
  const views = progressByExercise(sets);
  const name = Math.max(...views.map((view) => view.label.length));
  for (const view of views) {
    const load = view.hasLoad ? `   load ${view.loadBars}` : '';
    ctx.out.result(`${bold(view.label.padEnd(name))}   reps ${view.repsBars}${load}`);
    ctx.out.result(dim(`${' '.repeat(name)}   ${view.summary}`));
  }
  ctx.out.result('');
  // Fitted to a terminal, the form column counts the faults; --wide and pipes name them, with the video and the id.
  const everything = showsEverything(ctx.out, options.wide);
  const rows = historyRows(sets).map((row) =>
    everything
      ? [
          row.date,
          row.exercise,
          row.result,
          row.faultList.map((fault) => fault.text).join('; ') || row.faults,
          row.videoUrl ?? '',
          row.id,
        ]
      : [row.date, row.exercise, row.result, row.faults],
  );
  printTable(ctx.out, ['Date', 'Exercise', 'Result', 'Form', ...(everything ? ['Video', 'Id'] : [])], rows, {
    wide: options.wide === true,
    names: [1],
  });
}

export default defineCommand({ declare, run });
