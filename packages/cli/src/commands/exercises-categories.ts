import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { libraryCategories } from '../services/exercises.js';

const declare = (command: Command) =>
  command
    .description('categories, equipment options and difficulty levels, with counts')
    .option('--json', 'print { categories, equipment_options, difficulty_levels, category_counts }')
    .addHelpText(
      'after',
      examples(
        ['spotter exercises categories', 'what to filter by'],
        ['spotter exercises categories --json | jq -r ".categories[]"', 'one per line'],
      ),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const result = await libraryCategories({ api: await ctx.api() });
  if (options.json) return ctx.out.json(result);
  const { bold } = ctx.out.colors;
  const counts = new Map(result.category_counts.map((row) => [row.category, row.count]));
  ctx.out.result(
    [
      bold('Categories'),
      ...result.categories.map((category) => `  ${category.padEnd(16)} ${counts.get(category) ?? 0}`),
      '',
      bold('Equipment'),
      `  ${result.equipment_options.join(', ')}`,
      '',
      bold('Difficulty levels'),
      `  ${result.difficulty_levels.join(', ')}`,
    ].join('\n'),
  );
}

export default defineCommand({ declare, run });
