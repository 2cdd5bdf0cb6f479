import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AGE_RANGE, COACH_TONES, DAYS_PER_WEEK, HEIGHT_CM_RANGE, PLAN_STYLES, TEXT_LIMITS, TIMELINE_WEEKS_RANGE, WEIGHT_KG_RANGE } from '@spotter/core/constants';
import { onboardingChoices, options, profileEquipmentOptions } from '@spotter/core/view-models';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import type { useProfile } from '../../hooks/use-profile';
import { submitHandler } from '../../lib/submit-handler';
import { EquipmentToggles } from '../onboarding/equipment-toggles';

const choices = onboardingChoices();
const tones = options(COACH_TONES);
const styles = options(PLAN_STYLES);
const numeric = { inputMode: 'numeric' as const, type: 'number', step: 1 };

/** Every onboarding field, editable; a changed email asks for the password (or key); a plan-relevant change offers a new plan. */
export function ProfileSection({ profile, hasPassword }: { profile: ReturnType<typeof useProfile>; hasPassword: boolean | null }) {
  const { draft, errors, setField } = profile;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  if (!draft || !profile.user) return null;
  const userId = profile.user.id;
  const equipment = profileEquipmentOptions(draft.equipment_list);
  return (
    <section className="card account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">Your profile</h2>
      <form ref={form} className="account-form" onSubmit={submitHandler(profile.save)} noValidate aria-busy={profile.saving}>
        {errors._ ? (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        ) : null}
        <fieldset className="form-section">
          <legend>About you</legend>
          <div className="form-grid">
            <TextField label="First name" name="first_name" autoComplete="given-name" required maxLength={TEXT_LIMITS.firstName} value={draft.first_name} onValueChange={(v) => setField('first_name', v)} error={errors.first_name} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} value={draft.email} onValueChange={(v) => setField('email', v)} error={errors.email} />
            {profile.emailChanging ? (
              <TextField
                className="span-all"
                label={hasPassword === false ? 'Sign-in key, to confirm the new email' : 'Current password, to confirm the new email'}
                name="confirm_secret"
                type={hasPassword === false ? 'text' : 'password'}
                autoComplete={hasPassword === false ? 'off' : 'current-password'}
                maxLength={TEXT_LIMITS.password}
                value={profile.secret}
                onValueChange={profile.setSecret}
                error={errors.confirm_secret}
              />
            ) : null}
            <TextField label="Age" name="age" {...numeric} min={AGE_RANGE.min} max={AGE_RANGE.max} required value={draft.age} onValueChange={(v) => setField('age', v)} error={errors.age} />
            <SelectField label="Sex" name="sex" placeholder="Prefer not to say" options={choices.sexes} value={draft.sex} onValueChange={(v) => setField('sex', v)} error={errors.sex} />
            <TextField label="Height (cm)" name="height_cm" {...numeric} min={HEIGHT_CM_RANGE.min} max={HEIGHT_CM_RANGE.max} required value={draft.height_cm} onValueChange={(v) => setField('height_cm', v)} error={errors.height_cm} />
            <TextField label="Weight (kg)" name="weight_kg" {...numeric} min={WEIGHT_KG_RANGE.min} max={WEIGHT_KG_RANGE.max} required value={draft.weight_kg} onValueChange={(v) => setField('weight_kg', v)} error={errors.weight_kg} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>Your goal and coaching</legend>
          <div className="form-grid three">
            <SelectField label="Primary goal" name="primary_goal" options={choices.goals} value={draft.primary_goal} onValueChange={(v) => setField('primary_goal', v)} error={errors.primary_goal} />
            <TextField label="Timeline (weeks)" name="timeline_weeks" {...numeric} min={TIMELINE_WEEKS_RANGE.min} max={TIMELINE_WEEKS_RANGE.max} value={draft.timeline_weeks} onValueChange={(v) => setField('timeline_weeks', v)} error={errors.timeline_weeks} />
            <TextField label="Days per week" name="days_per_week" {...numeric} min={DAYS_PER_WEEK.min} max={DAYS_PER_WEEK.max} hint={`${DAYS_PER_WEEK.min} to ${DAYS_PER_WEEK.max}`} value={draft.days_per_week} onValueChange={(v) => setField('days_per_week', v)} error={errors.days_per_week} />
            <SelectField label="Coach tone" name="coach_tone" options={tones} value={draft.coach_tone} onValueChange={(v) => setField('coach_tone', v)} error={errors.coach_tone} />
            <SelectField label="Plan style" name="plan_style" options={styles} value={draft.plan_style} onValueChange={(v) => setField('plan_style', v)} error={errors.plan_style} />
          </div>
        </fieldset>
        <EquipmentToggles options={equipment} selected={draft.equipment_list} onToggle={profile.toggleEquipment} />
        <TextAreaField
          label="Injuries or limitations (optional)"
          name="injuries"
          rows={3}
          maxLength={TEXT_LIMITS.injuries}
          hint={`${draft.injuries.length} / ${TEXT_LIMITS.injuries} characters`}
          value={draft.injuries}
          onValueChange={(v) => setField('injuries', v)}
          error={errors.injuries}
        />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={profile.saving}>
            {profile.saving ? 'Saving...' : 'Save profile'}
          </button>
        </div>
      </form>
      {profile.planOffered ? (
        <div className="notice info plan-offer spread-row" role="status">
          <p>Your goal, schedule, equipment or injuries changed. Your current plan was built for the old profile.</p>
          <button type="button" className="button primary small" onClick={() => void profile.buildPlan()} disabled={profile.building}>
            {profile.building ? 'Building your plan...' : 'Build a new plan from my profile'}
          </button>
        </div>
      ) : null}
      {profile.builtPlan ? (
        <div className="notice plan-offer spread-row" role="status">
          <p>Your new plan is ready.</p>
          <Link className="button ghost small" to={`/dashboard/${userId}`}>
            See it on my dashboard
          </Link>
        </div>
      ) : null}
    </section>
  );
}
