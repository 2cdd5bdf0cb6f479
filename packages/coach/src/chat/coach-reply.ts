import { exerciseHowToDraft } from './answer-exercise.js';
import { jointSafetyDraft, sorenessDraft, substitutionDraft } from './answer-body.js';
import { fallbackDraft, greetingDraft } from './answer-general.js';
import { goalProgressDraft, historyDraft } from './answer-history.js';
import { progressDraft, videoFeedbackDraft } from './answer-records.js';
import { painDraft } from './answer-safety.js';
import { deloadDraft, restPeriodsDraft, tempoDraft, warmUpDraft } from './answer-training.js';
import { motivationDraft, nutritionDraft, nutritionTimingDraft, recoveryDraft, sleepDraft } from './answer-wellbeing.js';
import { workoutTodayDraft } from './answer-workout.js';
import type { Draft } from './draft.js';
import { findExercise } from './exercise-lookup.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import { detectIntent, earlierUserMessages, isFollowUp } from './intents.js';
import { liftIn, type LiftFamily } from './lift-knowledge.js';
import { normaliseTone, renderDraft } from '../prose/tone.js';
import type { CoachReply, CoachReplyInput, Intent } from './types.js';

/**
 * The built-in coach: deterministic intent rules over the user's own records, no model needed.
 * The same facts are phrased in the user's coach tone.
 */
export function coachReply(input: CoachReplyInput): CoachReply {
  const draft = coachDraft(input);
  const { profile } = input.context;
  return {
    text: renderDraft(draft, normaliseTone(profile.coach_tone), profile.first_name, { message: input.message, history: input.history }),
    intent: draft.intent,
    grounded: draft.grounded,
  };
}

/** The facts of the built-in answer, before tone: also what the language model is grounded with. */
export function coachDraft(input: CoachReplyInput): Draft {
  const topic = topicOf(input);
  return draftFor(topic.intent, input, topic);
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

interface Topic {
  intent: Intent;
  /** The exercise the message is about; for a follow-up that names none, the one asked about before. */
  lookup: ExerciseLookup;
  lift: LiftFamily | null;
}

/** What the message is about, reading the last few user messages when it leans on them ("and for deadlifts?"). */
function topicOf(input: CoachReplyInput): Topic {
  const { intent, lookup } = classifyMessage(input);
  const ownLift = liftIn(input.message);
  const named = lookup.match !== null || lookup.unknownPhrase !== null || ownLift !== null;
  const leans = isFollowUp(input.message) || intent === 'exercise_howto';
  if (named || !leans) return { intent, lookup, lift: ownLift ?? (lookup.match ? liftIn(lookup.match.name) : null) };
  for (const earlier of earlierUserMessages(input.history).slice(0, 3)) {
    const before = findExercise(earlier, input.context.exercises);
    const lift = liftIn(earlier);
    if (before.match || lift) return { intent, lookup: before.match ? before : lookup, lift: lift ?? (before.match ? liftIn(before.match.name) : null) };
  }
  return { intent, lookup, lift: null };
}

function draftFor(intent: Intent, input: CoachReplyInput, topic: Topic): Draft {
  const { message, context } = input;
  const now = input.now ?? new Date();
  const { lookup, lift } = topic;
  switch (intent) {
    case 'workout_today':
      return workoutTodayDraft(context, message, now);
    case 'exercise_howto':
      return exerciseHowToDraft(context, lookup);
    case 'video_feedback':
      return videoFeedbackDraft(context);
    case 'progress':
      return progressDraft(context, message);
    case 'pain':
      return painDraft(context, message, lookup.match, lift);
    case 'soreness':
      return sorenessDraft(context);
    case 'joint_safety':
      return jointSafetyDraft(context, message, lift, lookup);
    case 'substitution':
      return substitutionDraft(context, message, lift, lookup);
    case 'tempo':
      return tempoDraft(context, lift);
    case 'rest_periods':
      return restPeriodsDraft(context, lift);
    case 'deload':
      return deloadDraft(context);
    case 'warmup':
      return warmUpDraft(context, now, lift);
    case 'history':
      return historyDraft(context, message, now);
    case 'goal_progress':
      return goalProgressDraft(context);
    case 'motivation':
      return motivationDraft(context);
    case 'recovery':
      return recoveryDraft(context);
    case 'sleep':
      return sleepDraft(context, message);
    case 'nutrition':
      return nutritionDraft(context, message);
    case 'nutrition_timing':
      return nutritionTimingDraft(context, message);
    case 'greeting':
      return greetingDraft(context, message);
    case 'fallback':
      return fallbackDraft();
  }
}
