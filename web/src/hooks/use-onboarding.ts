import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import { storedUserFrom } from '@spotter/core/flows';
import { WELCOME_TOAST } from '@spotter/core/constants';
import { validateOnboarding, type FieldErrors } from '@spotter/core/rules';
import { EMPTY_ONBOARDING, toggleItem, type OnboardingDraft } from '@spotter/core/view-models';
import { deviceLabel } from '../lib/device-label';
import { notifyError } from '../lib/notify';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';
import type { DashboardArrival } from '../lib/dashboard-arrival';

type TextKey = Exclude<keyof OnboardingDraft, 'equipment_list'>;

/** The onboarding form: draft, inline errors (§5) before sending, then sign-up, store, navigate, welcome. */
export function useOnboarding() {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OnboardingDraft>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** Counts refused submits, so the form can move focus to the first invalid field each time. */
  const [refusals, setRefusals] = useState(0);
  /** The server's 409 for an email that already has an account: shown beside the email field until it changes. */
  const [emailTaken, setEmailTaken] = useState<string | null>(null);

  const revalidate = (next: OnboardingDraft) => {
    if (!submitted) return;
    const result = validateOnboarding(next);
    setErrors(result.ok ? {} : result.errors);
  };

  const setField = (key: TextKey, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (key === 'email') setEmailTaken(null);
    revalidate(next);
  };

  const toggleEquipment = (item: string) => setDraft({ ...draft, equipment_list: toggleItem(draft.equipment_list, item) });

  const submit = async () => {
    setSubmitted(true);
    const result = validateOnboarding(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setRefusals((count) => count + 1);
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await client.createUser({ ...result.value, device: deviceLabel(navigator.userAgent) });
      userStore.set(storedUserFrom(user, user.token, { has_password: false }));
      navigate(`/dashboard/${user.id}`, { state: { signInKey: user.sign_in_key } satisfies DashboardArrival });
      toast.success(WELCOME_TOAST);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setEmailTaken(errorMessage(err));
        setRefusals((count) => count + 1);
      } else notifyError(err);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { draft, errors: emailTaken && !errors.email ? { ...errors, email: emailTaken } : errors, emailTaken: emailTaken !== null, submitting, refusals, setField, toggleEquipment, submit };
}
