import type { CoachContext } from '@spotter/coach/chat';
import type { PlanExercise } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { toUser } from '../serialize.js';
import { readMediaRows, readPersonalBests, readPlans } from '../caches/user-reads.js';
import { listOfficialExercises } from '../store/exercises.js';
import { listRecentCountedSets } from '../store/sets.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** How many of the latest counted sets the coach reads. */
const RECENT_SETS = 60;

/** The official library as the plan generator needs it: movement patterns and the body areas each loads. */
export async function planExercises(ctx: AppContext): Promise<PlanExercise[]> {
  return listOfficialExercises(ctx.db);
}

/** Everything the coach may ground an answer in: the user's own records and the library. */
export async function coachContext(ctx: AppContext, user: UserRow): Promise<CoachContext> {
  const [plans, personalBests, media, exercises, sets] = await Promise.all([
    readPlans(ctx, user.id),
    readPersonalBests(ctx, user.id),
    readMediaRows(ctx, user.id),
    ctx.library.all(),
    // The training log: sets typed in, imported and filmed alike.
    listRecentCountedSets(ctx.db, user.id, RECENT_SETS),
  ]);
  const latestPlan = plans[0];
  const latestMedia = media[0];
  return {
    // The profile as clients see it (never the secrets' hashes); the coach reads its own fields of it.
    profile: toUser(user),
    latestPlan: latestPlan ? { plan_text: latestPlan.plan_text, details: latestPlan.details } : null,
    personalBests: personalBests.map(({ exercise_name, value, unit, achieved_at }) => ({
      exercise_name,
      value,
      unit,
      achieved_at,
    })),
    latestFeedback: latestMedia
      ? {
          exercise_name: latestMedia.exercise_name,
          notes: latestMedia.notes,
          analysis: latestMedia.analysis,
          created_at: iso(latestMedia.created_at),
        }
      : null,
    exercises,
    // The training log (manual, imported and filmed sets, newest first) for "what did I do last week?".
    recentSets: sets.map((row) => ({
      exercise_name: row.exercise_name,
      reps: row.reps ?? 0,
      load_kg: row.load_kg === null ? null : Number(row.load_kg),
      performed_at: iso(row.performed_at),
      source: row.source,
    })),
  };
}
