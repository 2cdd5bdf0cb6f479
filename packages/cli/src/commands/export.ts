import type { CliContext } from '../context.js';
import { exportAccount } from '../services/account.js';

/** Everything stored about you as one JSON document on stdout: `spotter export > me.json`. */
export async function run(ctx: CliContext): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const data = await exportAccount({ api, user });
  ctx.out.json(data);
  const counts = [`${data.plans.length} plans`, `${data.personal_bests.length} personal bests`, `${data.media.length} videos`, `${data.chat.length} chat messages`, `${data.contributions.length} contributions`];
  ctx.out.message(`Exported the account of ${data.user.email}: ${counts.join(', ')}. Media links in it are signed and expire.`);
}
