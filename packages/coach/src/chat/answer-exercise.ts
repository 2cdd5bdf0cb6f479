import { spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { listOf } from '../prose/text.js';
import { readAnalysis } from './answer-records.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import { liftIn } from './lift-knowledge.js';
import { stems } from './text-match.js';
import type { CoachContext, CoachExercise } from './types.js';

/** The cues of an exercise as separate lines (the library stores them newline-separated). */
export function cuesOf(exercise: CoachExercise): string[] {
  const byLine = exercise.primary_cues
    .split(/\r?\n/)
    .map((cue) => cue.trim())
    .filter(Boolean);
  if (byLine.length > 1) return byLine;
  return exercise.primary_cues
    .split(/(?<=[.!?])\s+/)
    .map((cue) => cue.trim())
    .filter(Boolean);
}

const NO_GEAR = new Set(['bodyweight', 'none', 'floor', 'mat']);

/** Equipment the exercise needs that the user has not listed (empty when they listed nothing). */
function missingEquipment(exercise: CoachExercise, equipment: readonly string[]): string[] {
  if (equipment.length === 0) return [];
  const owned = new Set(equipment.map((item) => stems(item).join(' ')));
  const needed = exercise.equipment_tags.filter((tag) => !NO_GEAR.has(tag.toLowerCase()));
  const missing = needed.filter((tag) => !owned.has(stems(tag).join(' ')));
  return missing.length === needed.length ? missing : [];
}

function exerciseDraft(context: CoachContext, exercise: CoachExercise, similar: CoachExercise[]): Draft {
  const { profile } = context;
  const missing = missingEquipment(exercise, profile.equipment_list);
  const personal: string[] = [];
  if (missing.length > 0) personal.push(`Heads-up: it needs ${listOf(missing)}, which isn't in your equipment list.`);
  if (profile.injuries)
    personal.push(`With your noted injury (${profile.injuries}), keep every rep pain-free and stop if it hurts.`);
  const seen = lastVideoFault(context, exercise);
  const equipment = exercise.equipment_tags.length > 0 ? listOf(exercise.equipment_tags) : 'none';
  return {
    intent: 'exercise_howto',
    grounded: personal.length > 0 || seen !== null,
    kind: 'info',
    lead: `${exercise.name} (${exercise.difficulty_level}, ${exercise.category}):`,
    points: [
      ...cuesOf(exercise),
      `Muscles: ${exercise.muscle_groups.length > 0 ? listOf(exercise.muscle_groups) : 'not listed'}.`,
      `Equipment: ${equipment}.`,
      ...(seen ? [seen] : []),
    ],
    detail: [
      ...personal,
      ...(similar.length > 0 ? [`Related in the library: ${listOf(similar.map((e) => e.name))}.`] : []),
    ],
    technical: [
      'Control the lowering for 2-3 s, brace before each rep, and end sets 1-3 reps before failure (RIR 1-3) while you learn it.',
    ],
  };
}

export function exerciseHowToDraft(context: CoachContext, lookup: ExerciseLookup): Draft {
  if (lookup.match) return exerciseDraft(context, lookup.match, lookup.similar);
  if (context.exercises.length === 0) {
    return {
      intent: 'exercise_howto',
      grounded: false,
      kind: 'empty',
      lead: "The exercise library isn't available right now, so I can't look that up.",
    };
  }
  const suggestions = lookup.similar.map((e) => e.name);
  const lead = lookup.unknownPhrase
    ? `I couldn't find "${lookup.unknownPhrase}" in the exercise library.`
    : "I couldn't tell which exercise you mean.";
  return {
    intent: 'exercise_howto',
    grounded: false,
    kind: 'empty',
    lead,
    points: suggestions.length > 0 ? [`Close matches: ${listOf(suggestions)}.`] : [],
    next: 'Ask me about one by name, for example "how do I do a goblet squat", or browse the exercise library.',
  };
}

/** What the user's last video of the same lift showed, when it flagged a fault. */
function lastVideoFault(context: CoachContext, exercise: CoachExercise): string | null {
  const feedback = context.latestFeedback;
  const family = liftIn(exercise.name);
  if (!feedback?.exercise_name || !family || liftIn(spaced(feedback.exercise_name)) !== family) return null;
  const fault = readAnalysis(feedback.analysis)?.faults[0];
  if (!fault) return null;
  return `In your last ${spaced(feedback.exercise_name)} video: ${fault.message}${fault.cue ? ` ${fault.cue}` : ''}`;
}
