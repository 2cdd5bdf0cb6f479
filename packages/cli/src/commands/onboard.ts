import { Option, type Command } from '@commander-js/extra-typings';
import { EXPERIENCE_LEVELS, GOALS, MESSAGES, SEXES, USER_DEFAULTS } from '@spotter/core/constants';
import { validateOnboarding } from '@spotter/core/rules';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { equipmentAnswerError, equipmentFlag } from '../flags/equipment.js';
import { NUMBER_FLAG_HELP, flagErrors, formFields, type ProfileFieldFlags } from '../flags/profile.js';
import { onboard, publicUser, SIGN_IN_KEY_NOTICE } from '../services/onboard.js';

const REQUIRED = ['firstName', 'email', 'age', 'heightCm', 'weightKg'] as const;
const FORM_FLAGS = [
  ...REQUIRED,
  'sex',
  'experience',
  'goal',
  'timelineWeeks',
  'daysPerWeek',
  'equipment',
  'injuries',
] as const;
const QUESTIONS: Record<(typeof REQUIRED)[number], string> = {
  firstName: 'First name',
  email: 'Email',
  age: 'Age',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
};
const FIELDS: Record<(typeof REQUIRED)[number], string> = {
  firstName: 'first_name',
  email: 'email',
  age: 'age',
  heightCm: 'height_cm',
  weightKg: 'weight_kg',
};
const flagOf = (key: (typeof REQUIRED)[number]) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** What core's onboarding rules say of one answer, the other fields as they stand: checked as it is given. */
const answerError = (flags: ProfileFieldFlags, key: (typeof REQUIRED)[number], value: string): string | undefined => {
  const checked = validateOnboarding({ ...formFields(flags), email: flags.email, [FIELDS[key]]: value });
  return checked.ok ? undefined : checked.errors[FIELDS[key]];
};

/**
 * On a terminal: each required field not given, or given but invalid, is asked, and each answer is checked as it is
 * given (an invalid age asks again, so no answer is lost to a mistake); so is equipment given with an unknown name.
 */
async function askForFields(ctx: CliContext, flags: ProfileFieldFlags, usage: string): Promise<void> {
  const asked = REQUIRED.filter((key) => !flags[key]?.trim() || answerError(flags, key, flags[key]) !== undefined);
  const equipmentWrong = flags.equipment !== undefined && equipmentAnswerError(flags.equipment) !== undefined;
  if (!asked.length && !equipmentWrong) return;
  const prompter = await ctx.prompter(asked.map(flagOf).join(', ') || '--equipment', usage);
  for (const key of asked) {
    if (flags[key]?.trim()) ctx.out.message(`${flagOf(key)}: ${answerError(flags, key, flags[key])}`);
    flags[key] = await prompter.text(QUESTIONS[key], {
      validate: (value) => (value.trim() ? answerError(flags, key, value) : 'Required'),
    });
  }
  if (equipmentWrong) {
    ctx.out.message(`--equipment: ${equipmentAnswerError(flags.equipment!)}`);
    flags.equipment = await prompter.text('Equipment, comma-separated (Enter for none)', {
      validate: equipmentAnswerError,
    });
  }
}

const declare = (command: Command) =>
  command
    .description('sign up and become the current user (on a terminal, missing fields open the form)')
    .option('--first-name <name>', 'first name (required)')
    .option('--email <email>', 'email address (required)')
    .option('--age <years>', `${NUMBER_FLAG_HELP.age} (required)`)
    .option('--height-cm <cm>', `${NUMBER_FLAG_HELP.heightCm} (required)`)
    .option('--weight-kg <kg>', `${NUMBER_FLAG_HELP.weightKg} (required)`)
    .addOption(new Option('--sex <sex>', 'sex').choices(SEXES))
    .addOption(
      new Option('--experience <level>', 'how long you have trained: beginner, intermediate or advanced').choices(
        EXPERIENCE_LEVELS,
      ),
    )
    .addOption(new Option('--goal <goal>', 'primary goal').choices(GOALS).default('general'))
    .option('--timeline-weeks <weeks>', NUMBER_FLAG_HELP.timelineWeeks, String(USER_DEFAULTS.timeline_weeks))
    .option('--days-per-week <days>', NUMBER_FLAG_HELP.daysPerWeek, String(USER_DEFAULTS.days_per_week))
    .option('--equipment <list>', 'equipment you have, comma-separated (e.g. "barbell,pull-up bar")')
    .option('--injuries <text>', 'injuries or limitations the coach should know')
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter onboard --first-name Ada --email ada@example.com --age 34 --height-cm 170 --weight-kg 64', 'sign up'],
        [
          'spotter onboard ... --goal strength --days-per-week 4 --equipment barbell,bench',
          'with a goal and equipment',
        ],
        ['spotter onboard', 'on a terminal: the interactive form'],
      ),
    );

async function run(
  ctx: CliContext,
  { options: flags, usage, command }: InputOf<typeof declare>,
): Promise<number | void> {
  const missing = REQUIRED.filter((key) => !flags[key]?.trim());
  // Typed on the command line, not a default (goal, timeline and days per week have defaults).
  const given = FORM_FLAGS.some((key) => command.getOptionValueSource(key) === 'cli');
  // On a terminal with no flags at all, the TUI's sign-up form; with some, ask only for what is missing or invalid.
  if (missing.length && ctx.interactive && !flags.json && !given) return ctx.openTui('onboarding');
  if (ctx.interactive && !flags.json) await askForFields(ctx, flags, usage);
  else if (missing.length)
    throw new UsageError(
      `Missing required ${missing.length === 1 ? 'flag' : 'flags'}: ${missing.map(flagOf).join(', ')}`,
      usage,
    );
  const equipment = flags.equipment ? equipmentFlag(flags.equipment, usage) : [];
  const [api, store, device] = await Promise.all([ctx.api(), ctx.session(), ctx.deviceLabel()]);
  const result = await onboard({
    api,
    store,
    device,
    form: { ...formFields(flags), email: flags.email, equipment_list: equipment },
  });
  if (!result.ok) {
    const lines = flagErrors(result.errors);
    throw new UsageError(lines.join('; '), usage);
  }
  if (flags.json) return ctx.out.json({ ...publicUser(result.user), sign_in_key: result.signInKey });
  ctx.out.message(ctx.out.errColors.green(MESSAGES.welcome));
  ctx.out.result(`Signed in as ${result.user.first_name} <${result.user.email}> (id ${result.user.id})`);
  ctx.out.result(`Sign-in key: ${ctx.out.colors.bold(result.signInKey)}`);
  ctx.out.message(SIGN_IN_KEY_NOTICE);
}

export default defineCommand({ declare, run });
