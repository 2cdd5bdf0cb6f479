import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { createBudget, proofBudget } from '../http/budgets.js';
import { implement } from '../http/contract.js';
import { toChatMessage, toMediaItem, toPersonalBest, toPlan, toUser } from '../serialize.js';
import { closeAccount, signUp, updateProfile } from '../services/accounts.js';
import { buildRequestedPlan } from '../services/plans.js';
import { exportAccount } from '../services/account-export.js';
import { chatHistory } from '../services/chat.js';
import { addPersonalBest } from '../services/personal-bests.js';
import { readMediaRows, readPersonalBests, readPlans } from '../caches/user-reads.js';

const HOUR = 3600_000;

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const signUps = createBudget(app, {
    name: 'sign-up',
    max: ctx.config.limits.signUpsPerHour,
    windowMs: HOUR,
    what: 'Too many sign-ups from this address',
  });

  implement(app, ctx, routes.createUser, async ({ body, request, reply }) => {
    await signUps.spend(request, reply);
    const { user, token, signInKey } = await signUp(ctx, body);
    return { ...toUser(user), token, sign_in_key: signInKey };
  });

  // The profile is made once per row and frozen (caches/profiles.ts), so it goes out as shared bytes with an ETag
  // (http/contract.ts), as the library's lists do.
  implement(app, ctx, routes.getUser, ({ user }) => Promise.resolve(ctx.profiles.of(user)));

  implement(app, ctx, routes.updateUser, async ({ user, body, request, reply }) =>
    toUser(await updateProfile(ctx, user, body, proofBudget(request, reply))),
  );

  implement(app, ctx, routes.exportUser, async ({ user, sessionId }) => exportAccount(ctx, user, sessionId));

  implement(app, ctx, routes.deleteUser, async ({ user, body, request, reply }) => {
    const proof = 'password' in body ? { current_password: body.password } : { current_sign_in_key: body.sign_in_key };
    await closeAccount(ctx, user, proof, proofBudget(request, reply));
  });

  implement(app, ctx, routes.listPlans, ({ userId }) => readPlans(ctx, userId));

  implement(app, ctx, routes.createPlan, async ({ user, body }) => toPlan(await buildRequestedPlan(ctx, user, body)));

  implement(app, ctx, routes.listPersonalBests, ({ userId }) => readPersonalBests(ctx, userId));

  implement(app, ctx, routes.addPersonalBest, async ({ userId, body }) => {
    const { personalBest, isNew } = await addPersonalBest(ctx.db, userId, body);
    return { personal_best: toPersonalBest(personalBest), is_new_pr: isNew };
  });

  implement(app, ctx, routes.listMedia, async ({ userId }) =>
    (await readMediaRows(ctx, userId)).map((row) => toMediaItem(row, ctx.media)),
  );

  implement(app, ctx, routes.listChat, async ({ userId }) =>
    (await chatHistory(ctx.db, userId)).map((row) => toChatMessage(row, ctx.media)),
  );
}
