import { useState } from 'react';
import { submitContribution } from '@spotter/core/flows';
import type { FieldErrors } from '@spotter/core/rules';
import { EMPTY_CONTRIBUTION, type ContributionDraft } from '@spotter/core/view-models';
import { notify } from '../lib/notify';
import { useApiClient } from './use-api-client';
import { useCurrentUser } from './use-current-user';

/** 'Contribute Exercise': a draft with inline errors, then core's submit (toast, errors beside their fields) and reload the list. */
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
    setSubmitting(true);
    const outcome = await submitContribution(draft, user, client);
    setSubmitting(false);
    if (outcome.notice) notify(outcome.notice);
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors({});
    setDraft(EMPTY_CONTRIBUTION);
    setOpen(false);
    await onSubmitted();
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
