import { MESSAGES } from '@spotter/core/constants';
import { scanResultView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { scanEquipment } from '../services/scan.js';

export async function run(ctx: CliContext, { args, options }: CommandInput<{ json?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (!options.json && ctx.out.stderr.isTTY) ctx.out.message('Scanning your equipment…');
  const result = await scanEquipment({ api, userId: user.id, image: String(args[0]) });
  if (options.json) return ctx.out.json(result);
  const view = scanResultView(result);
  const { bold, dim } = ctx.out.colors;
  ctx.out.message(ctx.out.errColors.green(MESSAGES.equipmentScanned));
  const equipment = view.equipment.map((item) => `  ${item.name.padEnd(20)} ${item.confidence.padStart(4)}  ${dim(item.source)}`);
  ctx.out.result([dim(view.summary), '', bold('Equipment'), ...equipment, '', bold('Your plan'), result.plan.plan_text].join('\n'));
}
