import { splitList } from '@spotter/core/view-models';
import type { ProfileForm } from '@spotter/core/rules';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { publicUser } from '../services/onboard.js';
import { updateProfile } from '../services/profile.js';

interface ProfileFlags {
  firstName?: string;
  age?: string;
  heightCm?: string;
  weightKg?: string;
  sex?: string;
  goal?: string;
  timelineWeeks?: string;
  daysPerWeek?: string;
  equipment?: string;
  injuries?: string;
  coachTone?: string;
  planStyle?: string;
  newPlan?: boolean;
  json?: boolean;
}

/** Profile field → the flag that sets it, for error messages. */
const FLAG_OF: Record<string, string> = {
  first_name: '--first-name',
  age: '--age',
  height_cm: '--height-cm',
  weight_kg: '--weight-kg',
  sex: '--sex',
  primary_goal: '--goal',
  timeline_weeks: '--timeline-weeks',
  days_per_week: '--days-per-week',
  equipment_list: '--equipment',
  injuries: '--injuries',
  coach_tone: '--coach-tone',
  plan_style: '--plan-style',
};

const formOf = (flags: ProfileFlags): ProfileForm => ({
  first_name: flags.firstName,
  age: flags.age,
  height_cm: flags.heightCm,
  weight_kg: flags.weightKg,
  sex: flags.sex,
  primary_goal: flags.goal,
  timeline_weeks: flags.timelineWeeks,
  days_per_week: flags.daysPerWeek,
  equipment_list: flags.equipment === undefined ? undefined : splitList(flags.equipment),
  injuries: flags.injuries,
  coach_tone: flags.coachTone,
  plan_style: flags.planStyle,
});

export async function run(ctx: CliContext, { options, usage }: CommandInput<ProfileFlags>): Promise<void> {
  const [api, store, user] = await Promise.all([ctx.api(), ctx.config(), ctx.requireUser()]);
  const result = await updateProfile({ api, store, user, form: formOf(options), newPlan: Boolean(options.newPlan) });
  if (!result.ok) {
    if (result.errors._) throw new UsageError(`${result.errors._}: pass at least one of ${Object.values(FLAG_OF).join(', ')}`, usage);
    throw new UsageError(Object.entries(result.errors).map(([field, message]) => `${FLAG_OF[field] ?? field}: ${message}`).join('; '), usage);
  }
  const offerPlan = result.planInputsChanged && !result.plan;
  if (options.json) return ctx.out.json({ user: publicUser(result.user), plan: result.plan, new_plan_suggested: offerPlan });
  ctx.out.message(ctx.out.errColors.green('Profile updated.'));
  if (result.plan) {
    ctx.out.result(`${ctx.out.colors.bold('Your new workout plan')}\n${result.plan.plan_text}`);
  } else if (offerPlan) {
    ctx.out.message('Your plan was built from your old profile: `spotter plans new` builds one from the new one (or pass --new-plan next time).');
  }
}
