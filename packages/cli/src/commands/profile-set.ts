import { Option, type Command } from '@commander-js/extra-typings';
import { ApiError } from '@spotter/core/api';
import { COACH_TONES, EXPERIENCE_LEVELS, GOALS, PLAN_STYLES, SEXES, UNITS } from '@spotter/core/constants';
import type { ProfileForm } from '@spotter/core/rules';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import { CliError, UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { equipmentFlag } from '../flags/equipment.js';
import { NUMBER_FLAG_HELP, PROFILE_FLAGS, flagErrors, formFields } from '../flags/profile.js';
import { publicUser } from '../services/onboard.js';
import { updateProfile } from '../services/profile.js';
import { readKey } from '../services/sign-in.js';

type ProfileFlags = InputOf<typeof declare>['options'];

const formOf = (flags: ProfileFlags, usage: string): ProfileForm => ({
  ...formFields(flags),
  equipment_list: flags.equipment === undefined ? undefined : equipmentFlag(flags.equipment, usage),
  coach_tone: flags.coachTone,
  plan_style: flags.planStyle,
  units: flags.units,
});

/** A new email is confirmed with the password (or, for an account without one, the sign-in key). */
async function emailProof(
  ctx: CliContext,
  flags: ProfileFlags,
  usage: string,
): Promise<{ current_password?: string; sign_in_key?: string }> {
  if (flags.email === undefined) return {};
  if (flags.key !== undefined)
    return { sign_in_key: flags.key === '-' ? readKey(await ctx.readStdin()) : flags.key.trim() };
  if (flags.passwordStdin) return { current_password: (await ctx.readStdin()).split(/\r?\n/)[0] ?? '' };
  const ask = await ctx.prompter('--password-stdin or --key KEY to confirm a new email', usage);
  const how = await ask.select('A new email is confirmed with', [
    { value: 'password', label: 'my password' },
    { value: 'key', label: 'my sign-in key (accounts without a password)' },
  ]);
  return how === 'key'
    ? { sign_in_key: await ask.secret('Sign-in key') }
    : { current_password: await ask.secret('Password') };
}

const declare = (command: Command) =>
  command
    .description('change profile fields (only the flags given); offers a new plan when the plan inputs change')
    .option('--first-name <name>', 'first name')
    .option('--email <email>', 'a new email (confirmed with your password, or your sign-in key when you have none)')
    .option('--password-stdin', 'with --email: read your password from stdin')
    .option('--key <key>', "with --email: your sign-in key ('-' reads it from stdin)")
    .option('--age <years>', NUMBER_FLAG_HELP.age)
    .option('--height-cm <cm>', NUMBER_FLAG_HELP.heightCm)
    .option('--weight-kg <kg>', NUMBER_FLAG_HELP.weightKg)
    .addOption(new Option('--sex <sex>', 'sex').choices(SEXES))
    .addOption(
      new Option('--experience <level>', "how long you have trained (caps the plan's variants)").choices(
        EXPERIENCE_LEVELS,
      ),
    )
    .addOption(new Option('--goal <goal>', 'primary goal').choices(GOALS))
    .option('--timeline-weeks <weeks>', NUMBER_FLAG_HELP.timelineWeeks)
    .option('--days-per-week <days>', NUMBER_FLAG_HELP.daysPerWeek)
    .option('--equipment <list>', 'the equipment you have, comma-separated (replaces the list; "" for none)')
    .option('--injuries <text>', 'injuries or limitations ("" clears them)')
    .addOption(new Option('--coach-tone <tone>', "the coach's tone").choices(COACH_TONES))
    .addOption(new Option('--plan-style <style>', 'the kind of plan you want').choices(PLAN_STYLES))
    .addOption(new Option('--units <units>', 'how loads are shown and typed (the log keeps kg)').choices(UNITS))
    .option('--new-plan', 'also build a new workout plan from the updated profile')
    .addOption(json('print { user, plan, new_plan_suggested }'))
    .addHelpText(
      'after',
      examples(
        ['spotter profile set --goal muscle --days-per-week 4 --timeline-weeks 8', 'a new goal and schedule'],
        [
          'spotter profile set --equipment "barbell,bench" --injuries "left knee" --new-plan',
          'and a plan built for it',
        ],
        ['spotter profile set --coach-tone calm --weight-kg 80', 'anything else'],
        ['spotter profile set --units lb', 'loads in pounds (spotter log, spotter workout)'],
        ['spotter profile set --email ada@new.example', 'on a terminal: asks for your password or key'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const fields = formOf(options, usage); // checked before anything is asked or sent
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  const proof = await emailProof(ctx, options, usage);
  const form = { ...fields, ...(options.email === undefined ? {} : { email: options.email, ...proof }) };
  const result = await updateProfile({ api, store, user, form, newPlan: Boolean(options.newPlan) }).catch(
    (err: unknown) => {
      // 400/403 on an email change: the proof is missing or wrong; 409: the email belongs to another account.
      if (err instanceof ApiError && options.email !== undefined && [400, 403, 409].includes(err.status))
        throw new CliError(`The profile was not changed: ${err.detail}`, 1);
      throw err;
    },
  );
  if (!result.ok) {
    if (result.errors._)
      throw new UsageError(
        `${result.errors._}: pass at least one of ${Object.values(PROFILE_FLAGS).join(', ')}`,
        usage,
      );
    throw new UsageError(flagErrors(result.errors).join('; '), usage);
  }
  const offerPlan = result.planInputsChanged && !result.plan;
  if (options.json)
    return ctx.out.json({ user: publicUser(result.user), plan: result.plan, new_plan_suggested: offerPlan });
  ctx.out.message(ctx.out.errColors.green('Profile updated.'));
  if (result.plan) {
    ctx.out.result(`${ctx.out.colors.bold('Your new workout plan')}\n${fitProse(ctx.out, result.plan.plan_text)}`);
  } else if (offerPlan) {
    ctx.out.message(
      'Your plan was built from your old profile: `spotter plans new` builds one from the new one (or pass --new-plan next time).',
    );
  }
}

export default defineCommand({ declare, run });
