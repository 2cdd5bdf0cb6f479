import type { Kysely } from 'kysely';
import type { NextExercise, NextWorkout, PlanDay, PlanExerciseDetails } from '@spotter/core/schemas';
import {
  equipmentOf,
  exerciseKey,
  isLowerBody,
  nextTarget,
  planTarget,
  reportsPain,
  type PastSession,
  type PerformedSet,
} from '@spotter/core/rules';
import type { Database, UserRow } from '../db/tables.js';
import { notFound } from '../http/errors.js';
import { findCurrentPlan, listUserMessagesSince } from '../store/records.js';
import { listRecentWorkingSets } from '../store/sets.js';
import { lastPlannedWorkout, openWorkoutOf } from '../store/workouts.js';

/** How far back the targets look: enough sessions of every lift for the stall rule, without reading years of import. */
const HISTORY_SETS = 3000;
/** A pain report this recent eases the next session off (once a session follows it, the rules take over again). */
const PAIN_DAYS = 14;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The plan day after the last one done (round the week), or the one still open. */
function dayAfter(days: readonly PlanDay[], lastDay: number | null): PlanDay {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  if (lastDay === null) return sorted[0]!;
  return sorted.find((d) => d.day > lastDay) ?? sorted[0]!;
}

/** The lifter's working sets, grouped into sessions per lift (a session: its workout, or its day when logged alone). */
async function pastSessionsByLift(db: Kysely<Database>, userId: string): Promise<Map<string, PastSession[]>> {
  const rows = await listRecentWorkingSets(db, userId, HISTORY_SETS);
  type Session = { at: string; sets: PerformedSet[] };
  const byLift = new Map<string, Map<string, Session>>();
  for (const row of rows.reverse()) {
    const at = iso(row.performed_at);
    const lift = exerciseKey(row.exercise_name);
    const sessions = byLift.get(lift) ?? new Map<string, Session>();
    byLift.set(lift, sessions);
    const sessionKey = row.workout_id ?? at.slice(0, 10);
    const session: Session = sessions.get(sessionKey) ?? { at, sets: [] };
    sessions.set(sessionKey, session);
    session.at = at;
    session.sets.push({
      reps: row.reps,
      load_kg: row.load_kg === null ? null : Number(row.load_kg),
      rpe: row.rpe === null ? null : Number(row.rpe),
      rir: row.rir,
      set_type: row.set_type,
    });
  }
  return new Map(
    [...byLift].map(([lift, sessions]) => [lift, [...sessions.values()].sort((a, b) => (a.at < b.at ? -1 : 1))]),
  );
}

/** When the lifter last told the coach about pain, within the last PAIN_DAYS days. */
async function lastPainReport(db: Kysely<Database>, userId: string, now: Date): Promise<string | null> {
  const messages = await listUserMessagesSince(db, userId, new Date(now.getTime() - PAIN_DAYS * 86_400_000), 200);
  const report = messages.find((m) => reportsPain(m.content));
  return report ? iso(report.created_at) : null;
}

/** Work done by time, mobility and skills follow the plan's own words; loaded and rep work follow the log. */
const FOLLOWS_PLAN = new Set(['cardio', 'mobility', 'skill']);

function targetOf(
  exercise: PlanExerciseDetails,
  day: PlanDay,
  user: UserRow,
  history: readonly PastSession[],
  painReportedAt: string | null,
): NextExercise {
  const { repRange, durationSec } = planTarget(exercise.reps);
  // Only loaded work is weighed: an inverted row under a racked bar is bodyweight work, whatever gear it names.
  const equipment =
    exercise.kind === 'loaded'
      ? equipmentOf(exercise.name, exercise.equipment)
      : exercise.kind === 'band'
        ? 'band'
        : 'bodyweight';
  const target = FOLLOWS_PLAN.has(exercise.kind)
    ? { loadKg: null, reason: exercise.progression }
    : nextTarget({
        exerciseName: exercise.name,
        equipment,
        lowerBody: isLowerBody(exercise.name),
        repRange,
        targetSets: exercise.sets,
        units: user.units,
        style: user.plan_style,
        history,
        painReportedAt,
      });
  return {
    exercise_name: exercise.name,
    sets: exercise.sets,
    reps: exercise.reps,
    rep_range: repRange,
    duration_sec: durationSec,
    rest_sec: exercise.rest_sec,
    target_load_kg: target.loadKg,
    reason: target.reason,
    superset: exercise.superset ?? (day.format === 'circuit' ? 'A' : null),
    barbell: equipment === 'barbell',
    kind: exercise.kind,
  };
}

/**
 * The current plan's next session: the day after the last one done (or the one open now), each exercise with the
 * plan's dose and a load from the lifter's own last performance by core's progression rules (`nextTarget`).
 */
export async function nextWorkout(
  db: Kysely<Database>,
  userId: string,
  user: UserRow,
  now = new Date(),
): Promise<NextWorkout> {
  const plan = await findCurrentPlan(db, userId);
  const days = plan?.details?.days.filter((d) => d.exercises.length) ?? [];
  if (!plan || !days.length)
    throw notFound('No plan yet: make one (spotter plan, or Plans in the app) and its next session shows here');
  const [last, open, history, painReportedAt] = await Promise.all([
    lastPlannedWorkout(db, userId, plan.id),
    openWorkoutOf(db, userId, now),
    pastSessionsByLift(db, userId),
    lastPainReport(db, userId, now),
  ]);
  const going =
    open && open.plan_id === plan.id && open.plan_day !== null ? days.find((d) => d.day === open.plan_day) : undefined;
  const day = going ?? dayAfter(days, last?.plan_day ?? null);
  return {
    plan_id: plan.id,
    plan_day: day.day,
    name: day.name,
    open_workout_id: going ? open!.id : null,
    exercises: day.exercises.map((exercise) =>
      targetOf(exercise, day, user, history.get(exerciseKey(exercise.name)) ?? [], painReportedAt),
    ),
    warm_up: day.warm_up ?? null,
  };
}
