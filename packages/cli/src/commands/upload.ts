import { AUTO_EXERCISE, UPLOAD_EXERCISES, type UploadExerciseChoice } from '@spotter/core/constants';
import { validateLoad } from '@spotter/core/rules';
import { setResult } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { printableUrl } from '../output/links.js';
import { EXIT, UsageError } from '../errors.js';
import { widthOf, wrap } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { interruption } from '../process/interrupts.js';
import { uploadVideos, type UploadResult, type UploadSummary } from '../services/upload.js';
import { noProgress, progressBars } from '../upload/progress-display.js';
import { fileUpload } from '../upload/file-upload.js';
import { ApiError } from '@spotter/core/api';

interface UploadFlags {
  exercise: UploadExerciseChoice;
  concurrency: string;
  loadKg?: string;
  json?: boolean;
  /** false with --no-wait: hand the videos to the server's job queue and print the jobs. */
  wait?: boolean;
}

export async function run(ctx: CliContext, { args, options, usage }: CommandInput<UploadFlags>): Promise<number> {
  const files = args[0] as string[];
  const concurrency = Number(options.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
    throw new UsageError(`--concurrency must be a whole number from 1 to 16 (got '${options.concurrency}')`, usage);
  }
  if (options.exercise !== AUTO_EXERCISE && !UPLOAD_EXERCISES.includes(options.exercise)) throw new UsageError(`Unknown exercise '${options.exercise}'`, usage);
  const load = validateLoad(options.loadKg);
  if (!load.ok) throw new UsageError(`--load-kg: ${load.errors.load_kg} (got '${options.loadKg}')`, usage);
  const [api, user, absoluteUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.absoluteUrls()]);
  if (options.wait === false) return queueVideos(ctx, { api, userId: user.id, files, exercise: options.exercise, loadKg: load.value, absoluteUrl, json: options.json });

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
      const lines = [`${yellow('⚠')} ${bold(result.file)}  ${yellow(`not counted (${result.status.replace(/_/g, ' ')})`)}`, yellow(wrap(result.error ?? '', width, '    '))];
      if (result.processed_url) lines.push(`    ${cyan(link(result.processed_url))}`);
      return display.print(lines.join('\n'));
    }
    if (!result.ok) return display.print(`${red('✗')} ${bold(result.file)}  ${red(result.error ?? 'failed')}`);
    const reps = setResult({ reps: result.reps ?? 0, load_kg: result.load_kg });
    const lines = [`${green('✓')} ${bold(result.file)}  ${result.exercise} · ${reps}${result.is_new_pr ? green(' · New Personal Best!') : ''}`];
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
  out.message(failed ? `${done} of ${summary.results.length} videos analysed, ${failed} failed${why}.` : `${done} ${done === 1 ? 'video' : 'videos'} analysed.`);
  if (summary.unreachable && done === 0) return EXIT.unreachable;
  if (summary.unauthorized && done === 0) return EXIT.notSignedIn;
  return failed ? EXIT.failure : EXIT.ok;
}

/**
 * --no-wait: each video is sent with ?async=1 and the server answers at once with a job (a server with a job queue;
 * one that analyses while you wait says so). Prints each job's id and status URL; `spotter jobs <id>` follows one.
 */
async function queueVideos(
  ctx: CliContext,
  input: { api: Awaited<ReturnType<CliContext['api']>>; userId: string; files: string[]; exercise: UploadExerciseChoice; loadKg: number | undefined; absoluteUrl: (path: string) => string; json?: boolean },
): Promise<number> {
  const { out } = ctx;
  const { green, red, bold, cyan } = out.colors;
  let failed = 0;
  for (const file of input.files) {
    try {
      const job = await input.api.uploadExerciseAsync({ user_id: input.userId, exercise_name: input.exercise, file: await fileUpload(file), load_kg: input.loadKg, signal: ctx.signal });
      const statusUrl = input.absoluteUrl(job.status_url);
      if (input.json) out.jsonLine({ file, ok: true, job_id: job.job_id, status_url: statusUrl, error: null });
      else out.result(`${green('✓')} ${bold(file)}  queued for the coach\n    see how it goes: ${cyan(`spotter jobs ${job.job_id}`)}`);
    } catch (err) {
      failed++;
      const error = noQueueHere(err) ? NO_QUEUE : err instanceof ApiError || err instanceof Error ? err.message : String(err);
      if (input.json) out.jsonLine({ file, ok: false, job_id: null, status_url: null, error });
      else out.result(`${red('✗')} ${bold(file)}  ${red(error)}`);
      if (err instanceof ApiError && (err.status === 400 || err.status === 401 || err.status === 0)) break;
    }
  }
  if (!input.json && failed < input.files.length) out.message('The coach analyses them in turn: run the spotter jobs line above to see a result once it is done.');
  return failed ? EXIT.failure : EXIT.ok;
}

/** The server's refusal of ?async=1 (it has no job queue), said in the CLI's words. */
const NO_QUEUE = 'this server analyses each video while you wait (it has no job queue, SPOTTER_QUEUE=inline): upload it without --no-wait';
const noQueueHere = (err: unknown) => err instanceof ApiError && err.status === 400 && err.message.includes('?async=1');

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
