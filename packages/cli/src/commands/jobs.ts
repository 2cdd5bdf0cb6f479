import type { Command } from '@commander-js/extra-typings';
import { analysisProgressView, setResult } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { EXIT } from '../errors.js';
import { printableUrl } from '../output/links.js';
import { widthOf, wrap } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { uploadJob } from '../services/upload.js';

const declare = (command: Command) =>
  command
    .description(
      'how an upload sent with --no-wait is doing: queued, running, done (with its analysis) or failed (with why)',
    )
    .argument('<job-id>', 'the job id upload --no-wait printed')
    .addOption(json('print the job as JSON (job_id, status, attempts, created_at, result, reason)'))
    .addHelpText(
      'after',
      examples(['spotter jobs 3f2c…', 'one job'], ['spotter jobs 3f2c… --json | jq .status', 'its status only']),
    );

/** `spotter jobs <id>`: how an upload sent with --no-wait is doing; exit 1 when it failed. */
async function run(ctx: CliContext, { args: [id], options }: InputOf<typeof declare>): Promise<number> {
  const [api, absoluteUrl] = await Promise.all([ctx.api(), ctx.absoluteUrls(), ctx.requireUser()]);
  const job = await uploadJob({ api, jobId: id });
  const failed = job.status === 'failed' ? EXIT.failure : EXIT.ok;
  if (options.json) {
    const processed = job.result?.avatar_video_url ? absoluteUrl(job.result.avatar_video_url) : null;
    ctx.out.json({ ...job, result: job.result ? { ...job.result, avatar_video_url: processed } : null });
    return failed;
  }
  const { green, red, yellow, bold, dim, cyan } = ctx.out.colors;
  const tries = job.attempts > 1 ? dim(` (started ${job.attempts} times)`) : '';
  if (job.status === 'queued' || job.status === 'running') {
    const stage =
      job.stage && job.share_done !== null
        ? analysisProgressView({ stage: job.stage, share_done: job.share_done })
        : null;
    const doing =
      job.status === 'queued'
        ? 'waiting for a worker'
        : stage
          ? `being analysed: ${stage.label.toLowerCase()} (${stage.percent}%)`
          : 'being analysed';
    ctx.out.result(`${yellow('…')} job ${bold(job.job_id)}  ${doing}${tries}`);
    return failed;
  }
  if (job.status === 'failed') {
    ctx.out.result(
      `${red('✗')} job ${bold(job.job_id)}  failed${tries}\n${red(wrap(job.reason ?? '', widthOf(ctx.out), '    '))}`,
    );
    return failed;
  }
  const result = job.result;
  if (!result) {
    ctx.out.result(`${green('✓')} job ${bold(job.job_id)}  done (its video has since been deleted)`);
    return failed;
  }
  const reps = setResult({ reps: result.analysis.reps, load_kg: result.media.load_kg ?? null });
  const lines = [
    `${green('✓')} job ${bold(job.job_id)}  ${result.analysis.exercise} · ${reps}${result.is_new_pr ? green(' · New Personal Best!') : ''}${tries}`,
  ];
  lines.push(dim(wrap(result.feedback, widthOf(ctx.out), '    ')));
  if (result.avatar_video_url) lines.push(`    ${cyan(printableUrl(ctx.out, absoluteUrl(result.avatar_video_url)))}`);
  ctx.out.result(lines.join('\n'));
  return failed;
}

export default defineCommand({ declare, run });
