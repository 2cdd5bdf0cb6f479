import type { User } from '../schemas/index.js';
import { displayLabel } from './labels.js';

export interface ProfileRow {
  key: keyof User;
  label: string;
  value: string;
}

/** What a profile save with no field changed says, in every client. */
export const PROFILE_UNCHANGED = 'Nothing to save: no field was changed';

const orNone = (text: string | null | undefined) => (text ? text : 'none');

/** The profile as label/value rows, in onboarding order (account screens, `spotter profile`). */
export function profileRows(user: User): ProfileRow[] {
  return [
    { key: 'first_name', label: 'First name', value: user.first_name },
    { key: 'email', label: 'Email', value: user.email },
    { key: 'age', label: 'Age', value: String(user.age) },
    { key: 'height_cm', label: 'Height', value: `${user.height_cm} cm` },
    { key: 'weight_kg', label: 'Weight', value: `${user.weight_kg} kg` },
    { key: 'sex', label: 'Sex', value: user.sex ? displayLabel(user.sex) : 'not set' },
    { key: 'experience', label: 'Experience', value: user.experience ? displayLabel(user.experience) : 'not set' },
    { key: 'primary_goal', label: 'Primary goal', value: displayLabel(user.primary_goal) },
    { key: 'timeline_weeks', label: 'Timeline', value: `${user.timeline_weeks} weeks` },
    { key: 'days_per_week', label: 'Days per week', value: String(user.days_per_week) },
    {
      key: 'equipment_list',
      label: 'Equipment',
      value: user.equipment_list.length ? user.equipment_list.map(displayLabel).join(', ') : 'none',
    },
    { key: 'injuries', label: 'Injuries', value: orNone(user.injuries) },
    { key: 'coach_tone', label: 'Coach tone', value: displayLabel(user.coach_tone) },
    { key: 'plan_style', label: 'Plan style', value: displayLabel(user.plan_style) },
    { key: 'units', label: 'Units', value: user.units === 'lb' ? 'lb (pounds)' : 'kg (kilograms)' },
  ];
}
