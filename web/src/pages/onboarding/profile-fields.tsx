import type { ReactNode } from 'react';
import {
  AGE_RANGE,
  DAYS_PER_WEEK,
  HEIGHT_CM_RANGE,
  TEXT_LIMITS,
  TIMELINE_WEEKS_RANGE,
  WEIGHT_KG_RANGE,
} from '@spotter/core/constants';
import type { FieldErrors } from '@spotter/core/rules';
import { onboardingChoices, type ProfileFieldsDraft } from '@spotter/core/view-models';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';

const choices = onboardingChoices();
const numeric = { inputMode: 'numeric' as const, type: 'number', step: 1 };

type TextKey = Exclude<keyof ProfileFieldsDraft, 'equipment_list'>;

interface ProfileFieldsProps {
  draft: ProfileFieldsDraft;
  errors: FieldErrors;
  setField: (key: TextKey, value: string) => void;
}

/** 'About you', as sign-up and the profile edit ask it: the first name, then what the form adds (the email), then age, sex, height and weight. */
export function AboutYouFields({ draft, errors, setField, children }: ProfileFieldsProps & { children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend>About you</legend>
      <div className="form-grid">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={TEXT_LIMITS.firstName}
          value={draft.first_name}
          onValueChange={(v) => setField('first_name', v)}
          error={errors.first_name}
        />
        {children}
        <TextField
          label="Age"
          name="age"
          {...numeric}
          min={AGE_RANGE.min}
          max={AGE_RANGE.max}
          required
          value={draft.age}
          onValueChange={(v) => setField('age', v)}
          error={errors.age}
        />
        <SelectField
          label="Sex"
          name="sex"
          placeholder="Prefer not to say"
          options={choices.sexes}
          value={draft.sex}
          onValueChange={(v) => setField('sex', v)}
          error={errors.sex}
        />
        <TextField
          label="Height (cm)"
          name="height_cm"
          {...numeric}
          min={HEIGHT_CM_RANGE.min}
          max={HEIGHT_CM_RANGE.max}
          required
          value={draft.height_cm}
          onValueChange={(v) => setField('height_cm', v)}
          error={errors.height_cm}
        />
        <TextField
          label="Weight (kg)"
          name="weight_kg"
          {...numeric}
          min={WEIGHT_KG_RANGE.min}
          max={WEIGHT_KG_RANGE.max}
          required
          value={draft.weight_kg}
          onValueChange={(v) => setField('weight_kg', v)}
          error={errors.weight_kg}
        />
      </div>
    </fieldset>
  );
}

/** The goal, timeline, days a week and experience, then what the form adds (the profile's coaching choices). */
export function GoalFields({
  draft,
  errors,
  setField,
  legend,
  children,
}: ProfileFieldsProps & { legend: string; children?: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      <div className="form-grid three">
        <SelectField
          label="Primary goal"
          name="primary_goal"
          options={choices.goals}
          value={draft.primary_goal}
          onValueChange={(v) => setField('primary_goal', v)}
          error={errors.primary_goal}
        />
        <TextField
          label="Timeline (weeks)"
          name="timeline_weeks"
          {...numeric}
          min={TIMELINE_WEEKS_RANGE.min}
          max={TIMELINE_WEEKS_RANGE.max}
          value={draft.timeline_weeks}
          onValueChange={(v) => setField('timeline_weeks', v)}
          error={errors.timeline_weeks}
        />
        <TextField
          label="Days per week"
          name="days_per_week"
          {...numeric}
          min={DAYS_PER_WEEK.min}
          max={DAYS_PER_WEEK.max}
          hint={`${DAYS_PER_WEEK.min} to ${DAYS_PER_WEEK.max}`}
          value={draft.days_per_week}
          onValueChange={(v) => setField('days_per_week', v)}
          error={errors.days_per_week}
        />
        <SelectField
          label="Experience"
          name="experience"
          placeholder="Not sure yet"
          options={choices.experience}
          value={draft.experience}
          onValueChange={(v) => setField('experience', v)}
          error={errors.experience}
        />
        {children}
      </div>
    </fieldset>
  );
}

/** The free-text injuries, with its count against core's limit. */
export function InjuriesField({ draft, errors, setField, placeholder }: ProfileFieldsProps & { placeholder?: string }) {
  return (
    <TextAreaField
      label="Injuries or limitations (optional)"
      name="injuries"
      rows={3}
      placeholder={placeholder}
      maxLength={TEXT_LIMITS.injuries}
      hint={`${draft.injuries.length} / ${TEXT_LIMITS.injuries} characters`}
      value={draft.injuries}
      onValueChange={(v) => setField('injuries', v)}
      error={errors.injuries}
    />
  );
}
