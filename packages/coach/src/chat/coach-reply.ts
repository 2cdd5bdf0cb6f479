import { exerciseHowToDraft } from './answer-exercise.js';
import { jointSafetyDraft, sorenessDraft, substitutionDraft } from './answer-body.js';
import { clarifyDraft, fallbackDraft, greetingDraft } from './answer-general.js';
import { goalProgressDraft, historyDraft } from './answer-history.js';
import { progressDraft, videoFeedbackDraft } from './answer-records.js';
import { painDraft } from './answer-safety.js';
import { techniqueDraft } from './answer-technique.js';
import {
  deloadDraft,
  frequencyDraft,
  restPeriodsDraft,
  setsRepsDraft,
  tempoDraft,
  warmUpDraft,
} from './answer-training.js';
import {
  motivationDraft,
  nutritionDraft,
  nutritionTimingDraft,
  recoveryDraft,
  sleepDraft,
} from './answer-wellbeing.js';
import { workoutTodayDraft } from './answer-workout.js';
import type { Draft } from './draft.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import { earlierUserMessages, understand, type Understanding } from './intents.js';
import { entitiesOf } from './understand/entities.js';
import { areaIn, type LiftFamily } from './lift-knowledge.js';
import { resolveExercise } from './resolve-exercise.js';
import { normaliseTone, renderDraft } from '../prose/tone.js';
import type { CoachReply, CoachReplyInput, Intent } from './types.js';

/**
 * The built-in coach: a trained intent model and entity rules over the user's own records.
 * The same facts are phrased in the user's coach tone.
 */
export function coachReply(input: CoachReplyInput): CoachReply {
  const draft = coachDraft(input);
  const { profile } = input.context;
  return {
    text: renderDraft(draft, normaliseTone(profile.coach_tone), profile.first_name, {
      message: input.message,
      history: input.history,
    }),
    intent: draft.intent,
    grounded: draft.grounded,
  };
}

/** The facts of the built-in answer, before tone: also what the language model is grounded with. */
export function coachDraft(input: CoachReplyInput): Draft {
  return draftFor(topicOf(input), input);
}

/** The intent of a message and the library exercise it means, if any. */
export function classifyMessage(input: CoachReplyInput): { intent: Intent; lookup: ExerciseLookup } {
  const topic = topicOf(input);
  return { intent: topic.intent, lookup: topic.lookup };
}

/** What the message is about: its understanding, and the exercise it means (looked up only once the intent is known). */
export interface Topic extends Understanding {
  lookup: ExerciseLookup;
  lift: LiftFamily | null;
}

const NO_LOOKUP: ExerciseLookup = { match: null, similar: [], unknownPhrase: null };
/** Intents whose answer is about one exercise: only these look one up. */
const ABOUT_AN_EXERCISE: readonly Intent[] = ['exercise_howto', 'technique', 'substitution', 'joint_safety', 'pain'];

function topicOf(input: CoachReplyInput): Topic {
  const understanding = understand(input.message, input.history);
  const lift = understanding.entities.lift;
  const named = understanding.followUp && lift ? `${lift.plural} ${input.message}` : input.message;
  if (!ABOUT_AN_EXERCISE.includes(understanding.intent)) return { ...understanding, lookup: NO_LOOKUP, lift };
  const lookup = resolveExercise(named, lift, input.context.exercises);
  if (lookup.match || lookup.unknownPhrase || lift) return { ...understanding, lookup, lift };
  // "how do I do it properly?": the exercise of the last messages that named one.
  for (const earlier of earlierUserMessages(input.history).slice(0, 3)) {
    const before = resolveExercise(earlier, entitiesOf(earlier).lift, input.context.exercises);
    if (before.match) return { ...understanding, lookup: before, lift: entitiesOf(earlier).lift };
  }
  return { ...understanding, lookup, lift };
}

function draftFor(topic: Topic, input: CoachReplyInput): Draft {
  const { message, context } = input;
  const now = input.now ?? new Date();
  const { lookup, lift, entities } = topic;
  const area = entities.area ?? areaIn(message);
  switch (topic.intent) {
    case 'workout_today':
      return workoutTodayDraft(context, message, now, { lift, time: entities.time });
    case 'exercise_howto':
      return exerciseHowToDraft(context, lookup);
    case 'technique':
      return techniqueDraft(context, lift, lookup);
    case 'video_feedback':
      return videoFeedbackDraft(context);
    case 'progress':
      return progressDraft(context, message);
    case 'pain':
      return painDraft(context, message, lookup.match, lift, area);
    case 'soreness':
      return sorenessDraft(context);
    case 'joint_safety':
      return jointSafetyDraft(context, message, lift, lookup, area);
    case 'substitution':
      return substitutionDraft(context, message, lift, lookup);
    case 'tempo':
      return tempoDraft(context, lift);
    case 'rest_periods':
      return restPeriodsDraft(context, lift);
    case 'sets_reps':
      return setsRepsDraft(context, lift);
    case 'training_frequency':
      return frequencyDraft(context);
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
    case 'clarify':
      return clarifyDraft(topic.alternatives, lift);
    case 'fallback':
      return fallbackDraft();
  }
}
