import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
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
      const result = await client.contributeExercise(checked.value);
      // A trusted contributor's exercise is approved at once; anyone else's waits for review.
      toast.success(result.exercise.review_status === 'approved' ? MESSAGES.exerciseAdded : MESSAGES.exerciseSubmitted);
      setDraft(EMPTY_CONTRIBUTION);
      setOpen(false);
      await onSubmitted();
    } catch (err) {
      // 409: the library already has this exercise; the detail names it, beside the name field.
      if (err instanceof ApiError && err.status === 409) setErrors({ name: errorMessage(err) });
      else notifyError(err);
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
