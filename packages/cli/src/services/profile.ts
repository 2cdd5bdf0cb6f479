import type { ApiClient } from '@spotter/core/api';
import { changesPlan, validateProfileUpdate, type FieldErrors, type ProfileForm } from '@spotter/core/rules';
import type { Plan, User } from '@spotter/core/schemas';
import type { SignInStore, StoredUser } from '@spotter/node-client/config';

export type ProfileUpdateResult =
  { ok: true; user: StoredUser; planInputsChanged: boolean; plan: Plan | null } | { ok: false; errors: FieldErrors };

/** The profile as the server has it now; the stored copy on this machine is refreshed with it. */
export async function showProfile(options: { api: ApiClient; store: SignInStore; user: StoredUser }): Promise<User> {
  const profile = await options.api.getUser(options.user.id);
  options.store.saveCurrentUser({ ...profile, token: options.user.token });
  return profile;
}

/**
 * Checks the edit with core's rules, sends it (PATCH /users/{id}) and keeps the new profile here.
 * With `newPlan`, a plan is built from the new profile when a plan input changed (or always, with 'always').
 */
export async function updateProfile(options: {
  api: ApiClient;
  store: SignInStore;
  user: StoredUser;
  form: ProfileForm;
  newPlan?: boolean;
}): Promise<ProfileUpdateResult> {
  const checked = validateProfileUpdate(options.form);
  if (!checked.ok) return checked;
  const profile = await options.api.updateUser(options.user.id, checked.value);
  const user = { ...profile, token: options.user.token };
  options.store.saveCurrentUser(user);
  const planInputsChanged = changesPlan(checked.value);
  const plan = options.newPlan ? await options.api.createPlan(options.user.id, {}) : null;
  return { ok: true, user, planInputsChanged, plan };
}

/** A new workout plan built from the stored profile (POST /users/{id}/plans), optionally for other equipment. */
export const createPlan = (options: { api: ApiClient; user: StoredUser; equipment?: string[] }): Promise<Plan> =>
  options.api.createPlan(options.user.id, options.equipment ? { equipment_list: options.equipment } : {});
