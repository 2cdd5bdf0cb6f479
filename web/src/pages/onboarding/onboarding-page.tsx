import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AGE_RANGE, DAYS_PER_WEEK, HEIGHT_CM_RANGE, MESSAGES, TEXT_LIMITS, TIMELINE_WEEKS_RANGE, WEIGHT_KG_RANGE } from '@spotter/core/constants';
import { onboardingChoices } from '@spotter/core/view-models';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useOnboarding } from '../../hooks/use-onboarding';
import { submitHandler } from '../../lib/submit-handler';
import { EquipmentToggles } from './equipment-toggles';
import './onboarding.css';

const choices = onboardingChoices();

/** Spec §2 onboarding: every field, inline errors before sending, 'Start Your Journey' / 'Creating Your Profile...'. */
export function OnboardingPage() {
  const { draft, errors, emailTaken, submitting, refusals, setField, toggleEquipment, submit } = useOnboarding();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const numeric = { inputMode: 'numeric' as const, type: 'number', step: 1 };
  return (
    <section className="page onboarding">
      <header className="page-header">
        <p className="eyebrow dark">Step 1 of 1 · about a minute</p>
        <h1>Build your coaching profile</h1>
        <p className="muted">Your coach uses this to set targets, pick exercises and keep you clear of what hurts.</p>
      </header>
      <form ref={form} className="card form-card" onSubmit={submitHandler(submit)} noValidate aria-busy={submitting}>
        {errors._ ? <p className="form-error" role="alert">{errors._}</p> : null}
        <fieldset className="form-section">
          <legend>About you</legend>
          <div className="form-grid">
            <TextField label="First name" name="first_name" autoComplete="given-name" required maxLength={TEXT_LIMITS.firstName} value={draft.first_name} onValueChange={(v) => setField('first_name', v)} error={errors.first_name} />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={TEXT_LIMITS.email}
              value={draft.email}
              onValueChange={(v) => setField('email', v)}
              error={
                emailTaken ? (
                  <>
                    {errors.email} <Link to="/signin">Sign in</Link>
                  </>
                ) : (
                  errors.email
                )
              }
            />
            <TextField label="Age" name="age" {...numeric} min={AGE_RANGE.min} max={AGE_RANGE.max} required value={draft.age} onValueChange={(v) => setField('age', v)} error={errors.age} />
            <SelectField label="Sex" name="sex" placeholder="Prefer not to say" options={choices.sexes} value={draft.sex} onValueChange={(v) => setField('sex', v)} error={errors.sex} />
            <TextField label="Height (cm)" name="height_cm" {...numeric} min={HEIGHT_CM_RANGE.min} max={HEIGHT_CM_RANGE.max} required value={draft.height_cm} onValueChange={(v) => setField('height_cm', v)} error={errors.height_cm} />
            <TextField label="Weight (kg)" name="weight_kg" {...numeric} min={WEIGHT_KG_RANGE.min} max={WEIGHT_KG_RANGE.max} required value={draft.weight_kg} onValueChange={(v) => setField('weight_kg', v)} error={errors.weight_kg} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>Your goal</legend>
          <div className="form-grid three">
            <SelectField label="Primary goal" name="primary_goal" options={choices.goals} value={draft.primary_goal} onValueChange={(v) => setField('primary_goal', v)} error={errors.primary_goal} />
            <TextField label="Timeline (weeks)" name="timeline_weeks" {...numeric} min={TIMELINE_WEEKS_RANGE.min} max={TIMELINE_WEEKS_RANGE.max} value={draft.timeline_weeks} onValueChange={(v) => setField('timeline_weeks', v)} error={errors.timeline_weeks} />
            <TextField label="Days per week" name="days_per_week" {...numeric} min={DAYS_PER_WEEK.min} max={DAYS_PER_WEEK.max} hint={`${DAYS_PER_WEEK.min} to ${DAYS_PER_WEEK.max}`} value={draft.days_per_week} onValueChange={(v) => setField('days_per_week', v)} error={errors.days_per_week} />
          </div>
        </fieldset>
        <EquipmentToggles options={choices.equipment} selected={draft.equipment_list} onToggle={toggleEquipment} />
        <TextAreaField label="Injuries or limitations (optional)" name="injuries" rows={3} placeholder="e.g. left knee pain on deep squats" maxLength={TEXT_LIMITS.injuries} hint={`${draft.injuries.length} / ${TEXT_LIMITS.injuries} characters`} value={draft.injuries} onValueChange={(v) => setField('injuries', v)} error={errors.injuries} />
        <button type="submit" className="button primary large block" disabled={submitting}>
          {submitting ? <span className="spinner small" aria-hidden="true" /> : null}
          {submitting ? MESSAGES.creatingProfile : MESSAGES.startJourney}
        </button>
      </form>
    </section>
  );
}
