import { Option, type Command } from '@commander-js/extra-typings';
import { AUTO_EXERCISE, UPLOAD_EXERCISES } from '@spotter/core/constants';
import { validateLoad } from '@spotter/core/rules';
import { setResult } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { printableUrl } from '../output/links.js';
import { EXIT, UsageError } from '../errors.js';
import { widthOf, wrap } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { interruption } from '../process/interrupts.js';
import {
  queueVideos,
  uploadVideos,
  type QueueOptions,
  type UploadResult,
  type UploadSummary,
} from '../services/upload.js';
import { noProgress, progressBars } from '../upload/progress-display.js';

const declare = (command: Command) =>
  command
    .description('upload exercise videos for AI form feedback (reps, faults, personal bests)')
    .argument('<files...>', 'video files')
    .addOption(
      new Option(
        '-e, --exercise <exercise>',
        "what the videos show; 'auto' lets the coach recognise the lift in each video",
      )
        .choices([...UPLOAD_EXERCISES, AUTO_EXERCISE] as const)
        .makeOptionMandatory(),
    )
    .option('-c, --concurrency <n>', 'videos uploaded at once', '2')
    .option('--load-kg <kg>', 'the load of the sets, in kg (kept with each set; personal bests read it)')
    .option(
      '--no-wait',
      "hand the videos to the server's job queue and print each job's id, without waiting (servers with SPOTTER_QUEUE=postgres)",
    )
    .addOption(
      json(
        'print one JSON object per file as it finishes (NDJSON: file, ok, status, exercise, detected_exercise, reps, load_kg, is_new_pr, feedback, processed_url, error)',
      ),
    )
    .addHelpText(
      'after',
      `${examples(
        ['spotter upload squat.mp4 --exercise squat', 'one video'],
        ['spotter upload squat.mp4 --exercise squat --load-kg 100', 'a set at 100 kg'],
        ['spotter upload videos/*.mp4 --exercise auto', 'the coach recognises each lift'],
        ['spotter upload *.mp4 -e auto --json | jq -c "select(.ok|not)"', 'only the failures'],
        ['spotter upload squat.mp4 -e squat --no-wait', 'queue it; then spotter jobs <job id>'],
      )}
Each video ends with a status: ok (counted), not_visible, no_reps or exercise_mismatch (the video shows another
lift than the one chosen). Only ok counts: any other status is printed with the coach's reason and fails the file.
Exit code 0 when every video was counted, 1 when any failed (the others still run).
`,
    );

