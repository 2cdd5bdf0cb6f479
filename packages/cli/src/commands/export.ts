import { Option, type Command } from '@commander-js/extra-typings';
import { writeFile } from 'node:fs/promises';
import type { CliContext } from '../context.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { exportAccount, exportSetsCsv } from '../services/account.js';

const declare = (command: Command) =>
  command
    .description(
      "everything stored about you, as one JSON document on stdout; --format csv: your logged sets in Strong's columns",
    )
    .addOption(
      new Option('--format <format>', 'json (everything) or csv (your sets, loads in kg, for Strong, Hevy and others)')
        .choices(['json', 'csv'])
        .default('json'),
    )
    .option('-o, --output <file>', 'write the file here instead of stdout')
    .addHelpText(
      'after',
      examples(
        ['spotter export > me.json', 'keep a copy'],
        ['spotter export | jq ".plans | length"', 'how many plans'],
        ['spotter export --format csv -o sets.csv', 'your sets, for another app'],
      ),
    );

/**
 * Everything stored about you as one JSON document on stdout: `spotter export > me.json`; with `--format csv` your
 * logged sets in Strong's columns (loads in kg), which Strong's importers (Hevy and others) take.
 */
async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.format === 'csv') {
    const csv = await exportSetsCsv({ api, user });
    if (options.output) {
      await writeFile(options.output, csv, 'utf8');
      return ctx.out.message(`Wrote your logged sets (Strong's columns, loads in kg) to ${options.output}`);
    }
    ctx.out.result(csv.replace(/\n$/, ''));
    return;
  }
  const data = await exportAccount({ api, user });
  if (options.output) await writeFile(options.output, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
  else ctx.out.json(data);
  const counts = [
    `${data.plans.length} plans`,
    `${data.personal_bests.length} personal bests`,
    `${data.media.length} videos`,
    `${data.chat.length} chat messages`,
    `${data.contributions.length} contributions`,
  ];
  ctx.out.message(
    `Exported the account of ${data.user.email}: ${counts.join(', ')}. Media links in it are signed and expire.`,
  );
}

export default defineCommand({ declare, run });
