import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WELCOME_TOAST } from '@spotter/core/constants';
import {
  EMPTY_ONBOARDING_FORM,
  editOnboarding,
  startOnboarding,
  submitOnboarding,
  type OnboardingFormState,
} from '@spotter/core/flows';
import { toggleItem, type OnboardingDraft } from '@spotter/core/view-models';
import { deviceLabel } from '../lib/device-label';
import { notify } from '../lib/notify';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';
import type { DashboardArrival } from '../lib/dashboard-arrival';

type TextKey = Exclude<keyof OnboardingDraft, 'equipment_list'>;

/** The onboarding form: core's form state and sign-up (inline errors (§5) before sending), then store, navigate, welcome. */
export function useOnboarding() {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [form, setForm] = useState<OnboardingFormState>(EMPTY_ONBOARDING_FORM);
  /** Counts refused submits, so the form can move focus to the first invalid field each time. */
  const [refusals, setRefusals] = useState(0);
  /** The server's 409 for an email that already has an account: shown beside the email field until it changes. */
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const { draft, errors, submitting } = form;

  const setField = (key: TextKey, value: string) => {
    setForm((current) => editOnboarding(current, { ...current.draft, [key]: value }));
    if (key === 'email') setEmailTaken(null);
  };

  const toggleEquipment = (item: string) =>
    setForm((current) =>
      editOnboarding(current, { ...current.draft, equipment_list: toggleItem(current.draft.equipment_list, item) }),
    );

  const submit = async () => {
    setForm(startOnboarding);
    const outcome = await submitOnboarding(draft, deviceLabel(navigator.userAgent), client);
    setForm((current) => ({ ...current, submitting: false, errors: outcome.ok ? {} : outcome.errors }));
    if (outcome.ok) {
      userStore.set(outcome.user);
      void navigate(`/dashboard/${outcome.user.id}`, {
        state: { signInKey: outcome.signInKey, firstVisit: true } satisfies DashboardArrival,
      });
      toast.success(WELCOME_TOAST);
      return true;
    }
    if (outcome.notice) notify(outcome.notice);
    else setRefusals((count) => count + 1);
    if (outcome.emailTaken) setEmailTaken(outcome.emailTaken);
    return false;
  };

  return {
    draft,
    errors: emailTaken && !errors.email ? { ...errors, email: emailTaken } : errors,
    emailTaken: emailTaken !== null,
    submitting,
    refusals,
    setField,
    toggleEquipment,
    submit,
  };
}
