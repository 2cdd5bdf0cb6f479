import { useState } from 'react';
import { ApiError, errorMessage } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { validateOnboarding, type FieldErrors } from '@spotter/core/rules';
import { EMPTY_ONBOARDING, onboardingChoices, toggleItem, type OnboardingDraft, type Option } from '@spotter/core/view-models';
import { tuiDeviceLabel } from '../device-label.js';
import { useTui } from '../tui-context.js';
import { cycle } from '../text-layout.js';
import { draftChanged, useDiscardGuard } from './use-discard-guard.js';
import { useFormKeys, type FormField } from './use-form-keys.js';

type FieldKey = keyof OnboardingDraft | 'submit';

export const ONBOARDING_FIELDS: readonly FormField<FieldKey>[] = [
  { key: 'first_name', label: 'First name', kind: 'text', required: true },
  { key: 'email', label: 'Email', kind: 'text', required: true },
  { key: 'age', label: 'Age', kind: 'text', required: true },
  { key: 'height_cm', label: 'Height (cm)', kind: 'text', required: true },
  { key: 'weight_kg', label: 'Weight (kg)', kind: 'text', required: true },
  { key: 'sex', label: 'Sex', kind: 'choice' },
  { key: 'primary_goal', label: 'Primary goal', kind: 'choice' },
  { key: 'timeline_weeks', label: 'Timeline (wks)', kind: 'text' },
  { key: 'days_per_week', label: 'Days per week', kind: 'text' },
  { key: 'equipment_list', label: 'Equipment', kind: 'toggles' },
  { key: 'injuries', label: 'Injuries', kind: 'text' },
  { key: 'submit', label: MESSAGES.startJourney, kind: 'submit' },
];

const CHOICES = onboardingChoices();
/** Sex may stay unset: '' comes first in its cycle. */
const SEX_CYCLE = ['', ...CHOICES.sexes.map((option) => option.value)];
const GOAL_CYCLE = CHOICES.goals.map((option) => option.value);

/** The onboarding form: draft with the spec's defaults, core's rules and messages, POST /users, sign-in. */
export function useOnboarding() {
  const tui = useTui();
  const [draft, setDraft] = useState<OnboardingDraft>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [equipmentCursor, setEquipmentCursor] = useState(0);

  const update = (next: OnboardingDraft) => {
    setDraft(next);
    // After a first try, the messages follow the fixes as they are typed.
    if (attempted) {
      const result = validateOnboarding(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const setField = (key: keyof OnboardingDraft, value: string) => update({ ...draft, [key]: value });

  const submit = async () => {
    if (submitting) return;
    setAttempted(true);
    const result = validateOnboarding(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = ONBOARDING_FIELDS.find((field) => field.key in result.errors);
      if (first) form.focusKey(first.key);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { sign_in_key: signInKey, ...user } = await tui.client.createUser({ ...result.value, device: tuiDeviceLabel() });
      // The key is shown once, on its own screen above the dashboard, and never stored.
      tui.signIn(user);
      tui.toast(MESSAGES.welcome);
      tui.home({ name: 'dashboard' });
      tui.open({ name: 'sign-in-key', signInKey });
    } catch (err) {
      // A taken email is said beside the field, with the way in: Welcome's "Sign in".
      if (err instanceof ApiError && err.status === 409) {
        setErrors({ email: 'Already an account: sign in instead', _: `${MESSAGES.emailTaken}: Esc, then "Sign in to your account"` });
        form.focusKey('email');
      } else tui.toast(errorMessage(err), 'error');
      setSubmitting(false);
    }
  };

  const form = useFormKeys<FieldKey>(
    ONBOARDING_FIELDS,
    {
      onChoose: (key, delta) => {
        const values = key === 'sex' ? SEX_CYCLE : GOAL_CYCLE;
        const current = draft[key as 'sex' | 'primary_goal'];
        setField(key as keyof OnboardingDraft, values[cycle(values.indexOf(current), delta, values.length)] ?? '');
      },
      onToggleCursor: (_key, delta) => setEquipmentCursor((current) => cycle(current, delta, CHOICES.equipment.length)),
      onToggle: () => {
        const item = CHOICES.equipment[equipmentCursor];
        if (item) update({ ...draft, equipment_list: toggleItem(draft.equipment_list, item.value) });
      },
      onSubmit: () => void submit(),
    },
    tui.active && !submitting,
  );

  const options: Record<'sex' | 'primary_goal' | 'equipment_list', Option[]> = {
    sex: CHOICES.sexes,
    primary_goal: CHOICES.goals,
    equipment_list: CHOICES.equipment,
  };

  const onEscape = useDiscardGuard(draftChanged(EMPTY_ONBOARDING, draft));
  return { fields: ONBOARDING_FIELDS, draft, errors, setField, focus: form.focus, typing: form.typing, submitting, equipmentCursor, options, onEscape };
}
