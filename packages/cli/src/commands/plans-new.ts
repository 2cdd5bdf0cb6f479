import { planPlainText, planView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { createPlan } from '../services/profile.js';
import { equipmentFlag } from './equipment-flag.js';

export async function run(ctx: CliContext, { options, usage }: CommandInput<{ equipment?: string; json?: boolean }>): Promise<void> {
  const equipment = options.equipment === undefined ? undefined : equipmentFlag(options.equipment, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const plan = await createPlan({ api, user, equipment });
  if (options.json) return ctx.out.json(plan);
  ctx.out.message(ctx.out.errColors.green('A new plan from your profile:'));
  ctx.out.result(fitProse(ctx.out, planPlainText(planView(plan))));
}
