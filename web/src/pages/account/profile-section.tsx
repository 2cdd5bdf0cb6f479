import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { COACH_TONES, PLAN_STYLES, TEXT_LIMITS } from '@spotter/core/constants';
import { options, profileEquipmentOptions } from '@spotter/core/view-models';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { useProfile } from '../../hooks/use-profile';
import { submitHandler } from '../../lib/submit-handler';
import { EquipmentToggles } from '../onboarding/equipment-toggles';
import { AboutYouFields, GoalFields, InjuriesField } from '../onboarding/profile-fields';

const tones = options(COACH_TONES);
const styles = options(PLAN_STYLES);

/** Every onboarding field, editable; a changed email asks for the password (or key); a plan-relevant change offers a new plan. */
export function ProfileSection({
  profile,
  hasPassword,
}: {
  profile: ReturnType<typeof useProfile>;
  hasPassword: boolean | null;
}) {
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
      <form
        ref={form}
        className="account-form"
        onSubmit={submitHandler(profile.save)}
        noValidate
        aria-busy={profile.saving}
      >
        {errors._ ? (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        ) : null}
        <AboutYouFields draft={draft} errors={errors} setField={setField}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={TEXT_LIMITS.email}
            value={draft.email}
            onValueChange={(v) => setField('email', v)}
            error={errors.email}
          />
          {profile.emailChanging ? (
            <TextField
              className="span-all"
              label={
                hasPassword === false
                  ? 'Sign-in key, to confirm the new email'
                  : 'Current password, to confirm the new email'
              }
              name="confirm_secret"
              type={hasPassword === false ? 'text' : 'password'}
              autoComplete={hasPassword === false ? 'off' : 'current-password'}
              maxLength={TEXT_LIMITS.password}
              value={profile.secret}
              onValueChange={profile.setSecret}
              error={errors.confirm_secret}
            />
          ) : null}
        </AboutYouFields>
        <GoalFields draft={draft} errors={errors} setField={setField} legend="Your goal and coaching">
          <SelectField
            label="Coach tone"
            name="coach_tone"
            options={tones}
            value={draft.coach_tone}
            onValueChange={(v) => setField('coach_tone', v)}
            error={errors.coach_tone}
          />
          <SelectField
            label="Plan style"
            name="plan_style"
            options={styles}
            value={draft.plan_style}
            onValueChange={(v) => setField('plan_style', v)}
            error={errors.plan_style}
          />
        </GoalFields>
        <EquipmentToggles options={equipment} selected={draft.equipment_list} onToggle={profile.toggleEquipment} />
        <InjuriesField draft={draft} errors={errors} setField={setField} />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={profile.saving}>
            {profile.saving ? 'Saving...' : 'Save profile'}
          </button>
        </div>
      </form>
      {profile.planOffered ? (
        <div className="notice info plan-offer spread-row" role="status">
          <p>Your goal, schedule, equipment or injuries changed. Your current plan was built for the old profile.</p>
          <button
            type="button"
            className="button primary small"
            onClick={() => void profile.buildPlan()}
            disabled={profile.building}
          >
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
