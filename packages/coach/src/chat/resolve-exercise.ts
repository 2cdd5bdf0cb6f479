import { findExercise, type ExerciseLookup } from './exercise-lookup.js';
import type { LiftFamily } from './lift-knowledge.js';
import { wordSimilarity } from './text-match.js';
import { baseForms } from './understand/tokens.js';
import type { CoachExercise } from './types.js';

/** Body-part words: never part of an exercise name a question means ("bad for my knees" is not High Knees). */
const BODY_WORDS =
  /\b(lower|low|upper)?\s*(knees?|back|spine|shoulders?|elbows?|wrists?|hips?|ankles?|neck|joints?)\b(?!\s*(squat|extension|day|off|pose|stretch))/gi;

/** Words of a name people leave out ("Romanian deadlift" is the Barbell Romanian Deadlift). */
const IMPLIED = new Set([
  'barbell',
  'dumbbell',
  'kettlebell',
  'band',
  'cable',
  'bodyweight',
  'conventional',
  'standing',
  'the',
  'a',
]);

/** Does the message spell out the name (each word but the implied ones, typos aside), not only its lift word? */
function namesAll(message: string, name: string): boolean {
  const said = baseForms(message);
  return baseForms(name)
    .filter((word) => !IMPLIED.has(word))
    .every((word) => said.some((typed) => wordSimilarity(typed, word) > 0));
}

/**
 * The library exercise a message means. Body parts are left out of the look-up; a lift named by its family
 * ("squats", "squatting", "the squat") means the family's classic lift unless the message names a variant in full
 * ("goblet squat", "Bulgarian split squat").
 */
export function resolveExercise(
  message: string,
  lift: LiftFamily | null,
  exercises: readonly CoachExercise[],
): ExerciseLookup {
  const lookup = findExercise(message.replace(BODY_WORDS, ' '), exercises);
  if (!lift) return lookup;
  if (lookup.match && namesAll(message, lookup.match.name)) return lookup;
  if (lookup.unknownPhrase) return lookup;
  const classic = exercises.find((e) => e.name.toLowerCase() === lift.canonical.toLowerCase());
  if (!classic) return lookup;
  const similar = [lookup.match, ...lookup.similar]
    .filter((e): e is CoachExercise => e !== null && e !== classic)
    .slice(0, 3);
  return { match: classic, similar, unknownPhrase: null };
}
