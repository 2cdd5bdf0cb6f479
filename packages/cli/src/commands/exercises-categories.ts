import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { libraryCategories } from '../services/exercises.js';

export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean }>): Promise<void> {
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
