import { exerciseHowToDraft } from './answer-exercise.js';
import { fallbackDraft, greetingDraft } from './answer-general.js';
import { progressDraft, videoFeedbackDraft } from './answer-records.js';
import { painDraft } from './answer-safety.js';
import { motivationDraft, nutritionDraft, recoveryDraft } from './answer-wellbeing.js';
import { workoutTodayDraft } from './answer-workout.js';
import type { Draft } from './draft.js';
import { findExercise } from './exercise-lookup.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import { detectIntent } from './intents.js';
import { normaliseTone, renderDraft } from './tone.js';
import type { CoachReply, CoachReplyInput, Intent } from './types.js';

/**
 * The built-in coach: deterministic intent rules over the user's own records, no model needed.
 * The same facts are phrased in the user's coach tone.
 */
export function coachReply(input: CoachReplyInput): CoachReply {
  const { context } = input;
  const { intent, lookup } = classifyMessage(input);
  const draft = draftFor(intent, input, lookup);
  return {
    text: renderDraft(draft, normaliseTone(context.profile.coach_tone), context.profile.first_name),
    intent: draft.intent,
    grounded: draft.grounded,
  };
}

/** The intent of a message and the library exercise it mentions, if any. */
export function classifyMessage(input: CoachReplyInput): { intent: Intent; lookup: ExerciseLookup } {
  const lookup = findExercise(input.message, input.context.exercises);
  const intent = detectIntent(input.message, {
    exerciseMentioned: lookup.match !== null || lookup.unknownPhrase !== null,
    history: input.history,
  });
  return { intent, lookup };
}

function draftFor(intent: Intent, input: CoachReplyInput, lookup: ExerciseLookup): Draft {
  const { message, context } = input;
  switch (intent) {
    case 'workout_today':
      return workoutTodayDraft(context, message, input.now ?? new Date());
    case 'exercise_howto': {
      const follow = lookup.match || lookup.unknownPhrase ? lookup : lookupFromHistory(input);
      return exerciseHowToDraft(context, follow);
    }
    case 'video_feedback':
      return videoFeedbackDraft(context);
    case 'progress':
      return progressDraft(context, message);
    case 'pain':
      return painDraft(context, message, lookup.match);
    case 'motivation':
      return motivationDraft(context);
    case 'recovery':
      return recoveryDraft(context);
    case 'nutrition':
      return nutritionDraft(context, message);
    case 'greeting':
      return greetingDraft(context, message);
    case 'fallback':
      return fallbackDraft();
  }
}

/** "How do I do it properly?" after asking about an exercise: look it up in the previous user message. */
function lookupFromHistory(input: CoachReplyInput): ExerciseLookup {
  const current = findExercise(input.message, input.context.exercises);
  const previous = [...(input.history ?? [])].reverse().find((turn) => turn.type === 'user');
  if (!previous) return current;
  const earlier = findExercise(previous.content, input.context.exercises);
  return earlier.match ? earlier : current;
}
