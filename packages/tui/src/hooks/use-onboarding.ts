import { useState } from 'react';
import { MESSAGES } from '@spotter/core/constants';
import {
  EMPTY_ONBOARDING_FORM,
  editOnboarding,
  startOnboarding,
  submitOnboarding,
  type OnboardingFormState,
} from '@spotter/core/flows';
import {
  EMPTY_ONBOARDING,
  onboardingChoices,
  toggleItem,
  type OnboardingDraft,
  type Option,
  type ProfileFieldsDraft,
} from '@spotter/core/view-models';
import { deviceLabel } from '@spotter/node-client';
import { useTui } from '../tui-context.js';
import { draftChanged, useDiscardGuard } from './use-discard-guard.js';
import { nextOption, useFormKeys, type FormField } from './use-form-keys.js';

type FieldKey = keyof OnboardingDraft | 'submit';

/** Sex, goal, schedule, equipment and injuries: asked at sign-up and changed on the profile. */
export const PLAN_FIELDS: readonly FormField<keyof ProfileFieldsDraft>[] = [
  { key: 'sex', label: 'Sex', kind: 'choice' },
  { key: 'experience', label: 'Experience', kind: 'choice' },
  { key: 'primary_goal', label: 'Primary goal', kind: 'choice' },
  { key: 'timeline_weeks', label: 'Timeline (wks)', kind: 'text' },
  { key: 'days_per_week', label: 'Days per week', kind: 'text' },
  { key: 'equipment_list', label: 'Equipment', kind: 'toggles' },
  { key: 'injuries', label: 'Injuries', kind: 'text' },
];

export const ONBOARDING_FIELDS: readonly FormField<FieldKey>[] = [
  { key: 'first_name', label: 'First name', kind: 'text', required: true },
  { key: 'email', label: 'Email', kind: 'text', required: true },
  { key: 'age', label: 'Age', kind: 'text', required: true },
  { key: 'height_cm', label: 'Height (cm)', kind: 'text', required: true },
  { key: 'weight_kg', label: 'Weight (kg)', kind: 'text', required: true },
  ...PLAN_FIELDS,
  { key: 'submit', label: MESSAGES.startJourney, kind: 'submit' },
];

const CHOICES = onboardingChoices();
const OPTIONS: Record<'sex' | 'experience' | 'primary_goal' | 'equipment_list', Option[]> = {
  sex: CHOICES.sexes,
  experience: CHOICES.experience,
  primary_goal: CHOICES.goals,
  equipment_list: CHOICES.equipment,
};

/** The onboarding form: core's form state and sign-up (the spec's defaults, rules and messages), then sign-in. */
export function useOnboarding() {
  const tui = useTui();
  const [state, setState] = useState<OnboardingFormState>(EMPTY_ONBOARDING_FORM);
  const { draft, errors, submitting } = state;

  const update = (next: OnboardingDraft) => setState((current) => editOnboarding(current, next));
  const setField = (key: keyof OnboardingDraft, value: string) => update({ ...draft, [key]: value });

  const submit = async () => {
    if (submitting) return;
    setState(startOnboarding);
    const outcome = await submitOnboarding(draft, deviceLabel('TUI'), tui.client);
    if (outcome.ok) {
      // The key is shown once, on its own screen above the dashboard, and never stored.
      tui.signIn(outcome.user);
      tui.toast(MESSAGES.welcome);
      tui.home({ name: 'dashboard', firstVisit: true });
      tui.open({ name: 'sign-in-key', signInKey: outcome.signInKey });
      return;
    }
    // A taken email is said beside the field, with the way in: Welcome's "Sign in".
    const shown = outcome.emailTaken
      ? {
          email: 'Already an account: sign in instead',
          _: `${MESSAGES.emailTaken}: Esc, then "Sign in to your account"`,
        }
      : outcome.errors;
    setState((current) => ({ ...current, submitting: false, errors: shown }));
    if (outcome.notice) tui.toast(outcome.notice.text, outcome.notice.tone);
    const first = ONBOARDING_FIELDS.find((field) => field.key in shown);
    if (first) form.focusKey(first.key);
  };

  const form = useFormKeys<FieldKey>(
    ONBOARDING_FIELDS,
    {
      // Sex and experience may stay unset.
      onChoose: (key, delta) => {
        const select = key as 'sex' | 'experience' | 'primary_goal';
        setField(select, nextOption(OPTIONS[select], draft[select], delta, select !== 'primary_goal'));
      },
      onToggle: (_key, value) => update({ ...draft, equipment_list: toggleItem(draft.equipment_list, value) }),
      onSubmit: () => void submit(),
    },
    tui.active && !submitting,
    OPTIONS.equipment_list,
  );

  const onEscape = useDiscardGuard(draftChanged(EMPTY_ONBOARDING, draft));
  return {
    fields: ONBOARDING_FIELDS,
    draft,
    errors,
    setField,
    focus: form.focus,
    typing: form.typing,
    submitting,
    toggleCursor: form.toggleCursor,
    options: OPTIONS,
    onEscape,
  };
}
