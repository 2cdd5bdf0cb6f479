import type { Command } from '@commander-js/extra-typings';
import { MESSAGES } from '@spotter/core/constants';
import type { EquipmentScanResult, Plan } from '@spotter/core/schemas';
import {
  SCAN_GROUPS,
  planPlainText,
  planView,
  scanResultView,
  type ScanChoice,
  type ScanView,
} from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { confirmScanPlan, scanEquipment } from '../services/scan.js';
import { equipmentFlag } from '../flags/equipment.js';

/** The scan's split as text: what the photo showed (with confidence) apart from what the profile says. */
function splitText(ctx: CliContext, view: ScanView): string[] {
  const { bold, dim } = ctx.out.colors;
  const rows = (items: ScanChoice[]) =>
    items.length
      ? items.map(
          (item) => `  ${item.label.padEnd(20)} ${dim([item.confidence, item.source].filter(Boolean).join('  '))}`,
        )
      : [dim('  nothing')];
  return [
    dim(view.summary),
    '',
    bold(SCAN_GROUPS.seen),
    ...rows(view.seen),
    bold(SCAN_GROUPS.profile),
    ...rows(view.profile),
  ];
}

const declare = (command: Command) =>
  command
    .description('scan a photo of your equipment, confirm what you have and print the workout plan built from it')
    .argument('<image>', 'a photo (jpg, png, webp)')
    .option(
      '--equipment <list>',
      'confirm this equipment (comma-separated names from the equipment list) instead of being asked',
    )
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter scan garage.jpg', 'what was recognised, apart from your profile; on a terminal, tick what you have'],
        [
          'spotter scan garage.jpg --equipment "barbell,bench,squat rack"',
          'confirm directly: the plan uses exactly these',
        ],
      ) +
        `On a terminal without --equipment you are asked (space ticks, Enter confirms). Without a terminal, or with --json
and no --equipment, the plan built from the scan as proposed is printed.
`,
    );

/** `spotter scan photo.jpg`: the scan proposes (and, as the API does, stores a plan); --equipment or a TTY question confirms. */
async function run(ctx: CliContext, { args: [image], options, usage }: InputOf<typeof declare>): Promise<void> {
  // A wrong name is said before the photo is sent.
  const given = options.equipment === undefined ? undefined : equipmentFlag(options.equipment, usage);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (!options.json && ctx.out.stderr.isTTY) ctx.out.message('Scanning your equipment…');
  const result = await scanEquipment({ api, userId: user.id, image });
  const view = scanResultView(result);
  const ask = given === undefined && !options.json && ctx.interactive;
  if (!options.json) ctx.out.message(ctx.out.errColors.green(MESSAGES.equipmentScanned));
  if (given === undefined && !ask) return show(ctx, options, result, view, null);

  let confirmed = given;
  if (confirmed === undefined) {
    ctx.out.result(splitText(ctx, view).join('\n'));
    const prompter = await ctx.prompter('--equipment a,b,...');
    const choices = [...view.seen, ...view.profile, ...view.more].map((item) => ({
      value: item.name,
      label: item.label,
      hint: [item.confidence, item.source].filter(Boolean).join(', '),
    }));
    confirmed = await prompter.multiselect(view.prompt, choices, { initial: view.ticked });
  }
  const plan = await confirmScanPlan({ api, userId: user.id, scanId: result.scan_id, equipment: confirmed });
  show(ctx, options, result, view, { equipment: confirmed, plan });
}

function show(
  ctx: CliContext,
  options: InputOf<typeof declare>['options'],
  result: EquipmentScanResult,
  view: ScanView,
  confirmed: { equipment: string[]; plan: Plan } | null,
) {
  // --json: the API's scan answer; once confirmed, `plan` is the confirmed plan and `confirmed_equipment` the list.
  if (options.json)
    return ctx.out.json(
      confirmed ? { ...result, plan: confirmed.plan, confirmed_equipment: confirmed.equipment } : result,
    );
  const { bold } = ctx.out.colors;
  const lines = confirmed
    ? [bold('Your equipment'), `  ${confirmed.equipment.length ? confirmed.equipment.join(', ') : 'none (bodyweight)'}`]
    : splitText(ctx, view);
  const plan = confirmed?.plan ?? result.plan;
  ctx.out.result([...lines, '', bold('Your plan'), fitProse(ctx.out, planPlainText(planView(plan)))].join('\n'));
}

export default defineCommand({ declare, run });
