import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { wrap, widthOf } from '../output/table.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { findExercise } from '../services/exercises.js';

const declare = (command: Command) =>
  command
    .argument('<name>')
    .description(
      "one exercise's library card in full: equipment, muscles, coaching cues (a plan's exercises are named so)",
    )
    .option('--json', 'print the exercise as JSON')
    .addHelpText(
      'after',
      examples(
        ['spotter exercises show "Goblet Squat"', "the card of a plan's exercise"],
        ['spotter exercises show deadlift --json | jq .primary_cues', 'the cues only'],
      ),
    );

/** `spotter exercises show <name>`: one library card in full (what a plan's exercise links to). */
async function run(ctx: CliContext, { args: [name], options }: InputOf<typeof declare>): Promise<void> {
  const found = await findExercise({ api: await ctx.api(), name });
  if (!found.exercise) {
    const others =
      found.close.length > 0
        ? `did you mean ${found.close.map((other) => `"${other}"`).join(', ')}?`
        : 'try `spotter exercises --search <words>`';
    throw new CliError(`No exercise named "${name.trim()}" in the library`, undefined, others);
  }
  const { exercise } = found;
  if (options.json) return ctx.out.json(exercise);
  const { exerciseCard, spaced } = await import('@spotter/core/view-models');
  const card = exerciseCard(exercise);
  const { bold, dim } = ctx.out.colors;
  const width = widthOf(ctx.out);
  const row = (label: string, value: string) => `${dim(label.padEnd(12))}${value}`;
  ctx.out.result(
    [
      bold(card.name),
      row('Category', card.categoryLabel),
      row('Difficulty', card.difficultyLabel),
      row('Source', card.sourceLabel),
      row('Equipment', exercise.equipment_tags.join(', ') || 'none'),
      row('Muscles', exercise.muscle_groups.join(', ') || '—'),
      ...(exercise.movement_pattern ? [row('Pattern', spaced(exercise.movement_pattern))] : []),
      '',
      bold('Coaching cues'),
      ...exercise.primary_cues
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => wrap(line.trim(), width, '  ')),
    ].join('\n'),
  );
}

export default defineCommand({ declare, run });
