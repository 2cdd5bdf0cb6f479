import { ApiError, type ApiClient } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { validateOnboarding, type OnboardingForm } from '@spotter/core/rules';
import type { SignInStore, StoredUser } from '@spotter/node-client/config';
import { CliError } from '../errors.js';

export type OnboardResult =
  { ok: true; user: StoredUser; signInKey: string } | { ok: false; errors: Record<string, string> };

/**
 * Validates the onboarding fields with core's rules, creates the user and makes it the current user.
 * The sign-in key comes back once: it is handed to the caller to show, never stored here.
 */
export async function onboard(options: {
  api: ApiClient;
  store: SignInStore;
  form: OnboardingForm;
  device?: string;
}): Promise<OnboardResult> {
  const checked = validateOnboarding(options.form);
  if (!checked.ok) return checked;
  const { sign_in_key: signInKey, ...user } = await options.api
    .createUser({ ...checked.value, device: options.device })
    .catch((err: unknown) => {
      // 409: emails are unique; the account is there to sign in to.
      if (err instanceof ApiError && err.status === 409)
        throw new CliError(MESSAGES.emailTaken, 1, '`spotter login` (your password or sign-in key)');
      throw err;
    });
  options.store.saveCurrentUser(user);
  options.store.markFirstVisit(user.id);
  return { ok: true, user, signInKey };
}

/** What to tell a new user about their sign-in key, the one time it is shown. */
export const SIGN_IN_KEY_NOTICE = [
  'Your sign-in key is the way back into your account from any device (`spotter login --key KEY`, or the web sign-in page).',
  'It is shown only this once: keep it somewhere safe, such as a password manager. `spotter password` sets a password too.',
].join('\n');

/** The user as scripts see it: everything but the token. */
export const publicUser = ({ token: _token, ...user }: StoredUser) => user;
