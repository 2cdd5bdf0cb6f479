import { Option, type Command } from 'commander';
import { DIFFICULTY_LEVELS, EXERCISE_CATEGORIES } from '@spotter/core/constants';
import { examples, lazyAction, type CommandRunner } from './lazy-action.js';

/** exercises, exercises categories, exercises add: the public library and contributions. */
export function addLibraryCommands(program: Command, runner: CommandRunner): void {
  const exercises = program
    .command('exercises')
    .description('browse the exercise library (a table on a terminal)')
    // Its own flags apply only before a subcommand: `exercises add --category …` is add's.
    .enablePositionalOptions()
    .option('--category <category>', 'only this category (see `spotter exercises categories`)')
    .option('--equipment <equipment>', 'only exercises using this equipment')
    .addOption(new Option('--difficulty <level>', 'only this level').choices(DIFFICULTY_LEVELS))
    .option('-s, --search <words>', 'every word must appear in the name, cues, muscles or equipment')
    .option('-n, --limit <n>', 'at most this many')
    .option('--json', 'print a JSON array of exercises')
    .option('--wide', 'on a terminal, every cell whole with every equipment item and muscle, and the id (as piped output always has them)')
    .addHelpText(
      'after',
      examples(
        ['spotter exercises --category strength --equipment dumbbells', 'filtered'],
        ['spotter exercises --search "goblet squat" --limit 5', 'search'],
        ['spotter exercises --json | jq length', 'how many there are'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/exercises.js')));

  exercises
    .command('show <name>')
    .description("one exercise's library card in full: equipment, muscles, coaching cues (a plan's exercises are named so)")
    .option('--json', 'print the exercise as JSON')
    .addHelpText('after', examples(['spotter exercises show "Goblet Squat"', 'the card of a plan\'s exercise'], ['spotter exercises show deadlift --json | jq .primary_cues', 'the cues only']))
    .action(lazyAction(runner, () => import('../commands/exercises-show.js')));

  exercises
    .command('categories')
    .description('categories, equipment options and difficulty levels, with counts')
    .option('--json', 'print { categories, equipment_options, difficulty_levels, category_counts }')
    .addHelpText('after', examples(['spotter exercises categories', 'what to filter by'], ['spotter exercises categories --json | jq -r ".categories[]"', 'one per line']))
    .action(lazyAction(runner, () => import('../commands/exercises-categories.js')));

  exercises
    .command('add')
    .description('contribute exercises (submitted for review): one from flags, or many from a file')
    .option('--name <name>', 'exercise name (required)')
    .option('--cues <text>', 'primary coaching cues (required)')
    .addOption(new Option('--category <category>', 'category').choices(EXERCISE_CATEGORIES).default('strength'))
    .addOption(new Option('--difficulty <level>', 'difficulty').choices(DIFFICULTY_LEVELS).default('intermediate'))
    .option('--equipment <list>', 'equipment, comma-separated')
    .option('--muscles <list>', 'muscle groups, comma-separated')
    .option('-f, --from-file <path>', 'a .json array or a .csv with a header row (name, category, equipment_tags, primary_cues, difficulty_level, muscle_groups)')
    .option('--skip-invalid', 'send the valid entries even when some are invalid')
    .option('--json', 'print one JSON object per entry (NDJSON: entry, name, ok, id, error)')
    .addHelpText(
      'after',
      `${examples(
        ['spotter exercises add --name "Tempo Goblet Squat" --cues "Three seconds down" --equipment dumbbells', 'one exercise'],
        ['spotter exercises add --from-file exercises.csv', 'many: all checked first, nothing sent if any is invalid'],
        ['spotter exercises add -f exercises.json --skip-invalid', 'send the valid ones anyway'],
      )}
Every entry is checked first; errors name their entry number (1 = first entry or first CSV data row).
In CSV files, list cells (equipment_tags, muscle_groups) are separated by commas or semicolons.
`,
    )
    .action(lazyAction(runner, () => import('../commands/exercises-add.js')));
}
