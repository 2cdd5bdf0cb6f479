import { ApiError, type ApiClient } from '@spotter/core/api';
import { proofFields, type AccountExport, type DeviceSession, type DeviceTokenResult } from '@spotter/core/schemas';
import type { SignInStore, StoredUser } from '@spotter/node-client/config';
import { CliError } from '../errors.js';

/** How an account action is confirmed: the password, or the sign-in key. */
export type Proof = { password: string } | { signInKey: string };

/** Everything the server stores about the user, as one JSON document (GET /users/{id}/export). */
export const exportAccount = (options: { api: ApiClient; user: StoredUser }): Promise<AccountExport> =>
  options.api.exportUser(options.user.id);

/** The user's logged sets as CSV in Strong's columns (loads in kg), which other apps import. */
export const exportSetsCsv = (options: { api: ApiClient; user: StoredUser }): Promise<string> =>
  options.api.exportSetsCsv(options.user.id);

/**
 * Deletes the account and everything stored about it, then forgets it on this machine.
 * A wrong password or key is refused by the server (nothing is deleted) and said plainly.
 */
export async function deleteAccount(options: {
  api: ApiClient;
  store: SignInStore;
  user: StoredUser;
  proof: Proof;
}): Promise<void> {
  const body =
    'password' in options.proof
      ? { password: options.proof.password }
      : { sign_in_key: options.proof.signInKey.trim() };
  await options.api.deleteUser(options.user.id, body).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 403) {
      throw new CliError(`Nothing was deleted: ${err.detail}`, 1, 'check your password or sign-in key');
    }
    throw err;
  });
  options.store.clearCurrentUser();
}

/** How many other devices a new password or key signed out, in words. */
export const signedOutLine = (count: number) =>
  count === 0
    ? 'No other device was signed in.'
    : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`;

/**
 * Sets the first password, or changes it, confirmed with the current password or the sign-in key (`proof`, told
 * apart by the key's SPK- start). Answers how many other devices were signed out.
 */
export async function setPassword(options: {
  api: ApiClient;
  user: StoredUser;
  password: string;
  proof: string;
}): Promise<number> {
  const result = await options.api
    .setPassword(options.user.id, { password: options.password, ...proofFields(options.proof) })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 403)
        throw new CliError(`The password was not changed: ${err.detail}`, 1);
      throw err;
    });
  return result.signed_out_devices;
}

/** A new sign-in key, confirmed with the password or the current key; the old one stops working at once. */
export async function newSignInKey(options: {
  api: ApiClient;
  user: StoredUser;
  proof: string;
}): Promise<{ sign_in_key: string; signed_out_devices: number }> {
  return options.api.newSignInKey(options.user.id, proofFields(options.proof)).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 403) throw new CliError(`No new key was made: ${err.detail}`, 1);
    throw err;
  });
}

export const listDevices = (options: { api: ApiClient; user: StoredUser }): Promise<DeviceSession[]> =>
  options.api.listSessions(options.user.id);

/** The device a whole id, or a prefix of it that only one device has (as git takes a commit's), names: `82974c91`. */
async function findDevice(api: ApiClient, user: StoredUser, typedId: string): Promise<DeviceSession> {
  const devices = await api.listSessions(user.id);
  const typed = typedId.trim().toLowerCase();
  const matches = devices.filter(
    (d) => d.id.toLowerCase() === typed || (typed.length >= 4 && d.id.toLowerCase().startsWith(typed)),
  );
  if (matches.length > 1)
    throw new CliError(
      `${matches.length} devices have an id starting ${typedId}`,
      1,
      'type more of the id (`spotter account devices` lists them)',
    );
  const device = matches[0];
  if (!device)
    throw new CliError(
      `No device ${typedId} is signed in to your account`,
      1,
      'see the list with `spotter account devices`',
    );
  return device;
}

/** Signs one device out; when it is this one, forgets the user here too. Answers whether it was this device. */
export async function revokeDevice(options: {
  api: ApiClient;
  store: SignInStore;
  user: StoredUser;
  deviceId: string;
}): Promise<boolean> {
  const device = await findDevice(options.api, options.user, options.deviceId);
  await options.api.revokeSession(device.id);
  if (device.current) options.store.clearCurrentUser();
  return device.current;
}

/** Gives one device (a whole id or a unique prefix of it) a new name; answers the device as renamed. */
export async function renameDevice(options: {
  api: ApiClient;
  user: StoredUser;
  deviceId: string;
  name: string;
}): Promise<DeviceSession> {
  const device = await findDevice(options.api, options.user, options.deviceId);
  return options.api.renameSession(options.user.id, device.id, { device: options.name });
}

/** Signs every device out, this one included. */
export async function revokeAllDevices(options: {
  api: ApiClient;
  store: SignInStore;
  user: StoredUser;
  proof: string;
}): Promise<void> {
  await options.api.revokeSessions(options.user.id, proofFields(options.proof)).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 403) throw new CliError(`Nobody was signed out: ${err.detail}`, 1);
    throw err;
  });
  options.store.clearCurrentUser();
}

/**
 * A token for another client of this user (an AI agent over MCP, a script): a device of its own in the account's
 * list, named `name`, so revoking it cuts that client off and nothing else. Confirmed with the password or the key.
 */
export async function makeClientToken(options: {
  api: ApiClient;
  user: StoredUser;
  name: string;
  proof: string;
}): Promise<DeviceTokenResult> {
  return options.api
    .createDeviceToken(options.user.id, { device: options.name, ...proofFields(options.proof) })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 403) throw new CliError(`No token was made: ${err.detail}`, 1);
      throw err;
    });
}
