import { MESSAGES } from '@spotter/core/constants';
import type { EquipmentScanResult, Plan } from '@spotter/core/schemas';
import { SCAN_GROUPS, planPlainText, planView, scanResultView, type ScanChoice, type ScanView } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { scanEquipment } from '../services/scan.js';
import { equipmentFlag } from './equipment-flag.js';

type Options = { json?: boolean; equipment?: string };

/** The scan's split as text: what the photo showed (with confidence) apart from what the profile says. */
function splitText(ctx: CliContext, view: ScanView): string[] {
  const { bold, dim } = ctx.out.colors;
  const rows = (items: ScanChoice[]) => (items.length ? items.map((item) => `  ${item.label.padEnd(20)} ${dim([item.confidence, item.source].filter(Boolean).join('  '))}`) : [dim('  nothing')]);
  return [dim(view.summary), '', bold(SCAN_GROUPS.seen), ...rows(view.seen), bold(SCAN_GROUPS.profile), ...rows(view.profile)];
}

/** `spotter scan photo.jpg`: the scan proposes (and, as the API does, stores a plan); --equipment or a TTY question confirms. */
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<Options>): Promise<void> {
  // A wrong name is said before the photo is sent.
  const given = options.equipment === undefined ? undefined : equipmentFlag(options.equipment, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (!options.json && ctx.out.stderr.isTTY) ctx.out.message('Scanning your equipment…');
  const result = await scanEquipment({ api, userId: user.id, image: String(args[0]) });
  const view = scanResultView(result);
  const ask = given === undefined && !options.json && ctx.interactive;
  if (!options.json) ctx.out.message(ctx.out.errColors.green(MESSAGES.equipmentScanned));
  if (given === undefined && !ask) return show(ctx, options, result, view, null);

  let confirmed = given;
  if (confirmed === undefined) {
    ctx.out.result(splitText(ctx, view).join('\n'));
    const prompter = await ctx.prompter('--equipment a,b,...');
    const choices = [...view.seen, ...view.profile, ...view.more].map((item) => ({ value: item.name, label: item.label, hint: [item.confidence, item.source].filter(Boolean).join(', ') }));
    confirmed = await prompter.multiselect(view.prompt, choices, { initial: view.ticked });
  }
  const plan = await api.createPlan(user.id, { equipment_list: confirmed, scan_id: result.scan_id });
  show(ctx, options, result, view, { equipment: confirmed, plan });
}

function show(ctx: CliContext, options: Options, result: EquipmentScanResult, view: ScanView, confirmed: { equipment: string[]; plan: Plan } | null) {
  // --json: the API's scan answer; once confirmed, `plan` is the confirmed plan and `confirmed_equipment` the list.
  if (options.json) return ctx.out.json(confirmed ? { ...result, plan: confirmed.plan, confirmed_equipment: confirmed.equipment } : result);
  const { bold } = ctx.out.colors;
  const lines = confirmed
    ? [bold('Your equipment'), `  ${confirmed.equipment.length ? confirmed.equipment.join(', ') : 'none (bodyweight)'}`]
    : splitText(ctx, view);
  const plan = confirmed?.plan ?? result.plan;
  ctx.out.result([...lines, '', bold('Your plan'), fitProse(ctx.out, planPlainText(planView(plan)))].join('\n'));
}
