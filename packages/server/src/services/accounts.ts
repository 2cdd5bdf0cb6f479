import { MESSAGES } from '@spotter/core/constants';
import type { AppContext } from '../context.js';
import type { SessionRow, UserRow } from '../db/tables.js';
import { HttpError, notFound, unauthorized } from '../http/errors.js';
import { deleteAccount } from '../store/account-data.js';
import { hashPassword, verifyPassword } from '../store/passwords.js';
import { signInKeyHash } from '../store/secrets.js';
import {
  EMAIL_UNIQUE,
  createSession,
  findUserByEmail,
  findUserBySignInKey,
  insertUser,
  isUniqueViolation,
  listSessions,
  renameSession,
  replaceSignInKey,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  setPasswordHash,
  updateUser,
} from '../store/users.js';
import { buildProfilePlan } from './plans.js';

/**
 * Accounts: signing up (with the first plan), signing in, the devices signed in, and the secrets that let a user back
 * in. Every change to a user's row or sessions forgets the tokens cached for them at once (the database handle's
 * plugin, caches/write-watch.ts); other server processes see it after the session cache's few seconds.
 */

/** What proves the caller is the owner, not only someone holding a token: the password or the sign-in key. */
export interface Proof {
  current_password?: string;
  current_sign_in_key?: string;
}

/**
 * The per-account budget of failed proofs (one per email), spent by wrong sign-ins and wrong proofs behind a token
 * alike, so guessing a password is as slow through either door. The caller's HTTP layer holds the counters.
 */
export interface ProofBudget {
  /** Refuses (429) when the account's budget is spent, without counting. */
  check(account: string): Promise<void>;
  /** Counts one failure, refusing (429) past the budget. */
  spend(account: string): Promise<void>;
}

/**
 * Re-authentication: an action a stolen token must not take is confirmed with the current password or the current
 * sign-in key (an account without a password has only the key). A missing or wrong proof is 403 naming what is
 * needed (401 stays for a bad token); wrong proofs count against the account's sign-in budget, and past it the
 * answer is 429.
 */
export async function confirmOwner(user: UserRow, proof: Proof, action: string, budget: ProofBudget): Promise<void> {
  const needed = user.password_hash
    ? 'your current password (current_password) or your sign-in key (current_sign_in_key)'
    : 'your sign-in key (current_sign_in_key)';
  const account = user.email.toLowerCase();
  await budget.check(account);
  if (proof.current_password === undefined && proof.current_sign_in_key === undefined) {
    throw new HttpError(403, `${action} needs ${needed} to confirm it is you`);
  }
  const right =
    proof.current_password !== undefined
      ? user.password_hash !== null && (await verifyPassword(proof.current_password, user.password_hash))
      : user.sign_in_key_hash !== null && signInKeyHash(proof.current_sign_in_key!) === user.sign_in_key_hash;
  if (right) return;
  await budget.spend(account);
  const what = proof.current_password !== undefined ? 'That password is not right' : 'That sign-in key is not right';
  throw new HttpError(403, `${what}: ${action} needs ${needed}`);
}

/**
 * A new account, signed in on its first device, with the plan its profile already allows (its equipment and
 * injuries as given), so the first dashboard shows one instead of "No plan yet". A taken email is 409.
 */
export async function signUp(
  ctx: AppContext,
  input: Parameters<typeof insertUser>[1],
): Promise<{ user: UserRow; token: string; signInKey: string }> {
  try {
    const created = await insertUser(ctx.db, input);
    await buildProfilePlan(ctx, created.user);
    return created;
  } catch (err) {
    if (isUniqueViolation(err, EMAIL_UNIQUE)) throw new HttpError(409, `email: ${MESSAGES.emailTaken}`);
    throw err;
  }
}

/**
 * Signing in with the email and password or with the sign-in key: a new session for the device. Only failures spend
 * the account's budget, so a user signing in on a new device is never locked out by their own successes.
 */
