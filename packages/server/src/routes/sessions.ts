import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import type { AppContext } from '../context.js';
import { createBudget, guardsOf } from '../http/budgets.js';
import { notFound, unauthorized } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toDeviceSession, toUser } from '../serialize.js';
import { hashPassword, verifyPassword } from '../store/passwords.js';
import { sessionCacheOf } from '../store/session-cache.js';
import {
  createSession,
  findUserByEmail,
  findUserBySignInKey,
  listSessions,
  renameSession,
  replaceSignInKey,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  setPasswordHash,
} from '../store/users.js';
import { confirmOwner } from './reauth.js';

const QUARTER_HOUR = 15 * 60_000;

/** Signing in (password or sign-in key), the devices signed in, and the secrets that let a user back in. */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { limits } = ctx.config;
  // Tokens are cached for a few seconds: every change below forgets them here at once (other processes: the TTL).
  const cachedTokens = sessionCacheOf(ctx.db);
  const perAddress = createBudget(app, { name: 'sign-in', max: limits.signInsPerAddress, windowMs: QUARTER_HOUR, what: 'Too many sign-in attempts from this address' });
  // Counted on failures only, so a user signing in on a new device is never locked out by their own successes; wrong
  // proofs behind a token (reauth.ts) spend the same budget.
  const perAccount = guardsOf(app, limits).failedProofs;
  const accountOf = (body: { email?: string }) => (body.email === undefined ? undefined : body.email.trim().toLowerCase());

  implement(app, ctx, routes.signIn, async ({ body, request, reply }) => {
    await perAddress.spend(request, reply);
    const account = accountOf(body as { email?: string });
    if (account !== undefined) await perAccount.check(request, reply, account);
    const user =
      'sign_in_key' in body
        ? await findUserBySignInKey(ctx.db, body.sign_in_key)
        : await findUserByEmail(ctx.db, body.email).then(async (found) =>
            // An unknown email costs the same scrypt as a known one, so timing does not tell which emails exist.
            (await verifyPassword(body.password, found?.password_hash ?? null)) ? found : undefined,
          );
    if (!user) {
      if (account !== undefined) await perAccount.spend(request, reply, account);
      throw unauthorized(MESSAGES.signInFailed);
    }
    const { token } = await createSession(ctx.db, user.id, body.device);
    return { token, user: toUser(user) };
  });

  implement(app, ctx, routes.listSessions, async ({ userId, sessionId }) =>
    (await listSessions(ctx.db, userId)).map((session) => toDeviceSession(session, sessionId)),
  );

  // A token for an agent or script of the signed-in user: a device of its own, so revoking it cuts only that client off.
  // Confirmed with the password or the key, so a stolen token cannot mint one that outlives its own revocation.
  implement(app, ctx, routes.createDeviceToken, async ({ user, sessionId, body, request, reply }) => {
    await confirmOwner(ctx, request, reply, user, body, 'A token for another client');
    const { token, session } = await createSession(ctx.db, user.id, body.device);
    return { token, session: toDeviceSession(session, sessionId) };
  });

  implement(app, ctx, routes.renameSession, async ({ userId, sessionId, params, body }) => {
    const renamed = await renameSession(ctx.db, userId, params.sessionId, body.device);
    if (!renamed) throw notFound('No such device is signed in to your account');
    return toDeviceSession(renamed, sessionId);
  });

  implement(app, ctx, routes.revokeSession, async ({ userId, params }) => {
    if (!(await revokeSession(ctx.db, userId, params.id))) throw notFound('No such device is signed in to your account');
    cachedTokens.forgetSession(params.id);
  });

  implement(app, ctx, routes.revokeSessions, async ({ user, body, request, reply }) => {
    await confirmOwner(ctx, request, reply, user, body, 'Signing out everywhere');
    await revokeAllSessions(ctx.db, user.id);
    cachedTokens.forgetUser(user.id);
  });

  // A new password or key: every other device is signed out (a thief's token with them), this one stays.
  implement(app, ctx, routes.setPassword, async ({ user, body, sessionId, request, reply }) => {
    await confirmOwner(ctx, request, reply, user, body, user.password_hash ? 'Changing your password' : 'Setting a password');
    await setPasswordHash(ctx.db, user.id, await hashPassword(body.password));
    const signedOut = await revokeOtherSessions(ctx.db, user.id, sessionId);
    cachedTokens.forgetUser(user.id);
    return { signed_out_devices: signedOut };
  });

  implement(app, ctx, routes.newSignInKey, async ({ user, body, sessionId, request, reply }) => {
    await confirmOwner(ctx, request, reply, user, body, 'A new sign-in key');
    const key = await replaceSignInKey(ctx.db, user.id);
    const signedOut = await revokeOtherSessions(ctx.db, user.id, sessionId);
    cachedTokens.forgetUser(user.id);
    return { sign_in_key: key, signed_out_devices: signedOut };
  });
}
