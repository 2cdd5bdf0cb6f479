import { MESSAGES } from '@spotter/core/constants';
import { splitList } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { flagErrors, formFields, type ProfileFieldFlags } from './profile-flags.js';
import { onboard, publicUser, SIGN_IN_KEY_NOTICE } from '../services/onboard.js';

const REQUIRED = ['firstName', 'email', 'age', 'heightCm', 'weightKg'] as const;
const FORM_FLAGS = [...REQUIRED, 'sex', 'goal', 'timelineWeeks', 'daysPerWeek', 'equipment', 'injuries'] as const;
const QUESTIONS: Record<(typeof REQUIRED)[number], string> = {
  firstName: 'First name',
  email: 'Email',
  age: 'Age',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
};
const flagOf = (key: (typeof REQUIRED)[number]) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export async function run(ctx: CliContext, { options: flags, usage, command }: CommandInput<ProfileFieldFlags>): Promise<number | void> {
  const missing = REQUIRED.filter((key) => !flags[key]?.trim());
  // Typed on the command line, not a default (goal, timeline and days per week have defaults).
  const given = FORM_FLAGS.some((key) => command.getOptionValueSource(key) === 'cli');
  // On a terminal with no flags at all, the TUI's sign-up form; with some, ask only for the required ones not given.
  if (missing.length && ctx.interactive && !flags.json && !given) return ctx.openTui('onboarding');
  if (missing.length) {
    if (!ctx.interactive || flags.json) throw new UsageError(`Missing required ${missing.length === 1 ? 'flag' : 'flags'}: ${missing.map(flagOf).join(', ')}`, usage);
    const prompter = await ctx.prompter(missing.map(flagOf).join(', '), usage);
    for (const key of missing) flags[key] = await prompter.text(QUESTIONS[key], { validate: (value) => (value.trim() ? undefined : 'Required') });
  }
  const [api, store, device] = await Promise.all([ctx.api(), ctx.session(), ctx.deviceLabel()]);
  const result = await onboard({
    api,
    store,
    device,
    form: { ...formFields(flags), email: flags.email, equipment_list: flags.equipment ? splitList(flags.equipment) : [] },
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
