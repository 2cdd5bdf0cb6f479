import { writeFile } from 'node:fs/promises';
import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { exportAccount } from '../services/account.js';

/**
 * Everything stored about you as one JSON document on stdout: `spotter export > me.json`; with `--format csv` your
 * logged sets in Strong's columns (loads in kg), which Strong's importers (Hevy and others) take.
 */
export async function run(ctx: CliContext, { options }: CommandInput<{ format?: string; output?: string }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.format === 'csv') {
    const csv = await api.exportSetsCsv(user.id);
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
  const counts = [`${data.plans.length} plans`, `${data.personal_bests.length} personal bests`, `${data.media.length} videos`, `${data.chat.length} chat messages`, `${data.contributions.length} contributions`];
  ctx.out.message(`Exported the account of ${data.user.email}: ${counts.join(', ')}. Media links in it are signed and expire.`);
}
