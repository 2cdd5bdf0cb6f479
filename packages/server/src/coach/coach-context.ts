import type { CoachContext } from '@spotter/coach/chat';
import type { PlanExercise } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { listMedia, listPersonalBests, listPlans } from '../store/records.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** How many of the latest counted sets the coach reads. */
const RECENT_SETS = 60;

/** The official library as the plan generator needs it: movement patterns and the body areas each loads. */
export async function planExercises(ctx: AppContext): Promise<PlanExercise[]> {
  const rows = await ctx.db.selectFrom('exercises').selectAll().where('contributor_id', 'is', null).orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    category: row.category,
    equipment_tags: row.equipment_tags,
    muscle_groups: row.muscle_groups,
    difficulty_level: row.difficulty_level,
    movement_pattern: row.movement_pattern,
    stresses: row.stresses,
    primary_cues: row.primary_cues,
  }));
}

/** Everything the coach may ground an answer in: the user's own records and the library. */
export async function coachContext(ctx: AppContext, user: UserRow): Promise<CoachContext> {
  const [plans, personalBests, media, exercises] = await Promise.all([
    listPlans(ctx.db, user.id),
    listPersonalBests(ctx.db, user.id),
    listMedia(ctx.db, user.id),
    ctx.library.all(),
  ]);
  const latestPlan = plans[0];
  const latestMedia = media[0];
  return {
    profile: {
      first_name: user.first_name,
      primary_goal: user.primary_goal,
      days_per_week: user.days_per_week,
      timeline_weeks: user.timeline_weeks,
      injuries: user.injuries,
      coach_tone: user.coach_tone,
      equipment_list: user.equipment_list,
      age: user.age,
      weight_kg: user.weight_kg,
    },
    latestPlan: latestPlan ? { plan_text: latestPlan.plan_text, details: latestPlan.details } : null,
    personalBests: personalBests.map((pb) => ({ exercise_name: pb.exercise_name, value: Number(pb.value), unit: pb.unit, achieved_at: iso(pb.achieved_at) })),
    latestFeedback: latestMedia
      ? { exercise_name: latestMedia.exercise_name, notes: latestMedia.notes, analysis: latestMedia.analysis, created_at: iso(latestMedia.created_at) }
      : null,
    exercises,
    // The training history (counted sets, newest first) for "what did I do last week?".
    recentSets: media
      .filter((row) => row.reps !== null && row.exercise_name !== null)
      .slice(0, RECENT_SETS)
      .map((row) => ({ exercise_name: row.exercise_name ?? '', reps: row.reps ?? 0, load_kg: row.load_kg === null ? null : Number(row.load_kg), performed_at: iso(row.created_at) })),
  };
}
