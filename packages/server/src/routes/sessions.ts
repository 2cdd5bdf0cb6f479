import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { createBudget, proofBudget } from '../http/budgets.js';
import { implement } from '../http/contract.js';
import { toDeviceSession, toUser } from '../serialize.js';
import {
  createDeviceToken,
  listDevices,
  newSignInKey,
  renameDevice,
  setPassword,
  signIn,
  signOutDevice,
  signOutEverywhere,
} from '../services/accounts.js';

const QUARTER_HOUR = 15 * 60_000;

/** Signing in (password or sign-in key), the devices signed in, and the secrets that let a user back in (services/accounts.ts). */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { limits } = ctx.config;
  const perAddress = createBudget(app, {
    name: 'sign-in',
    max: limits.signInsPerAddress,
    windowMs: QUARTER_HOUR,
    what: 'Too many sign-in attempts from this address',
  });

  implement(app, ctx, routes.signIn, async ({ body, request, reply }) => {
    await perAddress.spend(request, reply);
    const { token, user } = await signIn(ctx, body, proofBudget(request, reply));
    return { token, user: toUser(user) };
  });

  implement(app, ctx, routes.listSessions, async ({ userId, sessionId }) =>
    (await listDevices(ctx, userId)).map((session) => toDeviceSession(session, sessionId)),
  );

  implement(app, ctx, routes.createDeviceToken, async ({ user, sessionId, body, request, reply }) => {
    const { token, session } = await createDeviceToken(ctx, user, body, proofBudget(request, reply));
    return { token, session: toDeviceSession(session, sessionId) };
  });

  implement(app, ctx, routes.renameSession, async ({ userId, sessionId, params, body }) =>
    toDeviceSession(await renameDevice(ctx, userId, params.sessionId, body.device), sessionId),
  );

  implement(app, ctx, routes.revokeSession, ({ userId, params }) => signOutDevice(ctx, userId, params.id));

  implement(app, ctx, routes.revokeSessions, ({ user, body, request, reply }) =>
    signOutEverywhere(ctx, user, body, proofBudget(request, reply)),
  );

  implement(app, ctx, routes.setPassword, async ({ user, body, sessionId, request, reply }) => ({
    signed_out_devices: await setPassword(ctx, user, sessionId, body, proofBudget(request, reply)),
  }));

  implement(app, ctx, routes.newSignInKey, async ({ user, body, sessionId, request, reply }) => {
    const { key, signedOut } = await newSignInKey(ctx, user, sessionId, body, proofBudget(request, reply));
    return { sign_in_key: key, signed_out_devices: signedOut };
  });
}
