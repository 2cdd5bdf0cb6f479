import type { ApiClient } from '../api/client.js';
import { ApiError, errorMessage } from '../api/errors.js';
import { validateOnboarding, type FieldErrors } from '../rules/index.js';
import { EMPTY_ONBOARDING, type OnboardingDraft } from '../view-models/forms.js';
import type { Notice } from './notice.js';
import { storedUserFrom, type StoredUser } from './stored-user.js';

/** The sign-up form as a screen holds it. */
export interface OnboardingFormState {
  draft: OnboardingDraft;
  errors: FieldErrors;
  /** Set by the first submit: from then on the errors follow the draft as it is fixed (spec §5). */
  attempted: boolean;
  submitting: boolean;
}

export const EMPTY_ONBOARDING_FORM: OnboardingFormState = {
  draft: EMPTY_ONBOARDING,
  errors: {},
  attempted: false,
  submitting: false,
};

/** The form with a changed draft; after a first try its errors are checked again. */
export function editOnboarding(form: OnboardingFormState, draft: OnboardingDraft): OnboardingFormState {
  if (!form.attempted) return { ...form, draft };
  const result = validateOnboarding(draft);
  return { ...form, draft, errors: result.ok ? {} : result.errors };
}

/** The form as a submit starts: tried, and busy until the outcome is in. */
export const startOnboarding = (form: OnboardingFormState): OnboardingFormState => ({
  ...form,
  attempted: true,
  submitting: true,
});

export type OnboardingOutcome =
  /** Signed up: the record to keep, and the sign-in key to show once (never stored). */
  | { ok: true; user: StoredUser; signInKey: string }
  /**
   * Not signed up: the draft's errors, or the server's words for an email that already has an account (409),
   * or a notice for any other failure.
   */
  | { ok: false; errors: FieldErrors; emailTaken: string | null; notice: Notice | null };

/** Sign-up: validate the draft, POST /users with this device's label, and say what came of it. */
export async function submitOnboarding(
  draft: OnboardingDraft,
  device: string,
  client: Pick<ApiClient, 'createUser'>,
): Promise<OnboardingOutcome> {
  const result = validateOnboarding(draft);
  if (!result.ok) return { ok: false, errors: result.errors, emailTaken: null, notice: null };
  try {
    const created = await client.createUser({ ...result.value, device });
    // A new account has no password yet: the sign-in key is its way back in.
    return {
      ok: true,
      user: storedUserFrom(created, created.token, { has_password: false }),
      signInKey: created.sign_in_key,
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409)
      return { ok: false, errors: {}, emailTaken: errorMessage(err), notice: null };
    return { ok: false, errors: {}, emailTaken: null, notice: { tone: 'error', text: errorMessage(err) } };
  }
}
