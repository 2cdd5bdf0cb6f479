import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { printableUrl } from '../output/links.js';
import { fitProse, widthOf, wrap } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { loadDashboard } from '../services/dashboard.js';

const declare = (command: Command) =>
  command
    .description('your summary: greeting, stats, latest plan, personal bests, latest feedback')
    .addOption(json())
    .addHelpText(
      'after',
      examples(['spotter dashboard', 'the summary'], ['spotter dashboard --json | jq .stats', 'the four stats']),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const [api, user, absoluteUrl, session] = await Promise.all([
    ctx.api(),
    ctx.requireUser(),
    ctx.absoluteUrls(),
    ctx.session(),
  ]);
  const view = await loadDashboard({
    api,
    userId: user.id,
    absoluteUrl,
    visit: session.isFirstVisit(user.id) ? 'first' : 'return',
  });
  // Seen once it has loaded: a dashboard that failed to load leaves the Welcome for the next one.
  session.visited(user.id);
  if (options.json) return ctx.out.json(view);

  const { bold, dim, cyan } = ctx.out.colors;
  const width = widthOf(ctx.out);
  const section = (title: string) => `\n${bold(title)}`;
  const lines = [bold(view.greeting.title), dim(view.greeting.subtitle), ''];
  lines.push(view.stats.map((stat) => `${stat.label}: ${bold(stat.value)}`).join('   '));
  lines.push(section('Latest workout plan'));
  lines.push(
    view.latest_plan
      ? fitProse(ctx.out, view.latest_plan.replace(/^/gm, '  '))
      : dim('  No plan yet. Scan your equipment: spotter scan <photo>'),
  );
  lines.push(section('Personal bests'));
  if (view.personal_bests_empty) lines.push(dim(`  ${view.personal_bests_empty}`));
  for (const row of view.personal_bests) lines.push(`  ${row.exercise.padEnd(20)} ${row.value}`);
  lines.push(section(view.latest_feedback.source === 'media' ? 'Latest feedback' : 'Your coach'));
  lines.push(wrap(view.latest_feedback.text, width, '  '));
  if (view.latest_feedback.video_url) lines.push(`  ${cyan(printableUrl(ctx.out, view.latest_feedback.video_url))}`);
  ctx.out.result(lines.join('\n'));
}

export default defineCommand({ declare, run });
