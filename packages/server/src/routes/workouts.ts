import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { Replayed, implement } from '../http/contract.js';
import { toWorkout } from '../serialize-log.js';
import { nextWorkout } from '../services/next-workout.js';
import { changeWorkout, listSessionPage, startWorkout } from '../services/workouts.js';

/** Sessions: the plan's next one with its targets, start, finish, and the list with their sets. */
export function workoutRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.nextWorkout, ({ userId, user }) => nextWorkout(ctx.db, userId, user));

  implement(app, ctx, routes.startWorkout, async ({ userId, body }) => {
    const { workout, sets, replayed } = await startWorkout(ctx.db, userId, body);
    const answer = toWorkout(workout, sets, ctx.media);
    return replayed ? new Replayed(answer) : answer;
  });

  implement(app, ctx, routes.updateWorkout, async ({ userId, params, body }) => {
    const { workout, sets } = await changeWorkout(ctx.db, userId, params.workoutId, body);
    return toWorkout(workout, sets, ctx.media);
  });

  implement(app, ctx, routes.listWorkouts, async ({ userId, query }) => {
    const { page, nextCursor } = await listSessionPage(ctx.db, userId, query);
    return { items: page.map(({ workout, sets }) => toWorkout(workout, sets, ctx.media)), next_cursor: nextCursor };
  });
}
