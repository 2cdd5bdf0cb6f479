import type { Command } from '@commander-js/extra-typings';
import { titleCase } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { printableUrl } from '../output/links.js';
import { widthOf, wrap } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { listMedia } from '../services/records.js';

const declare = (command: Command) =>
  command
    .description('your analysed videos: feedback and processed video links, latest first')
    .addOption(json('print a JSON array of media items (absolute processed_url)'))
    .addHelpText(
      'after',
      examples(
        ['spotter media', 'feedback per video'],
        ['spotter media --json | jq -r ".[0].processed_url"', 'the latest video link'],
      ),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const [api, user, absoluteUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.absoluteUrls()]);
  const media = await listMedia({ api, userId: user.id, absoluteUrl });
  if (options.json) return ctx.out.json(media);
  if (!media.length)
    return ctx.out.message('No analysed videos yet. Upload one: spotter upload <video> --exercise auto');
  const { bold, dim, cyan } = ctx.out.colors;
  const width = widthOf(ctx.out);
  ctx.out.result(
    media
      .map((item) =>
        [
          `${bold(item.exercise_name ? titleCase(item.exercise_name) : 'Video')} ${dim(item.created_at.slice(0, 16).replace('T', ' '))}`,
          wrap(item.notes, width, '  '),
          item.processed_url ? `  ${cyan(printableUrl(ctx.out, item.processed_url))}` : null,
        ]
          .filter((line) => line !== null)
          .join('\n'),
      )
      .join('\n\n'),
  );
}

export default defineCommand({ declare, run });
