import { useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { DIFFICULTY_LEVELS, MESSAGES } from '@spotter/core/constants';
import { validateContribution, type FieldErrors } from '@spotter/core/rules';
import { EMPTY_CONTRIBUTION, contributionChoices, contributionInput, titleCase, type ContributionDraft } from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { cycle } from '../text-layout.js';
import { draftChanged, useDiscardGuard } from './use-discard-guard.js';
import { useFormKeys, type FormField } from './use-form-keys.js';

type FieldKey = keyof ContributionDraft | 'submit';

export const CONTRIBUTION_FIELDS: readonly FormField<FieldKey>[] = [
  { key: 'name', label: 'Name', kind: 'text', required: true },
  { key: 'category', label: 'Category', kind: 'choice' },
  { key: 'equipment', label: 'Equipment', kind: 'text' },
  { key: 'primary_cues', label: 'Primary cues', kind: 'text', required: true },
  { key: 'difficulty_level', label: 'Difficulty', kind: 'choice' },
  { key: 'muscles', label: 'Muscle groups', kind: 'text' },
  { key: 'submit', label: 'Submit Exercise', kind: 'submit' },
];

/** Errors of the draft's lists are reported by the list fields. */
const ERROR_FIELDS: Record<string, FieldKey> = { equipment_tags: 'equipment', muscle_groups: 'muscles' };

const OPTIONS = {
  category: contributionChoices().categories,
  difficulty_level: DIFFICULTY_LEVELS.map((value) => ({ value, label: titleCase(value) })),
};

/** The contribution form: core's draft, rules (login, name and cues required) and POST /exercises. */
export function useContribution() {
  const tui = useTui();
  const [draft, setDraft] = useState<ContributionDraft>(EMPTY_CONTRIBUTION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const setField = (key: keyof ContributionDraft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const result = validateContribution(contributionInput(draft), tui.user);
    if (!result.ok) {
      const shown = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [ERROR_FIELDS[field] ?? field, message]));
      setErrors(shown);
      if (shown._) tui.toast(shown._, 'error');
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await tui.client.contributeExercise(result.value);
      tui.toast(MESSAGES.exerciseSubmitted);
      tui.back();
    } catch (err) {
      tui.toast(errorMessage(err), 'error');
      setSubmitting(false);
    }
  };

  const form = useFormKeys<FieldKey>(
    CONTRIBUTION_FIELDS,
    {
      onChoose: (key, delta) => {
        const choices = OPTIONS[key as keyof typeof OPTIONS];
        const index = choices.findIndex((option) => option.value === draft[key as keyof ContributionDraft]);
        setField(key as keyof ContributionDraft, choices[cycle(index, delta, choices.length)]?.value ?? '');
      },
      onSubmit: () => void submit(),
    },
    tui.active && !submitting,
  );

  const onEscape = useDiscardGuard(draftChanged(EMPTY_CONTRIBUTION, draft));
  return { fields: CONTRIBUTION_FIELDS, draft, errors, setField, focus: form.focus, typing: form.typing, submitting, options: OPTIONS, onEscape };
}
