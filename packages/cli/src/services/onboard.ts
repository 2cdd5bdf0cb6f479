import type { ApiClient } from '@spotter/core/api';
import { validateOnboarding, type OnboardingForm } from '@spotter/core/rules';
import type { ConfigStore } from '../config/config-store.js';
import type { StoredUser } from '../config/config-schema.js';

export type OnboardResult = { ok: true; user: StoredUser } | { ok: false; errors: Record<string, string> };

/** Validates the onboarding fields with core's rules, creates the user and makes it the current user. */
export async function onboard(options: { api: ApiClient; store: ConfigStore; form: OnboardingForm }): Promise<OnboardResult> {
  const checked = validateOnboarding(options.form);
  if (!checked.ok) return checked;
  const user = await options.api.createUser(checked.value);
  options.store.saveCurrentUser(user);
  return { ok: true, user };
}

/** The user as scripts see it: everything but the token. */
export const publicUser = ({ token: _token, ...user }: StoredUser) => user;
