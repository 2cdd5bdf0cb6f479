import { Option, type Command } from '@commander-js/extra-typings';
import type { Command as AnyCommand } from 'commander';
import { DIFFICULTY_LEVELS, EXERCISE_CATEGORIES, MESSAGES } from '@spotter/core/constants';
import { splitList } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { EXIT, UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { readContributionFile, type ContributionEntry } from '../contribute/read-entries.js';
import { equipmentAnswerError, equipmentFlag } from '../flags/equipment.js';
import { contributeExercises, type ContributionOutcome } from '../services/contribute.js';

/** add's flags; commander checks --category and --difficulty against core's lists (program/library.ts). */
type AddFlags = InputOf<typeof declare>['options'];

function entryFromFlags(flags: AddFlags, usage: string): ContributionEntry {
  const missing = [!flags.name?.trim() && '--name', !flags.cues?.trim() && '--cues'].filter(Boolean);
  if (missing.length)
    throw new UsageError(
      `Missing required ${missing.length === 1 ? 'flag' : 'flags'}: ${missing.join(', ')} (or pass --from-file)`,
      usage,
    );
  return {
    entry: 1,
    input: {
      name: flags.name!,
      primary_cues: flags.cues!,
      category: flags.category,
      difficulty_level: flags.difficulty,
      equipment_tags: equipmentFlag(flags.equipment ?? '', usage),
      muscle_groups: splitList(flags.muscles ?? ''),
    },
  };
}

type Field = 'name' | 'cues' | 'category' | 'difficulty' | 'equipment' | 'muscles';
const ASKED_IN_ORDER: readonly Field[] = ['name', 'cues', 'category', 'difficulty', 'equipment', 'muscles'];
const REQUIRED: readonly Field[] = ['name', 'cues'];

/**
 * On a terminal, an exercise whose required flags are missing is completed by asking: the missing required fields,
 * then the optional ones that were not typed on the command line (Enter keeps the default or leaves them empty).
 * Nothing given as a flag is asked again. Without a terminal the missing flags are a usage error (exit 2).
 */
async function askForMissing(ctx: CliContext, flags: AddFlags, command: AnyCommand, usage: string): Promise<void> {
  const missing = REQUIRED.filter((key) => !flags[key]?.trim());
  if (!missing.length || !ctx.interactive || flags.json) return;
  const prompter = await ctx.prompter(missing.map((key) => `--${key}`).join(', '), usage);
  const required = (value: string) => (value.trim() ? undefined : 'Required');
  const typed = (key: Field) => command.getOptionValueSource(key) === 'cli';
  const defaultFirst = <V extends string>(values: readonly V[], first: string | undefined) =>
    [...values].sort((a, b) => Number(b === first) - Number(a === first)).map((value) => ({ value, label: value }));
  for (const key of ASKED_IN_ORDER) {
    if (REQUIRED.includes(key) ? !missing.includes(key) : typed(key)) continue;
    if (key === 'name') flags.name = await prompter.text('Exercise name', { validate: required });
    else if (key === 'cues') flags.cues = await prompter.text('Primary coaching cues', { validate: required });
    else if (key === 'category')
      flags.category = await prompter.select('Category', defaultFirst(EXERCISE_CATEGORIES, flags.category));
    else if (key === 'difficulty')
      flags.difficulty = await prompter.select('Difficulty', defaultFirst(DIFFICULTY_LEVELS, flags.difficulty));
    else if (key === 'equipment')
      flags.equipment = await prompter.text('Equipment, comma-separated (Enter for none)', {
        validate: equipmentAnswerError,
      });
    else flags.muscles = await prompter.text('Muscle groups, comma-separated (Enter for none)');
  }
}

const declare = (command: Command) =>
  command
    .description('contribute exercises (submitted for review): one from flags, or many from a file')
    .option('--name <name>', 'exercise name (required)')
    .option('--cues <text>', 'primary coaching cues (required)')
    .addOption(new Option('--category <category>', 'category').choices(EXERCISE_CATEGORIES).default('strength'))
    .addOption(new Option('--difficulty <level>', 'difficulty').choices(DIFFICULTY_LEVELS).default('intermediate'))
    .option('--equipment <list>', 'equipment, comma-separated')
    .option('--muscles <list>', 'muscle groups, comma-separated')
    .option(
      '-f, --from-file <path>',
      'a .json array or a .csv with a header row (name, category, equipment_tags, primary_cues, difficulty_level, muscle_groups)',
    )
    .option('--skip-invalid', 'send the valid entries even when some are invalid')
    .option('--json', 'print one JSON object per entry (NDJSON: entry, name, ok, id, error)')
    .addHelpText(
      'after',
      `${examples(
        [
          'spotter exercises add --name "Tempo Goblet Squat" --cues "Three seconds down" --equipment dumbbells',
          'one exercise',
        ],
        ['spotter exercises add --from-file exercises.csv', 'many: all checked first, nothing sent if any is invalid'],
        ['spotter exercises add -f exercises.json --skip-invalid', 'send the valid ones anyway'],
      )}
Every entry is checked first; errors name their entry number (1 = first entry or first CSV data row).
In CSV files, list cells (equipment_tags, muscle_groups) are separated by commas or semicolons.
`,
    );

async function run(ctx: CliContext, { options, usage, command }: InputOf<typeof declare>): Promise<number> {
  if (options.fromFile && (options.name || options.cues))
    throw new UsageError('Pass either --from-file or --name/--cues, not both', usage);
  const fromFlags = !options.fromFile;
  if (fromFlags) await askForMissing(ctx, options, command, usage);
  const entries = options.fromFile ? await readContributionFile(options.fromFile) : [entryFromFlags(options, usage)];
  if (!entries.length) throw new UsageError(`${options.fromFile} holds no exercises`, usage);
  const user = await ctx.requireUser();
  const { out } = ctx;
  const { green, red, dim } = out.colors;
  const lineOf = (entry: number) => entries.find((e) => e.entry === entry)?.line;
  const where = (entry: number) =>
    fromFlags ? '' : `entry ${entry}${lineOf(entry) ? ` (line ${lineOf(entry)})` : ''}: `;
  const show = (outcome: ContributionOutcome) => {
    if (options.json) return out.jsonLine(outcome);
    if (outcome.ok)
      out.result(
        `${green('✓')} ${where(outcome.entry)}${outcome.name} ${dim(`submitted for review (id ${outcome.id})`)}`,
      );
    else if (outcome.sent)
      out.result(`${red('✗')} ${where(outcome.entry)}${outcome.name}: ${red(outcome.error ?? 'failed')}`);
  };

  const report = await contributeExercises({
    api: await ctx.api(),
    user,
    entries,
    skipInvalid: Boolean(options.skipInvalid),
    onOutcome: show,
  });

  if (!report.sent) {
    if (fromFlags) throw new UsageError(report.invalid.map((o) => o.error).join('; '), usage);
    if (options.json) report.invalid.forEach((outcome) => out.jsonLine(outcome));
    else
      for (const outcome of report.invalid)
        out.message(`${out.errColors.red('✗')} ${where(outcome.entry)}${outcome.error}`);
    const valid = entries.length - report.invalid.length;
    out.message(
      `Nothing was sent: ${report.invalid.length} of ${entries.length} entries ${report.invalid.length === 1 ? 'is' : 'are'} invalid — fix ${report.invalid.length === 1 ? 'it' : 'them'}, or pass --skip-invalid to send the ${valid} valid ${valid === 1 ? 'one' : 'ones'}.`,
    );
    return EXIT.failure;
  }
  for (const outcome of report.invalid) {
    if (options.json) out.jsonLine(outcome);
    else out.message(`${out.errColors.yellow('skipped')} ${where(outcome.entry)}${outcome.error}`);
  }
  const accepted = report.outcomes.filter((o) => o.ok).length;
  const refused = report.outcomes.filter((o) => o.sent && !o.ok).length;
  if (accepted && fromFlags && !options.json) out.message(out.errColors.green(MESSAGES.exerciseSubmitted));
  else
    out.message(
      `${accepted} submitted for review${refused ? `, ${refused} refused by the server` : ''}${report.invalid.length ? `, ${report.invalid.length} skipped as invalid` : ''}.`,
    );
  // Skipped entries were not sent: the run did not do all it was given, so a script must be able to tell.
  return refused || report.invalid.length ? EXIT.failure : EXIT.ok;
}

export default defineCommand({ declare, run });
