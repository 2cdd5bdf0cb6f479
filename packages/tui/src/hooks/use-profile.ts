import { useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { COACH_TONES, EXPERIENCE_LEVELS, GOALS, PLAN_STYLES, SEXES } from '@spotter/core/constants';
import { profileEdit } from '@spotter/core/flows';
import { changesPlan, type FieldErrors } from '@spotter/core/rules';
import type { User } from '@spotter/core/schemas';
import {
  PROFILE_UNCHANGED,
  options,
  profileDraftFrom,
  profileEquipmentOptions,
  toggleItem,
  type Option,
  type ProfileDraft,
} from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { draftChanged, useDiscardGuard } from './use-discard-guard.js';
import { nextOption, useFormKeys, type FormField } from './use-form-keys.js';
import { PLAN_FIELDS } from './use-onboarding.js';

type ChoiceKey = 'sex' | 'experience' | 'primary_goal' | 'coach_tone' | 'plan_style';
type FieldKey = keyof ProfileDraft | 'save' | 'plan';

export const PROFILE_FIELDS: readonly FormField<FieldKey>[] = [
  { key: 'first_name', label: 'First name', kind: 'text' },
  { key: 'age', label: 'Age', kind: 'text' },
  { key: 'height_cm', label: 'Height (cm)', kind: 'text' },
  { key: 'weight_kg', label: 'Weight (kg)', kind: 'text' },
  ...PLAN_FIELDS,
  { key: 'coach_tone', label: 'Coach tone', kind: 'choice' },
  { key: 'plan_style', label: 'Plan style', kind: 'choice' },
  { key: 'save', label: 'Save changes', kind: 'submit' },
  { key: 'plan', label: 'New plan from my profile', kind: 'submit' },
];

const CHOICES: Record<ChoiceKey, Option[]> = {
  sex: options(SEXES),
  experience: options(EXPERIENCE_LEVELS),
  primary_goal: options(GOALS),
  coach_tone: options(COACH_TONES),
  plan_style: options(PLAN_STYLES),
};

/**
 * The profile form on a loaded user: core's rules, PATCH /users/{id} with only what changed, and a new plan
 * (POST /users/{id}/plans) offered when goal, days, timeline, equipment or injuries changed.
 */
export function useProfile(loaded: User) {
  const tui = useTui();
  const [saved, setSaved] = useState(loaded);
  const [draft, setDraft] = useState(() => profileDraftFrom(loaded));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'save' | 'plan' | null>(null);
  const [planOffered, setPlanOffered] = useState(false);
  const equipment = profileEquipmentOptions(saved.equipment_list);

  const save = async () => {
    const checked = profileEdit(saved, draft);
    if (!checked.ok) return setErrors(checked.errors);
    const changes = checked.value;
    if (Object.keys(changes).length === 0) return setErrors({ _: PROFILE_UNCHANGED });
    setErrors({});
    setBusy('save');
    try {
      const user = await tui.client.updateUser(saved.id, changes);
      if (tui.user) tui.signIn({ ...user, token: tui.user.token });
      setSaved(user);
      setDraft(profileDraftFrom(user));
      const offer = changesPlan(changes);
      setPlanOffered(offer);
      tui.toast(
        offer
          ? 'Profile saved. Your plan was built from the old one: choose "New plan from my profile".'
          : 'Profile saved.',
      );
      if (offer) form.focusKey('plan');
    } catch (err) {
      setErrors({ _: errorMessage(err) });
    }
    setBusy(null);
  };

  const newPlan = async () => {
    setBusy('plan');
    try {
      await tui.client.createPlan(saved.id, {});
      setPlanOffered(false);
      tui.toast('New workout plan ready: it is on your dashboard.');
      tui.back();
    } catch (err) {
      tui.toast(errorMessage(err), 'error');
    }
    setBusy(null);
  };

  const form = useFormKeys<FieldKey>(
    PROFILE_FIELDS,
    {
      // Sex and experience may be unset.
      onChoose: (key, delta) => {
        const select = key as ChoiceKey;
        setDraft({
          ...draft,
          [select]: nextOption(CHOICES[select], draft[select], delta, select === 'sex' || select === 'experience'),
        });
      },
      onToggle: (_key, value) => setDraft({ ...draft, equipment_list: toggleItem(draft.equipment_list, value) }),
      onSubmit: (key) => void (key === 'plan' ? newPlan() : save()),
    },
    tui.active && busy === null,
    equipment,
  );

  const setField = (key: keyof ProfileDraft, value: string) => setDraft({ ...draft, [key]: value });
  const onEscape = useDiscardGuard(draftChanged(profileDraftFrom(saved), draft));
  return {
    onEscape,
    email: saved.email,
    fields: PROFILE_FIELDS,
    draft,
    setField,
    errors,
    busy,
    planOffered,
    options: { ...CHOICES, equipment_list: equipment },
    toggleCursor: form.toggleCursor,
    focus: form.focus,
    typing: form.typing,
  };
}
