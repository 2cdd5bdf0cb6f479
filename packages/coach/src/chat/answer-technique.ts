import type { Draft } from './draft.js';
import { cuesOf } from './answer-exercise.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import type { LiftFamily } from './lift-knowledge.js';
import type { CoachContext } from './types.js';

/** "How deep should I squat?", "how wide should my grip be?": the lift's technique points, not a library card. */
export function techniqueDraft(context: CoachContext, lift: LiftFamily | null, lookup: ExerciseLookup): Draft {
  const injury = context.profile.injuries;
  const safety = injury ? [`With "${injury}" noted in your profile, work only in the range that stays pain-free.`] : [];
  if (lift) {
    return {
      intent: 'technique',
      grounded: injury !== null,
      kind: 'info',
      lead: `On ${lift.plural}:`,
      points: [...lift.form],
      detail: [...safety, 'Film a set from the side and upload it: I will check your depth and bar path.'],
    };
  }
  if (lookup.match) {
    return {
      intent: 'technique',
      grounded: injury !== null,
      kind: 'info',
      lead: `On the ${lookup.match.name}:`,
      points: cuesOf(lookup.match),
      detail: safety,
    };
  }
  return {
    intent: 'technique',
    grounded: false,
    kind: 'info',
    lead: 'Most technique questions come down to three things: a range you can control with a neutral back, joints tracking in line (knees over toes, wrists over elbows), and bracing before each rep.',
    points: [
      'Tell me which lift you mean ("how deep should I squat?", "how wide should I grip the bench?") and I will be specific.',
    ],
    detail: safety,
  };
}
