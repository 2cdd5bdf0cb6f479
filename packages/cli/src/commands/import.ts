import cliProgress from 'cli-progress';
import type { ImportProgress } from '@spotter/core/schemas';
import { importPreview } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { importLogFile } from '../services/import-log.js';
import { noProgress, progressBars } from '../upload/progress-display.js';

interface ImportFlags {
  dryRun?: boolean;
  units?: string;
  json?: boolean;
}

/** `spotter import strong.csv [--dry-run] [--units kg|lb] [--json]`: another app's history into the log. */
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<ImportFlags>): Promise<void> {
  const file = args[0] as string;
  if (options.units !== undefined && options.units !== 'kg' && options.units !== 'lb') throw new UsageError(`--units must be kg or lb (got '${options.units}')`, usage);
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
      reading = new cliProgress.SingleBar({ stream: out.stderr as NodeJS.WritableStream, format: ' {bar} {state}', barsize: 20, hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic);
      reading.start(100, 0, { state: '' });
    }
    const percent = progress.bytes_total ? Math.round((100 * progress.bytes_read) / progress.bytes_total) : 0;
    reading.update(percent, { state: `${progress.step === 'checking' ? 'checking the file' : 'importing'} ${percent}%` });
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
  const lines = [bold(view.title), view.counts, ...view.exercises.map((line) => `  ${line}`), view.units.question ? yellow(view.units.line) : view.units.line];
  lines.push(...view.units.readings.map((line) => dim(`  ${line}`)));
  if (view.skipped.length) lines.push(`Skipped ${result.skipped_count} row${result.skipped_count === 1 ? '' : 's'}:`, ...view.skipped.map((line) => dim(`  ${line}`)));
  if (result.dry_run) lines.push(dim(view.units.question ? 'Nothing stored. Run it again without --dry-run and with --units kg or --units lb.' : 'Nothing stored (a dry run). Run it again without --dry-run to import.'));
  out.result(lines.join('\n'));
}
