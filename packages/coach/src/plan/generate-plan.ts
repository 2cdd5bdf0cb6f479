import type { Goal } from '@spotter/core/constants';
import { EXERCISE_KINDS } from '@spotter/core/schemas';
import { buildWeek } from './build-sessions.js';
import { equipmentAccess } from './equipment-access.js';
import { candidatePool, difficultyPolicy, type ChoiceContext } from './exercise-choice.js';
import { injuredAreas, injuryNotes } from './injuries.js';
import { WorkoutPlanSchema, type PlanInput, type WorkoutPlan } from './plan-schema.js';
import { renderPlanText } from './plan-text.js';
import { PRESCRIPTIONS, type Prescription } from './prescription.js';
import { kindProgression, progressionPhases, progressionSummary } from './progression.js';
import { whyTheseExercises } from './selection-rules.js';
import { splitFor } from './split.js';

export interface GeneratedPlan {
  plan_text: string;
  details: WorkoutPlan;
}

const GOAL_WORDS: Record<Goal, string> = {
  strength: 'strength',
  muscle: 'muscle-building',
  endurance: 'endurance',
  weight_loss: 'weight-loss',
  performance: 'athletic performance',
  general: 'general fitness',
};

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** How hard to go when the plan has no loaded lifts (bodyweight, bands, skills). */
const UNLOADED_INTENSITY: Record<Goal, string> = {
  strength: 'Hard variations you can do for 5-8 clean reps; end each set 1-2 reps short of failure.',
  performance: 'Fast, crisp reps on the jumps and skills; hard variations for 5-8 reps on the strength work.',
  muscle: 'Take most sets to within 1-2 reps of failure; slow the lowering when the reps get easy.',
  endurance: 'Easy-to-moderate effort for many smooth reps; breathe steadily.',
  weight_loss: 'Keep moving: 30 s between exercises, 90 s between rounds; stop a set before your form slips.',
  general: 'Moderate: finish each set feeling you could do 2-3 more reps.',
};

function generalNotes(difficultyReason: string | null, loaded: boolean, prescription: Prescription): string[] {
  const notes = [
    `Tempo ${prescription.tempo.code}: ${prescription.tempo.words}.`,
    loaded
      ? "Warm up with the mobility drills, then the warm-up sets under each day's first main lift: they climb to your working weight without tiring you."
      : "Warm up with the mobility drills, then the easy set under each day's first main exercise before your working sets.",
    "Each day's time is an estimate: sets x (work at this tempo + rest) for every exercise, warm-up sets included.",
    'Recovery makes the progress: sleep 7-9 hours, eat enough protein, and leave a day between hard sessions for the same muscles when you can.',
    'Film a set now and then and upload it: I will count your reps and check your form.',
  ];
  return difficultyReason ? [difficultyReason, ...notes] : notes;
}

/**
 * A deterministic workout plan from the profile, the exercise library and the available
 * equipment: the same input always gives the same plan (ties are broken by name).
 */
export function generatePlan(input: PlanInput): GeneratedPlan {
  const { profile } = input;
  const goal = profile.primary_goal;
  const days = clampInt(profile.days_per_week, 1, 7);
  const weeks = clampInt(profile.timeline_weeks, 1, 104);
  const prescription = PRESCRIPTIONS[goal];
  const access = equipmentAccess(input);
  const areas = injuredAreas(profile.injuries);
  const policy = difficultyPolicy({
    age: profile.age,
    primary_goal: goal,
    timeline_weeks: weeks,
    experience: profile.experience,
  });
  const context: ChoiceContext = { goal, policy, access, areas };
  const split = splitFor(days);
  const pools = {
    safe: candidatePool(input.exercises, context),
    usual: candidatePool(input.exercises, { ...context, areas: [] }),
  };
  const week = buildWeek(split.sessions, pools, input.exercises, context, prescription);
  const kinds = EXERCISE_KINDS.filter((kind) =>
    week.sessions.some((day) => day.exercises.some((exercise) => exercise.kind === kind)),
  );
  const loaded = kinds.includes('loaded');
  const phases = progressionPhases(weeks, loaded);
  const name = profile.first_name.trim() || 'Your';
  const details: WorkoutPlan = {
    version: 2,
    title: `${name === 'Your' ? 'Your' : `${name}'s`} ${GOAL_WORDS[goal]} plan: ${days} day${days > 1 ? 's' : ''} a week for ${weeks} week${weeks > 1 ? 's' : ''}`,
    goal,
    days_per_week: days,
    timeline_weeks: weeks,
    split: { kind: split.kind, name: split.name },
    prescription: {
      main: prescription.main,
      accessory: prescription.accessory,
      intensity: loaded ? prescription.intensity : UNLOADED_INTENSITY[goal],
      circuit: prescription.circuit,
    },
    equipment: { available: [...access.available].sort(), seen: access.seen, from_profile: access.fromProfile },
    days: week.sessions,
    progression: {
      summary: progressionSummary(phases, loaded),
      by_kind: kinds.map((kind) => ({ kind, how: kindProgression(kind, goal) })),
      blocks: phases,
    },
    injuries: { areas, notes: injuryNotes(profile.injuries, areas) },
    changes: week.changes,
    notes: [
      ...generalNotes(policy.reason, loaded, prescription),
      ...whyTheseExercises({ experience: profile.experience, areas }),
    ],
  };
  return { plan_text: renderPlanText(details), details: WorkoutPlanSchema.parse(details) };
}
