import { Option, type Command } from '@commander-js/extra-typings';
import cliProgress from 'cli-progress';
import type { ImportProgress } from '@spotter/core/schemas';
import { importPreview } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { importLogFile } from '../services/import-log.js';
import { noProgress, progressBars } from '../upload/progress-display.js';

const declare = (command: Command) =>
  command
    .description('bring your history: import a CSV export of Strong, Hevy or FitNotes into your workout log')
    .argument('<file>', 'the CSV the app exported')
    .option('--dry-run', 'only say what would be imported (workouts, sets, exercises, skipped rows); store nothing')
    .addOption(
      new Option('--units <units>', "the unit of loads when the file does not say (Strong's current export)").choices([
        'kg',
        'lb',
      ]),
    )
    .addOption(
      json('print the answer as JSON (format, layout, workouts, sets, duplicates, exercises, units, skipped…)'),
    )
    .addHelpText(
      'after',
      `${examples(
        ['spotter import strong.csv --dry-run', 'what would come in, and which exercises are new'],
        ['spotter import strong.csv --units kg', 'import it; loads in kg'],
        ['spotter import hevy.csv --json | jq .sets', 'sets added'],
      )}
Importing the same file again adds nothing. Strong's current export has no unit column: the loads are read as kg or
lb from the plates they need when that is clear, else you are asked for --units (a dry run shows both readings).
Exit code 0 when imported (or previewed), 1 when the file was refused (with the line and reason).
`,
    );

/** `spotter import strong.csv [--dry-run] [--units kg|lb] [--json]`: another app's history into the log. */
async function run(ctx: CliContext, { args: [file], options }: InputOf<typeof declare>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const { out } = ctx;
  const bars = out.stderr.isTTY && !options.json;
  const display = bars ? progressBars(out) : noProgress(out);
  let started = false;
  // Once sent, a bar of the server's reading of the file in place of the upload's.
  let reading: cliProgress.SingleBar | null = null;
  const onProgress = (progress: ImportProgress) => {
    if (!reading) {
      display.stop();
      reading = new cliProgress.SingleBar(
        {
          stream: out.stderr as NodeJS.WritableStream,
          format: ' {bar} {state}',
          barsize: 20,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
      reading.start(100, 0, { state: '' });
    }
    const percent = progress.bytes_total ? Math.round((100 * progress.bytes_read) / progress.bytes_total) : 0;
    reading.update(percent, {
      state: `${progress.step === 'checking' ? 'checking the file' : 'importing'} ${percent}%`,
    });
  };
  const result = await importLogFile({
    api,
    userId: user.id,
    file,
    dryRun: options.dryRun === true,
    units: options.units,
    // The upload's bytes, then the server reading and writing (one transaction).
    onBytes: (sent, total) => {
      if (!started) display.start(file, total);
      started = true;
      display.update(file, sent < total ? { phase: 'uploading', sent, total } : { phase: 'analyzing', analysis: null });
    },
    onProgress: bars ? onProgress : undefined,
    signal: ctx.signal,
  }).finally(() => {
    display.stop();
    reading?.stop();
  });
  if (options.json) return out.json(result);

  const view = importPreview(result);
  const { bold, yellow, dim } = out.colors;
  const lines = [
    bold(view.title),
    view.counts,
    ...view.exercises.map((line) => `  ${line}`),
    view.units.question ? yellow(view.units.line) : view.units.line,
  ];
  lines.push(...view.units.readings.map((line) => dim(`  ${line}`)));
  if (view.skipped.length)
    lines.push(
      `Skipped ${result.skipped_count} row${result.skipped_count === 1 ? '' : 's'}:`,
      ...view.skipped.map((line) => dim(`  ${line}`)),
    );
  if (result.dry_run)
    lines.push(
      dim(
        view.units.question
          ? 'Nothing stored. Run it again without --dry-run and with --units kg or --units lb.'
          : 'Nothing stored (a dry run). Run it again without --dry-run to import.',
      ),
    );
  out.result(lines.join('\n'));
}

export default defineCommand({ declare, run });
