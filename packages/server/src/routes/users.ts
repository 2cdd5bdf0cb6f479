import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import type { AppContext } from '../context.js';
import { createBudget } from '../http/budgets.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toChatMessage, toMediaItem, toPersonalBest, toPlan, toUser } from '../serialize.js';
import { deleteAccount, exportAccount } from '../store/account-data.js';
import { sessionCacheOf } from '../store/session-cache.js';
import { buildRequestedPlan } from './equipment-scan-confirm.js';
import { confirmOwner } from './reauth.js';
import { buildProfilePlan } from '../coach/profile-plan.js';
import { EMAIL_UNIQUE, insertUser, isUniqueViolation, updateUser } from '../store/users.js';
import { listChatMessages, recordPersonalBest, recordSetBests } from '../store/records.js';
import { readMediaRows, readPersonalBests, readPlans } from '../store/user-reads.js';

const HOUR = 3600_000;

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // The token cache holds each user's row: a change to it (or the account going) is forgotten here at once.
  const cachedTokens = sessionCacheOf(ctx.db);
  const signUps = createBudget(app, { name: 'sign-up', max: ctx.config.limits.signUpsPerHour, windowMs: HOUR, what: 'Too many sign-ups from this address' });

  implement(app, ctx, routes.createUser, async ({ body, request, reply }) => {
    await signUps.spend(request, reply);
    try {
      const { user, token, signInKey } = await insertUser(ctx.db, body);
      // The first minute: the plan the profile already allows (its equipment and injuries as given), so the first
      // dashboard shows one instead of "No plan yet".
      await buildProfilePlan(ctx, user);
      return { ...toUser(user), token, sign_in_key: signInKey };
    } catch (err) {
      if (isUniqueViolation(err, EMAIL_UNIQUE)) throw new HttpError(409, `email: ${MESSAGES.emailTaken}`);
      throw err;
    }
  });

  implement(app, ctx, routes.getUser, ({ user }) => Promise.resolve(toUser(user)));

  implement(app, ctx, routes.updateUser, async ({ user, body, request, reply }) => {
    const { current_password, current_sign_in_key, sign_in_key, ...changes } = body;
    if (changes.email !== undefined && changes.email !== user.email.toLowerCase()) {
      await confirmOwner(ctx, request, reply, user, { current_password, current_sign_in_key: current_sign_in_key ?? sign_in_key }, 'Changing your email');
    }
    try {
      const updated = await updateUser(ctx.db, user.id, changes);
      cachedTokens.forgetUser(user.id);
      return toUser(updated);
    } catch (err) {
      if (isUniqueViolation(err, EMAIL_UNIQUE)) throw new HttpError(409, `email: another account already uses ${changes.email}`);
      throw err;
    }
  });

  implement(app, ctx, routes.exportUser, async ({ user, sessionId }) => exportAccount(ctx, user, sessionId));

  implement(app, ctx, routes.deleteUser, async ({ user, body, request, reply }) => {
    const proof = 'password' in body ? { current_password: body.password } : { current_sign_in_key: body.sign_in_key };
    await confirmOwner(ctx, request, reply, user, proof, 'Deleting your account');
    try {
      await deleteAccount(ctx, user.id);
    } finally {
      // Also when removing the files fails after the rows are gone.
      cachedTokens.forgetUser(user.id);
    }
  });

  implement(app, ctx, routes.listPlans, ({ userId }) => readPlans(ctx, userId));

  implement(app, ctx, routes.createPlan, async ({ user, body }) => toPlan(await buildRequestedPlan(ctx, user, body)));

  implement(app, ctx, routes.listPersonalBests, ({ userId }) => readPersonalBests(ctx, userId));

  implement(app, ctx, routes.addPersonalBest, async ({ userId, body }) => {
    // Reps at a load are compared like an uploaded set's (and give an estimated one-rep max); other units as they are.
    const { personalBest, isNew } = body.load_kg
      ? await recordSetBests(ctx.db, { userId, exerciseName: body.exercise_name, reps: body.value, loadKg: body.load_kg, source: 'manual' })
      : await recordPersonalBest(ctx.db, { userId, exerciseName: body.exercise_name, value: body.value, unit: body.unit, source: 'manual' });
    return { personal_best: toPersonalBest(personalBest), is_new_pr: isNew };
  });

  implement(app, ctx, routes.listMedia, async ({ userId }) => (await readMediaRows(ctx, userId)).map((row) => toMediaItem(row, ctx.media)));

  implement(app, ctx, routes.listChat, async ({ userId }) =>
    (await listChatMessages(ctx.db, userId)).map((row) => toChatMessage(row, ctx.media)),
  );
}