export async function signIn(
  ctx: AppContext,
  input: ({ email: string; password: string } | { sign_in_key: string }) & { device?: string },
  budget: ProofBudget,
): Promise<{ user: UserRow; token: string }> {
  const account = 'email' in input ? input.email.trim().toLowerCase() : undefined;
  if (account !== undefined) await budget.check(account);
  const user =
    'sign_in_key' in input
      ? await findUserBySignInKey(ctx.db, input.sign_in_key)
      : await findUserByEmail(ctx.db, input.email).then(async (found) =>
          // An unknown email costs the same scrypt as a known one, so timing does not tell which emails exist.
          (await verifyPassword(input.password, found?.password_hash ?? null)) ? found : undefined,
        );
  if (!user) {
    if (account !== undefined) await budget.spend(account);
    throw unauthorized(MESSAGES.signInFailed);
  }
  const { token } = await createSession(ctx.db, user.id, input.device);
  return { token, user };
}

/** A profile change; a new email is confirmed with the password or the key first. */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: Parameters<typeof updateUser>[2] & Proof & { sign_in_key?: string },
  budget: ProofBudget,
): Promise<UserRow> {
  const { current_password, current_sign_in_key, sign_in_key, ...changes } = input;
  if (changes.email !== undefined && changes.email !== user.email.toLowerCase()) {
    await confirmOwner(
      user,
      { current_password, current_sign_in_key: current_sign_in_key ?? sign_in_key },
      'Changing your email',
      budget,
    );
  }
  try {
    return await updateUser(ctx.db, user.id, changes);
  } catch (err) {
    if (isUniqueViolation(err, EMAIL_UNIQUE))
      throw new HttpError(409, `email: another account already uses ${changes.email}`);
    throw err;
  }
}

/** The account and everything of it, confirmed with the password or the key. */
export async function closeAccount(ctx: AppContext, user: UserRow, proof: Proof, budget: ProofBudget): Promise<void> {
  await confirmOwner(user, proof, 'Deleting your account', budget);
  await deleteAccount(ctx, user.id);
}

/**
 * A token for an agent or script of the signed-in user: a device of its own, so revoking it cuts only that client
 * off. Confirmed with the password or the key, so a stolen token cannot mint one that outlives its own revocation.
 */
export async function createDeviceToken(
  ctx: AppContext,
  user: UserRow,
  input: Proof & { device?: string },
  budget: ProofBudget,
): Promise<{ token: string; session: SessionRow }> {
  await confirmOwner(user, input, 'A token for another client', budget);
  return createSession(ctx.db, user.id, input.device);
}

/** The devices signed in to the account, newest first. */
export const listDevices = (ctx: AppContext, userId: string): Promise<SessionRow[]> => listSessions(ctx.db, userId);

export async function renameDevice(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  device: string,
): Promise<SessionRow> {
  const renamed = await renameSession(ctx.db, userId, sessionId, device);
  if (!renamed) throw notFound('No such device is signed in to your account');
  return renamed;
}

export async function signOutDevice(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  if (!(await revokeSession(ctx.db, userId, sessionId))) throw notFound('No such device is signed in to your account');
}

export async function signOutEverywhere(
  ctx: AppContext,
  user: UserRow,
  proof: Proof,
  budget: ProofBudget,
): Promise<void> {
  await confirmOwner(user, proof, 'Signing out everywhere', budget);
  await revokeAllSessions(ctx.db, user.id);
}

/** A new password: every other device is signed out (a thief's token with them), this one stays. */
export async function setPassword(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string,
  input: Proof & { password: string },
  budget: ProofBudget,
): Promise<number> {
  await confirmOwner(user, input, user.password_hash ? 'Changing your password' : 'Setting a password', budget);
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.password));
  const signedOut = await revokeOtherSessions(ctx.db, user.id, currentSessionId);
  return signedOut;
}

/** A new sign-in key: as with a new password, every other device is signed out. */
export async function newSignInKey(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string,
  proof: Proof,
  budget: ProofBudget,
): Promise<{ key: string; signedOut: number }> {
  await confirmOwner(user, proof, 'A new sign-in key', budget);
  const key = await replaceSignInKey(ctx.db, user.id);
  const signedOut = await revokeOtherSessions(ctx.db, user.id, currentSessionId);
  return { key, signedOut };
}
