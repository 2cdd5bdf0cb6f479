import { useState } from 'react';
import { submitContribution } from '@spotter/core/flows';
import type { FieldErrors } from '@spotter/core/rules';
import { EMPTY_CONTRIBUTION, contributionChoices, type ContributionDraft } from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { draftChanged, useDiscardGuard } from './use-discard-guard.js';
import { nextOption, useFormKeys, type FormField } from './use-form-keys.js';

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

const choices = contributionChoices();
const OPTIONS = { category: choices.categories, difficulty_level: choices.difficulties };

/** The contribution form: core's draft and submit (login, name and cues required, POST /exercises, what to say). */
export function useContribution() {
  const tui = useTui();
  const [draft, setDraft] = useState<ContributionDraft>(EMPTY_CONTRIBUTION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const setField = (key: keyof ContributionDraft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    setSubmitting(true);
    const outcome = await submitContribution(draft, tui.user, tui.client);
    if (outcome.notice) tui.toast(outcome.notice.text, outcome.notice.tone);
    if (outcome.ok) return tui.back();
    setErrors(outcome.errors);
    setSubmitting(false);
  };

  const form = useFormKeys<FieldKey>(
    CONTRIBUTION_FIELDS,
    {
      onChoose: (key, delta) => {
        const select = key as keyof typeof OPTIONS;
        setField(select, nextOption(OPTIONS[select], draft[select], delta));
      },
      onSubmit: () => void submit(),
    },
    tui.active && !submitting,
  );

  const onEscape = useDiscardGuard(draftChanged(EMPTY_CONTRIBUTION, draft));
  return {
    fields: CONTRIBUTION_FIELDS,
    draft,
    errors,
    setField,
    focus: form.focus,
    typing: form.typing,
    submitting,
    options: OPTIONS,
    onEscape,
  };
}
