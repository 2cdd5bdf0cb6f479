import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { routes } from '@spotter/core/api';
import type { User } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { createBudget, proofBudget } from '../http/budgets.js';
import { implement } from '../http/contract.js';
import { toChatMessage, toMediaItem, toPersonalBest, toPlan, toUser } from '../serialize.js';
import { closeAccount, signUp, updateProfile } from '../services/accounts.js';
import { buildRequestedPlan } from '../services/plans.js';
import { exportAccount } from '../services/account-export.js';
import { chatHistory } from '../services/chat.js';
import { addPersonalBest } from '../services/personal-bests.js';
import { readMediaRows, readPersonalBests, readPlans } from '../caches/user-reads.js';
import { SESSION_CACHE_TTL_MS } from '../caches/session-cache.js';

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

  // The row is the token cache's (caches/session-cache.ts): frozen, and replaced by a new one on any write to it. So
  // its answer is made once per row and frozen, and goes out as shared bytes with an ETag (http/contract.ts), as the
  // library's lists do; the answers live as long as the rows they were made from may be served.
  const profiles = new LRUCache<Readonly<UserRow>, User>({ max: 10_000, ttl: SESSION_CACHE_TTL_MS });
  implement(app, ctx, routes.getUser, ({ user }) => {
    let profile = profiles.get(user);
    if (!profile) profiles.set(user, (profile = Object.freeze(toUser(user))));
    return Promise.resolve(profile);
  });

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
