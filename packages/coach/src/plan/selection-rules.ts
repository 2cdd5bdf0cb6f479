import type { DifficultyLevel } from '@spotter/core/constants';
import type { BodyArea, MovementPattern, PlanExercise } from './plan-schema.js';

/** How long someone has trained, as the profile says (null: not said). */
export type Experience = 'beginner' | 'intermediate' | 'advanced';

/**
 * The staples of each movement pattern: the lifts a coach builds a session around. A main lift is one of these
 * whenever the equipment allows one; the rest of the library (windmills, Sots presses, tempo and pin variants) is
 * for accessories or not at all.
 */
const STAPLES: Partial<Record<MovementPattern, RegExp>> = {
  squat:
    /^(back squat|front squat|goblet squat|bodyweight squat|double kettlebell front squat|box squat|resistance band squat)$/i,
  hinge:
    /^(conventional deadlift|trap bar deadlift|sumo deadlift|barbell romanian deadlift|dumbbell romanian deadlift|kettlebell deadlift|barbell hip thrust|glute bridge|single-leg dumbbell romanian deadlift|band pull-through)$/i,
  lunge:
    /^(split squat|bulgarian split squat|reverse lunge|forward lunge|dumbbell walking lunge|dumbbell step-up|kettlebell front rack reverse lunge|band split squat)$/i,
  push_horizontal:
    /^(barbell bench press|dumbbell bench press|incline dumbbell press|push-up|incline push-up|dumbbell floor press|kettlebell floor press|band chest press|barbell floor press)$/i,
  push_vertical:
    /^(overhead press|seated dumbbell shoulder press|half-kneeling kettlebell press|landmine press|pike push-up|band overhead press)$/i,
  pull_horizontal:
    /^(barbell bent-over row|one-arm dumbbell row|chest-supported dumbbell row|seated cable row|inverted row|ring row|band seated row|kettlebell gorilla row)$/i,
  pull_vertical: /^(pull-up|chin-up|lat pulldown|band-assisted pull-up|eccentric pull-up|kneeling band lat pulldown)$/i,
  carry: /carry|walk/i,
};

export const isStaple = (exercise: Pick<PlanExercise, 'name' | 'movement_pattern'>): boolean =>
  STAPLES[exercise.movement_pattern as MovementPattern]?.test(exercise.name) ?? false;

/** The difficulties a lifter of this experience is given; unknown is treated as a beginner (no advanced variants). */
export function experienceCap(experience: Experience | null | undefined): DifficultyLevel[] {
  if (experience === 'advanced') return ['beginner', 'intermediate', 'advanced'];
  return ['beginner', 'intermediate'];
}

/** The difficulty preferred before the goal's own preference: a beginner's or unknown lifter's is beginner. */
export const experiencePrefers = (experience: Experience | null | undefined): DifficultyLevel | null =>
  experience === 'intermediate' || experience === 'advanced' ? null : 'beginner';

/** Olympic lifts and overhead-squat variants: high skill under load, never for a back or shoulder complaint. */
const OLYMPIC_OR_OVERHEAD_SQUAT =
  /snatch|clean|jerk|overhead squat|sots press|thruster|windmill|turkish get-up|wall ball|devil press/i;

export function bannedForInjury(
  exercise: Pick<PlanExercise, 'name' | 'movement_pattern'>,
  areas: readonly BodyArea[],
): boolean {
  const complaint = areas.includes('lower_back') || areas.includes('shoulder');
  return complaint && (exercise.movement_pattern === 'olympic' || OLYMPIC_OR_OVERHEAD_SQUAT.test(exercise.name));
}

/** Moves whose load is the body, even when a bar or rings hold it up: their load is reps in reserve, never a %1RM. */
export const BODY_LOADED =
  /inverted row|ring row|push-up|pull-up|chin-up|\bdip\b|pike|handstand|muscle-up|hanging|toes-to-bar|knees-to-elbows|plank|bear crawl|dead bug|bird dog|hollow/i;

/** The rules, once, in plain words: the plan's "Why this exercise" notes. */
export function whyTheseExercises(options: {
  experience: Experience | null | undefined;
  areas: readonly BodyArea[];
}): string[] {
  const level = options.experience ?? null;
  const why = [
    "Why this exercise: each day's main lifts are staples of its movement patterns (squat, hinge, lunge, push and pull, carry) that your equipment allows.",
    level === 'advanced'
      ? 'Why this exercise: as an advanced lifter you may get advanced variations where they fit.'
      : `Why this exercise: no advanced variations ${level ? `for ${level === 'beginner' ? 'a beginner' : 'an intermediate lifter'}` : 'until you tell me your experience in your profile'}${level === 'intermediate' ? '' : '; simpler ones are preferred'}.`,
    'Why this exercise: loads are a percentage of your best only for loaded lifts; bodyweight moves are set by how many reps you keep in reserve.',
    'Why this exercise: no main lift on two days in a row, and the main lifts vary across the week when your equipment allows.',
  ];
  if (options.areas.length > 0) {
    why.push(
      'Why this exercise: an exercise that loads an injured area is swapped for one of the same movement with less load and skill; never an Olympic lift or overhead squat for a back or shoulder complaint.',
    );
  }
  return why;
}
