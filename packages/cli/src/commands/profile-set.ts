import { ApiError } from '@spotter/core/api';
import type { ProfileForm } from '@spotter/core/rules';
import type { CliContext } from '../context.js';
import { fitProse } from '../output/table.js';
import { CliError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { equipmentFlag } from './equipment-flag.js';
import { PROFILE_FLAGS, flagErrors, formFields, type ProfileFieldFlags } from './profile-flags.js';
import { publicUser } from '../services/onboard.js';
import { updateProfile } from '../services/profile.js';
import { readKey } from '../services/sign-in.js';

interface ProfileFlags extends ProfileFieldFlags {
  passwordStdin?: boolean;
  key?: string;
  coachTone?: string;
  planStyle?: string;
  units?: string;
  newPlan?: boolean;
}

const formOf = (flags: ProfileFlags, usage: string): ProfileForm => ({
  ...formFields(flags),
  equipment_list: flags.equipment === undefined ? undefined : equipmentFlag(flags.equipment, usage),
  coach_tone: flags.coachTone,
  plan_style: flags.planStyle,
  units: flags.units,
});

/** A new email is confirmed with the password (or, for an account without one, the sign-in key). */
async function emailProof(ctx: CliContext, flags: ProfileFlags, usage: string): Promise<{ current_password?: string; sign_in_key?: string }> {
  if (flags.email === undefined) return {};
  if (flags.key !== undefined) return { sign_in_key: flags.key === '-' ? readKey(await ctx.readStdin()) : flags.key.trim() };
  if (flags.passwordStdin) return { current_password: (await ctx.readStdin()).split(/\r?\n/)[0] ?? '' };
  const ask = await ctx.prompter('--password-stdin or --key KEY to confirm a new email', usage);
  const how = await ask.select('A new email is confirmed with', [
    { value: 'password', label: 'my password' },
    { value: 'key', label: 'my sign-in key (accounts without a password)' },
  ]);
  return how === 'key' ? { sign_in_key: await ask.secret('Sign-in key') } : { current_password: await ask.secret('Password') };
}

export async function run(ctx: CliContext, { options, usage }: CommandInput<ProfileFlags>): Promise<void> {
  const fields = formOf(options, usage); // checked before anything is asked or sent
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  const proof = await emailProof(ctx, options, usage);
  const form = { ...fields, ...(options.email === undefined ? {} : { email: options.email, ...proof }) };
  const result = await updateProfile({ api, store, user, form, newPlan: Boolean(options.newPlan) }).catch((err: unknown) => {
    // 400/403 on an email change: the proof is missing or wrong; 409: the email belongs to another account.
    if (err instanceof ApiError && options.email !== undefined && [400, 403, 409].includes(err.status)) throw new CliError(`The profile was not changed: ${err.detail}`, 1);
    throw err;
  });
  if (!result.ok) {
    if (result.errors._) throw new UsageError(`${result.errors._}: pass at least one of ${Object.values(PROFILE_FLAGS).join(', ')}`, usage);
    throw new UsageError(flagErrors(result.errors).join('; '), usage);
  }
  const offerPlan = result.planInputsChanged && !result.plan;
  if (options.json) return ctx.out.json({ user: publicUser(result.user), plan: result.plan, new_plan_suggested: offerPlan });
  ctx.out.message(ctx.out.errColors.green('Profile updated.'));
  if (result.plan) {
    ctx.out.result(`${ctx.out.colors.bold('Your new workout plan')}\n${fitProse(ctx.out, result.plan.plan_text)}`);
  } else if (offerPlan) {
    ctx.out.message('Your plan was built from your old profile: `spotter plans new` builds one from the new one (or pass --new-plan next time).');
  }
}