async function run(ctx: CliContext, { args: [files], options, usage }: InputOf<typeof declare>): Promise<number> {
  const concurrency = Number(options.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
    throw new UsageError(`--concurrency must be a whole number from 1 to 16 (got '${options.concurrency}')`, usage);
  }
  if (options.exercise !== AUTO_EXERCISE && !UPLOAD_EXERCISES.includes(options.exercise))
    throw new UsageError(`Unknown exercise '${options.exercise}'`, usage);
  const load = validateLoad(options.loadKg);
  if (!load.ok) throw new UsageError(`--load-kg: ${load.errors.load_kg} (got '${options.loadKg}')`, usage);
  const [api, user, absoluteUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.absoluteUrls()]);
  if (!options.wait)
    return queue(ctx, {
      api,
      userId: user.id,
      files,
      exercise: options.exercise,
      loadKg: load.value,
      absoluteUrl,
      json: options.json,
    });

  const { out } = ctx;
  // Bars only for a person at a terminal: piped, redirected or --json output gets none.
  const display = out.stderr.isTTY && !options.json ? progressBars(out) : noProgress(out);
  const { green, red, yellow, bold, dim, cyan } = out.colors;
  const width = widthOf(out);
  // Results go above the bars on stderr when stdout is the terminal too (see progressBars), else to stdout.
  const link = (url: string) => printableUrl(out, url, out.stdout.isTTY && out.stderr.isTTY ? 'stderr' : 'stdout');
  const show = (result: UploadResult) => {
    display.finish(result.file);
    if (options.json) return out.jsonLine(result);
    // Analysed but not counted (wrong lift, nobody seen, no full rep): the coach's sentence, as a warning.
    if (!result.ok && result.status) {
      const lines = [
        `${yellow('⚠')} ${bold(result.file)}  ${yellow(`not counted (${result.status.replace(/_/g, ' ')})`)}`,
        yellow(wrap(result.error ?? '', width, '    ')),
      ];
      if (result.processed_url) lines.push(`    ${cyan(link(result.processed_url))}`);
      return display.print(lines.join('\n'));
    }
    if (!result.ok) return display.print(`${red('✗')} ${bold(result.file)}  ${red(result.error ?? 'failed')}`);
    const reps = setResult({ reps: result.reps ?? 0, load_kg: result.load_kg });
    const lines = [
      `${green('✓')} ${bold(result.file)}  ${result.exercise} · ${reps}${result.is_new_pr ? green(' · New Personal Best!') : ''}`,
    ];
    if (result.feedback) lines.push(dim(wrap(result.feedback, width, '    ')));
    if (result.processed_url) lines.push(`    ${cyan(link(result.processed_url))}`);
    display.print(lines.join('\n'));
  };

  const summary = await uploadVideos({
    api,
    userId: user.id,
    files,
    exercise: options.exercise,
    loadKg: load.value,
    concurrency,
    absoluteUrl,
    onStart: (file, size) => display.start(file, size),
    onProgress: (file, progress) => display.update(file, progress),
    onResult: show,
    signal: ctx.signal,
  }).finally(() => display.stop());

  const interrupted = interruption(ctx.signal);
  if (interrupted) {
    out.message(interruptedSummary(files.length, summary));
    return interrupted.exitCode;
  }

  const failed = summary.results.filter((result) => !result.ok).length;
  const uncounted = summary.results.filter((result) => !result.ok && result.status).length;
  const done = summary.results.length - failed;
  const why = uncounted ? ` (${uncounted} not counted by the coach)` : '';
  out.message(
    failed
      ? `${done} of ${summary.results.length} videos analysed, ${failed} failed${why}.`
      : `${done} ${done === 1 ? 'video' : 'videos'} analysed.`,
  );
  if (summary.unreachable && done === 0) return EXIT.unreachable;
  if (summary.unauthorized && done === 0) return EXIT.notSignedIn;
  return failed ? EXIT.failure : EXIT.ok;
}

/**
 * --no-wait: prints each queued video's job id and status URL (`spotter jobs <id>` follows one); NDJSON with --json.
 */
async function queue(
  ctx: CliContext,
  input: Omit<QueueOptions, 'onQueued' | 'signal'> & { json?: boolean },
): Promise<number> {
  const { out } = ctx;
  const { green, red, bold, cyan } = out.colors;
  const { failed } = await queueVideos({
    ...input,
    signal: ctx.signal,
    onQueued: (job) => {
      if (input.json) out.jsonLine(job);
      else if (job.ok)
        out.result(
          `${green('✓')} ${bold(job.file)}  queued for the coach\n    see how it goes: ${cyan(`spotter jobs ${job.job_id}`)}`,
        );
      else out.result(`${red('✗')} ${bold(job.file)}  ${red(job.error ?? 'failed')}`);
    },
  });
  if (!input.json && failed < input.files.length)
    out.message('The coach analyses them in turn: run the spotter jobs line above to see a result once it is done.');
  return failed ? EXIT.failure : EXIT.ok;
}

/** 'Interrupted: 2 of 5 uploaded, 1 cancelled (nothing of it stored), 2 not started.' */
export function interruptedSummary(total: number, summary: UploadSummary): string {
  const uploaded = summary.results.filter((result) => result.status !== null).length;
  const failed = summary.results.length - uploaded;
  const parts = [
    `${uploaded} of ${total} uploaded`,
    summary.cancelled.length ? `${summary.cancelled.length} cancelled (nothing of it stored)` : '',
    failed ? `${failed} failed` : '',
    summary.notStarted.length ? `${summary.notStarted.length} not started` : '',
  ];
  return `Interrupted: ${parts.filter(Boolean).join(', ')}.`;
}

export default defineCommand({ declare, run });
