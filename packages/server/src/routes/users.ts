import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { toChatMessage, toMediaItem, toPersonalBest, toPlan, toUser } from '../serialize.js';
import { insertUser } from '../store/users.js';
import { listChatMessages, listMedia, listPersonalBests, listPlans, recordPersonalBest } from '../store/records.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.createUser, async ({ body }) => {
    const { user, token } = await insertUser(ctx.db, body);
    return { ...toUser(user), token };
  });

  implement(app, ctx, routes.getUser, async ({ user }) => toUser(user));

  implement(app, ctx, routes.listPlans, async ({ userId }) => (await listPlans(ctx.db, userId)).map(toPlan));

  implement(app, ctx, routes.listPersonalBests, async ({ userId }) => (await listPersonalBests(ctx.db, userId)).map(toPersonalBest));

  implement(app, ctx, routes.addPersonalBest, async ({ userId, body }) => {
    const { personalBest, isNew } = await recordPersonalBest(ctx.db, {
      userId,
      exerciseName: body.exercise_name,
      value: body.value,
      unit: body.unit,
      source: 'manual',
    });
    return { personal_best: toPersonalBest(personalBest), is_new_pr: isNew };
  });

  implement(app, ctx, routes.listMedia, async ({ userId }) => (await listMedia(ctx.db, userId)).map((row) => toMediaItem(row, ctx.media)));

  implement(app, ctx, routes.listChat, async ({ userId }) =>
    (await listChatMessages(ctx.db, userId)).map((row) => toChatMessage(row, ctx.media)),
  );
}
