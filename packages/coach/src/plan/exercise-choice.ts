import { DIFFICULTY_LEVELS, type DifficultyLevel, type Goal } from '@spotter/core/constants';
import { canDo, gearOf, type EquipmentAccess } from './equipment-access.js';
import { stressesInjury } from './injuries.js';
import { bannedForInjury, experienceCap, experiencePrefers, isStaple } from './selection-rules.js';
import type { BodyArea, MovementPattern, PlanExercise, PlanProfile } from './plan-schema.js';
import type { SessionTemplate, Slot } from './split.js';

export interface DifficultyPolicy {
  preferred: DifficultyLevel;
  allowed: DifficultyLevel[];
  /** Leave out jumps, burpees and sprints (age 60+). */
  lowImpact: boolean;
  reason: string | null;
}

const HIGH_IMPACT = /burpee|jump|sprint|shuttle|double-under|triple-under|skip/i;

/**
 * Which difficulty fits: beginner-friendly from 60 or for general fitness; no advanced
 * exercises in plans under 8 weeks unless the goal is performance.
 */
export function difficultyPolicy(
  profile: Pick<PlanProfile, 'age' | 'primary_goal' | 'timeline_weeks' | 'experience'>,
): DifficultyPolicy {
  const byGoal = goalPolicy(profile);
  // The profile's experience caps the variants (unknown: no advanced ones) and a beginner's preference is beginner.
  const cap = experienceCap(profile.experience);
  const allowed = byGoal.allowed.filter((level) => cap.includes(level));
  return { ...byGoal, allowed, preferred: experiencePrefers(profile.experience) ?? byGoal.preferred };
}

function goalPolicy(profile: Pick<PlanProfile, 'age' | 'primary_goal' | 'timeline_weeks'>): DifficultyPolicy {
  if (profile.age >= 60) {
    const reason = 'Beginner-friendly, low-impact exercises were preferred (age 60+).';
    return { preferred: 'beginner', allowed: ['beginner', 'intermediate'], lowImpact: true, reason };
  }
  if (profile.primary_goal === 'general')
    return { preferred: 'beginner', allowed: ['beginner', 'intermediate'], lowImpact: false, reason: null };
  const preferred: DifficultyLevel = ['strength', 'muscle', 'performance'].includes(profile.primary_goal)
    ? 'intermediate'
    : 'beginner';
  if (profile.timeline_weeks < 8 && profile.primary_goal !== 'performance') {
    return {
      preferred,
      allowed: ['beginner', 'intermediate'],
      lowImpact: false,
      reason: 'No advanced exercises in a plan under 8 weeks.',
    };
  }
  return { preferred, allowed: [...DIFFICULTY_LEVELS], lowImpact: false, reason: null };
}

export interface ChoiceContext {
  goal: Goal;
  policy: DifficultyPolicy;
  access: EquipmentAccess;
  areas: readonly BodyArea[];
}

