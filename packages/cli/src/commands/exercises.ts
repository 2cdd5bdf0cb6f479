import { Option, type Command } from '@commander-js/extra-typings';
import { DIFFICULTY_LEVELS } from '@spotter/core/constants';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { Colors } from '../output/output.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { listExercises, looksLikeExercises } from '../services/exercises.js';

const difficultyColor = (colors: Colors, color: 'green' | 'yellow' | 'red') => colors[color];

const declare = (command: Command) =>
  command
    .description('browse the exercise library (a table on a terminal)')
    // Its own flags apply only before a subcommand: `exercises add --category …` is add's.
    .enablePositionalOptions()
    .option('--category <category>', 'only this category (see `spotter exercises categories`)')
    .option('--equipment <equipment>', 'only exercises using this equipment')
    .addOption(new Option('--difficulty <level>', 'only this level').choices(DIFFICULTY_LEVELS))
    .option('-s, --search <words>', 'every word must appear in the name, cues, muscles or equipment')
    .option('-n, --limit <n>', 'at most this many')
    .option('--json', 'print a JSON array of exercises')
    .option(
      '--wide',
      'on a terminal, every cell whole with every equipment item and muscle, and the id (as piped output always has them)',
    )
    .addHelpText(
      'after',
      examples(
        ['spotter exercises --category strength --equipment dumbbells', 'filtered'],
        ['spotter exercises --search "goblet squat" --limit 5', 'search'],
        ['spotter exercises --json | jq length', 'how many there are'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new UsageError(`--limit must be a whole number above 0 (got '${options.limit}')`, usage);
  const query = {
    category: options.category,
    equipment: options.equipment,
    difficulty: options.difficulty,
    search: options.search,
  };
  if (options.json) {
    // Scripts call this often: a lean GET that loads neither undici nor zod; anything unexpected takes the typed client.
    const lean = await ctx.leanGet('/exercises', query);
    if (looksLikeExercises(lean)) return ctx.out.json(limit === undefined ? lean : lean.slice(0, limit));
  }
  const { exercises, total } = await listExercises({ api: await ctx.api(), query, limit });
  if (options.json) return ctx.out.json(exercises);
  if (!exercises.length)
    return ctx.out.message('No exercises found. Try fewer filters, or see `spotter exercises categories`.');
  const [{ exerciseCard }, { printTable, showsEverything }] = await Promise.all([
    import('@spotter/core/view-models'),
    import('../output/table.js'),
  ]);
  const { colors } = ctx.out;
  // Fitted to a terminal, the lists are cut to their first few ("+2 more"); --wide and pipes get every item and the id.
  const everything = showsEverything(ctx.out, options.wide);
  const rows = exercises.map((exercise) => {
    const card = exerciseCard(exercise);
    return [
      card.name,
      card.category,
      difficultyColor(colors, card.difficultyColor)(card.difficulty),
      (everything ? exercise.equipment_tags : [...card.equipment, card.equipmentMore].filter(Boolean)).join(', '),
      (everything ? exercise.muscle_groups : [...card.muscles, card.musclesMore].filter(Boolean)).join(', '),
      card.official ? 'official' : `community (${exercise.created_by})${card.review ? ` · ${card.review.note}` : ''}`,
      ...(everything ? [exercise.id] : []),
    ];
  });
  const head = ['Name', 'Category', 'Difficulty', 'Equipment', 'Muscles', 'Source', ...(everything ? ['Id'] : [])];
  printTable(ctx.out, head, rows, { wide: options.wide === true, names: [0] });
  ctx.out.message(
    exercises.length < total
      ? `${exercises.length} of ${total} exercises shown (--limit).`
      : `${total} ${total === 1 ? 'exercise' : 'exercises'}.`,
  );
}

export default defineCommand({ declare, run });
