import { dayHeadingText, type PlanView } from './plan.js';

/** Text safe inside Markdown: characters that would start emphasis, links, code, HTML or a table cell are escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#~]/g, (char) => `\\${char}`).replace(/\r?\n/g, ' ');
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${escapeMarkdown(item)}`);
const section = (title: string, lines: string[]) => (lines.length > 0 ? ['', `## ${title}`, '', ...lines] : []);

/**
 * The plan as a Markdown document (GET …/plans/{planId}.md, "Download"): a table per day. A plan
 * stored before the structured details is given as its text in a fenced block, as it is.
 */
export function planMarkdown(view: PlanView): string {
  if (view.kind === 'text') {
    const fence = '`'.repeat(Math.max(3, ...[...view.text.matchAll(/`+/g)].map((match) => match[0].length + 1)));
    return `# ${escapeMarkdown(view.title)}\n\n${fence}text\n${view.text.replace(/\n$/, '')}\n${fence}\n`;
  }
  const lines = [
    `# ${escapeMarkdown(view.title)}`,
    '',
    ...view.facts.map((fact) => `- **${fact.label}:** ${escapeMarkdown(fact.value)}`),
  ];
  for (const day of view.days) {
    lines.push('', `## ${escapeMarkdown(dayHeadingText(day))}`, '');
    if (day.note) lines.push(`_${escapeMarkdown(day.note)}_`, '');
    if (day.exercises.length === 0) continue;
    lines.push('| | Exercise | Sets x reps | Rest | Load |', '|---|---|---|---|---|');
    for (const row of day.exercises) {
      const name = row.instead
        ? `${escapeMarkdown(row.name)} (${escapeMarkdown(row.instead.toLowerCase())})`
        : escapeMarkdown(row.name);
      lines.push(
        `| ${row.role} | ${name} | ${escapeMarkdown(row.volume)} | ${escapeMarkdown(row.rest || '—')} | ${escapeMarkdown(row.loadHint ?? '—')} |`,
      );
    }
    const warmedUp = day.exercises.find((row) => row.warmUp);
    if (warmedUp?.warmUp)
      lines.push('', `Warm-up sets for ${escapeMarkdown(warmedUp.name)}: ${escapeMarkdown(warmedUp.warmUp)}`);
  }
  lines.push(
    ...section('Progression', [
      escapeMarkdown(view.progression.summary),
      '',
      ...view.progression.byKind.map((entry) => `- **${entry.label}:** ${escapeMarkdown(entry.how)}`),
      '',
      ...view.progression.blocks.map(
        (block) => `- **${block.weeks}** ${escapeMarkdown(block.name)}: ${escapeMarkdown(block.guidance)}`,
      ),
    ]),
    ...section('Injuries', bullets(view.injuryNotes)),
    ...section(
      'What changed for your equipment and injuries',
      bullets([...view.changes.equipment, ...view.changes.injuries]),
    ),
    ...section('Notes', bullets(view.notes)),
  );
  return `${lines.join('\n')}\n`;
}