/** Exercises the user can do at all: gear available, no injured area loaded, difficulty allowed; sorted by name. */
export function candidatePool(exercises: readonly PlanExercise[], context: ChoiceContext): PlanExercise[] {
  return exercises
    .filter((exercise) => canDo(exercise, context.access))
    .filter((exercise) => !stressesInjury(exercise, context.areas) && !bannedForInjury(exercise, context.areas))
    .filter((exercise) => (context.policy.allowed as readonly string[]).includes(exercise.difficulty_level))
    .filter(
      (exercise) =>
        !context.policy.lowImpact || (exercise.movement_pattern !== 'jump' && !HIGH_IMPACT.test(exercise.name)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const difficultyRank = (difficulty: string) =>
  Math.max(0, (DIFFICULTY_LEVELS as readonly string[]).indexOf(difficulty));
const UPPER_MOBILITY = ['upper back', 'chest', 'lats', 'front delts', 'rear delts'];
const LOWER_MOBILITY = ['hip flexors', 'glutes', 'hamstrings', 'adductors', 'calves', 'quadriceps'];
/** Cardio that can be done easily for 20-30 minutes. */
const STEADY = /steady|walk|easy|ride|shadow/i;

/** Higher is better. Weighs difficulty, use of the user's gear, the role and variety within the week. */
export function scoreExercise(
  exercise: PlanExercise,
  slot: Slot,
  focus: SessionTemplate['focus'],
  context: ChoiceContext,
  weekUses: number,
): number {
  const role = slot.role;
  let score = -2 * Math.abs(difficultyRank(exercise.difficulty_level) - difficultyRank(context.policy.preferred));
  const gear = gearOf(exercise);
  const loadedRole = role === 'main' || role === 'accessory' || role === 'power';
  if (loadedRole && gear.length > 0) score += 2;
  if (gear.some((tag) => context.access.seen.some((item) => item.name === tag))) score += 1;
  if (role === 'main' && gear.includes('barbell') && (context.goal === 'strength' || context.goal === 'performance'))
    score += 1;
  if (loadedRole && exercise.category === 'crossfit') score -= 1;
  if (role === 'main' && exercise.muscle_groups.length <= 2) score -= 2;
  if (slot.steady && STEADY.test(exercise.name)) score += 4;
  if (role === 'conditioning' && context.goal !== 'weight_loss') score -= difficultyRank(exercise.difficulty_level);
  if (role === 'warm_up' || role === 'mobility') {
    const wanted =
      focus === 'upper' ? UPPER_MOBILITY : focus === 'lower' ? LOWER_MOBILITY : [...UPPER_MOBILITY, ...LOWER_MOBILITY];
    if (exercise.muscle_groups.some((group) => wanted.includes(group))) score += 1;
  }
  return score - 3 * weekUses;
}

export interface Choice {
  exercise: PlanExercise;
  pattern: MovementPattern;
}

/**
 * The best exercise for a slot: the first of its patterns that has a candidate not yet in
 * this session; ties broken by name, so the same input always gives the same plan.
 */
export interface SlotLimits {
  /** Main lifts of the day before: not repeated when another candidate exists. */
  yesterday?: ReadonlySet<string>;
  /** The hardest difficulty allowed (an injury swap is no harder than what it replaces). */
  maxRank?: number;
}

export function chooseForSlot(
  pool: readonly PlanExercise[],
  slot: Slot,
  focus: SessionTemplate['focus'],
  context: ChoiceContext,
  weekUses: ReadonlyMap<string, number>,
  inSession: ReadonlySet<string>,
  limits: SlotLimits = {},
): Choice | null {
  for (const pattern of slot.patterns) {
    // An injury swap is never harder than what it replaces: past the limit the slot tries its next pattern.
    let candidates = pool
      .filter((exercise) => exercise.movement_pattern === pattern && !inSession.has(exercise.name))
      .filter(
        (exercise) => limits.maxRank === undefined || difficultyRank(exercise.difficulty_level) <= limits.maxRank,
      );
    const narrow = (keep: (exercise: PlanExercise) => boolean) => {
      const kept = candidates.filter(keep);
      if (kept.length > 0) candidates = kept;
    };
    // The rules, each a preference that gives way only when nothing else is left: no main lift two days running,
    // then staples for main lifts.
    if (slot.role === 'main' && limits.yesterday) narrow((exercise) => !limits.yesterday!.has(exercise.name));
    if (slot.role === 'main') narrow(isStaple);
    const ranked = candidates
      .map((exercise) => ({
        exercise,
        score: scoreExercise(exercise, slot, focus, context, weekUses.get(exercise.name) ?? 0),
      }))
      .sort((a, b) => b.score - a.score || a.exercise.name.localeCompare(b.exercise.name));
    const best = ranked[0];
    if (best) return { exercise: best.exercise, pattern };
  }
  return null;
}
