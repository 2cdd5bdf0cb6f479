import { planPlainText, planView, splitList } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { createPlan } from '../services/profile.js';

export async function run(ctx: CliContext, { options }: CommandInput<{ equipment?: string; json?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const plan = await createPlan({ api, user, equipment: options.equipment === undefined ? undefined : splitList(options.equipment) });
  if (options.json) return ctx.out.json(plan);
  ctx.out.message(ctx.out.errColors.green('A new plan from your profile:'));
  ctx.out.result(planPlainText(planView(plan)));
}
