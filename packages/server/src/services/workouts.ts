import type { Kysely } from 'kysely';
import type { WorkoutCreateInput, WorkoutUpdateInput } from '@spotter/core/schemas';
import type { Database, WorkoutRow } from '../db/tables.js';
import { badRequest, notFound } from '../http/errors.js';
import { findCurrentPlan } from '../store/records.js';
import { badCursor } from './sets.js';
import { listSetsOfWorkouts, type SetRow } from '../store/sets.js';
import {
  decodeWorkoutCursor,
  encodeWorkoutCursor,
  findWorkout,
  insertWorkout,
  listWorkouts,
  updateWorkout,
} from '../store/workouts.js';

/** The workout log's sessions: start one, change it, list them a page at a time (the next one: next-workout.ts). */

const noSuchWorkout = () => notFound('No such session of yours');

/** The plan's session name for a plan day, or what the lifter called it, or a plain name. */
async function sessionOf(db: Kysely<Database>, userId: string, planDay: number | undefined) {
  if (planDay === undefined) return { planId: null, planDay: null, name: null };
  const plan = await findCurrentPlan(db, userId);
  const day = plan?.details?.days.find((d) => d.day === planDay);
  if (!plan || !day) throw badRequest(`plan_day: your current plan has no day ${planDay}`);
  return { planId: plan.id, planDay, name: day.name };
}

/** Starts a session (a day of the current plan, or the lifter's own); a resend with the same client id answers the first. */
export async function startWorkout(db: Kysely<Database>, userId: string, input: WorkoutCreateInput, now = new Date()) {
  const session = await sessionOf(db, userId, input.plan_day);
  const { workout, replayed } = await insertWorkout(db, userId, {
    name: input.name ?? session.name ?? 'Workout',
    planId: session.planId,
    planDay: session.planDay,
    startedAt: input.started_at ? new Date(input.started_at) : now,
    clientId: input.client_id ?? null,
  });
  return { workout, sets: replayed ? await listSetsOfWorkouts(db, userId, [workout.id]) : [], replayed };
}

/** Finishes (or reopens), renames or notes a session; it cannot finish before it started. */
export async function changeWorkout(
  db: Kysely<Database>,
  userId: string,
  workoutId: string,
  changes: WorkoutUpdateInput,
): Promise<{ workout: WorkoutRow; sets: SetRow[] }> {
  const current = await findWorkout(db, userId, workoutId);
  if (!current) throw noSuchWorkout();
  const finishedAt =
    changes.finished_at === undefined ? undefined : changes.finished_at === null ? null : new Date(changes.finished_at);
  if (finishedAt && finishedAt < new Date(current.started_at))
    throw badRequest('finished_at: a session cannot finish before it started');
  const { finished_at: _finished, ...rest } = changes;
  const workout = await updateWorkout(db, userId, workoutId, {
    ...rest,
    ...(finishedAt !== undefined ? { finished_at: finishedAt } : {}),
  });
  if (!workout) throw noSuchWorkout();
  return { workout, sets: await listSetsOfWorkouts(db, userId, [workout.id]) };
}

/** A page of the lifter's sessions, newest first, each with its sets; `cursor` continues where the last page ended. */
export async function listSessionPage(
  db: Kysely<Database>,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<{ page: { workout: WorkoutRow; sets: SetRow[] }[]; nextCursor: string | null }> {
  const before = query.cursor === undefined ? null : decodeWorkoutCursor(query.cursor);
  if (query.cursor !== undefined && before === null) throw badCursor();
  const { page, nextBefore } = await listWorkouts(db, userId, { limit: query.limit, before });
  return { page, nextCursor: nextBefore === null ? null : encodeWorkoutCursor(nextBefore) };
}
