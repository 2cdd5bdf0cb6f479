import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { Replayed, implement } from '../http/contract.js';
import { decodeWorkoutCursor, encodeWorkoutCursor, listWorkouts, toWorkout } from '../store/workouts.js';
import { changeWorkout, startWorkout } from '../workout-log/sessions.js';
import { nextWorkout } from '../workout-log/next-workout.js';

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
    const before = query.cursor === undefined ? null : decodeWorkoutCursor(query.cursor);
    if (query.cursor !== undefined && before === null)
      throw badRequest('cursor: That cursor is not one this list gave out; start again without it');
    const { page, nextBefore } = await listWorkouts(ctx.db, userId, { limit: query.limit, before });
    return {
      items: page.map(({ workout, sets }) => toWorkout(workout, sets, ctx.media)),
      next_cursor: nextBefore === null ? null : encodeWorkoutCursor(nextBefore),
    };
  });
}
