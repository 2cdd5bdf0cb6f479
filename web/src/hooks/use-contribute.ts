import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@spotter/core/constants';
import { validateContribution, type FieldErrors } from '@spotter/core/rules';
import { EMPTY_CONTRIBUTION, contributionInput, type ContributionDraft } from '@spotter/core/view-models';
import { notifyError } from '../lib/notify';
import { useApiClient } from './use-api-client';
import { useCurrentUser } from './use-current-user';

/** 'Contribute Exercise': a draft with inline errors, then submit, toast and reload the list. */
export function useContribute(onSubmitted: () => void | Promise<void>) {
  const client = useApiClient();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ContributionDraft>(EMPTY_CONTRIBUTION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setOpen(false);
    setErrors({});
  };

  const submit = async () => {
    const checked = validateContribution(contributionInput(draft), user);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors._) toast.error(checked.errors._);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await client.contributeExercise(checked.value);
      toast.success(MESSAGES.exerciseSubmitted);
      setDraft(EMPTY_CONTRIBUTION);
      setOpen(false);
      await onSubmitted();
    } catch (err) {
      notifyError(err);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    canContribute: user !== null,
    open,
    show: () => setOpen(true),
    close,
    draft,
    setField: (key: keyof ContributionDraft, value: string) => setDraft((current) => ({ ...current, [key]: value })),
    errors,
    submitting,
    submit,
  };
}
