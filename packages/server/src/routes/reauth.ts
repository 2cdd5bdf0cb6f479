import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { guardsOf } from '../http/budgets.js';
import { HttpError } from '../http/errors.js';
import { verifyPassword } from '../store/passwords.js';
import { signInKeyHash } from '../store/secrets.js';

/** What proves the caller is the owner, not only someone holding a token: the password or the sign-in key. */
export interface Proof {
  current_password?: string;
  current_sign_in_key?: string;
}

/**
 * Re-authentication: an action a stolen token must not take is confirmed with the current password or the current
 * sign-in key (an account without a password has only the key). A missing or wrong proof is 403 naming what is
 * needed (401 stays for a bad token); wrong proofs count against the account's sign-in budget (the one failed
 * sign-ins spend), so guessing behind a token is as slow as guessing at the sign-in form, and past it the answer is 429.
 */
export async function confirmOwner(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: UserRow, proof: Proof, action: string): Promise<void> {
  const needed = user.password_hash ? 'your current password (current_password) or your sign-in key (current_sign_in_key)' : 'your sign-in key (current_sign_in_key)';
  const { failedProofs } = guardsOf(request.server, ctx.config.limits);
  const account = user.email.toLowerCase();
  await failedProofs.check(request, reply, account);
  if (proof.current_password === undefined && proof.current_sign_in_key === undefined) {
    throw new HttpError(403, `${action} needs ${needed} to confirm it is you`);
  }
  const right =
    proof.current_password !== undefined
      ? user.password_hash !== null && (await verifyPassword(proof.current_password, user.password_hash))
      : user.sign_in_key_hash !== null && signInKeyHash(proof.current_sign_in_key!) === user.sign_in_key_hash;
  if (right) return;
  await failedProofs.spend(request, reply, account);
  const what = proof.current_password !== undefined ? 'That password is not right' : 'That sign-in key is not right';
  throw new HttpError(403, `${what}: ${action} needs ${needed}`);
}
