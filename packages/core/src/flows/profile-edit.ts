import { profileChanges, validateProfileUpdate, type FieldErrors, type RuleResult } from '../rules/index.js';
import type { User, UserUpdate } from '../schemas/index.js';
import type { ProfileDraft } from '../view-models/forms.js';

const REQUIRED = [
  ['age', 'Age is required'],
  ['height_cm', 'Height is required'],
  ['weight_kg', 'Weight is required'],
] as const;

/**
 * The profile draft checked by core's rules and reduced to what differs from the stored profile. Age, height and
 * weight stay required; an empty sex ('prefer not to say') or injuries field clears it.
 */
export function profileEdit(user: User, draft: ProfileDraft): RuleResult<UserUpdate> {
  const checked = validateProfileUpdate({
    ...draft,
    sex: draft.sex || null,
    experience: draft.experience || null,
    injuries: draft.injuries || null,
  });
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  for (const [key, message] of REQUIRED) if (!draft[key].trim()) errors[key] = message;
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: profileChanges(user, checked.value) };
}
