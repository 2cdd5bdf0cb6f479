import { kept, wordSimilarity } from '../text-match.js';

/**
 * Words grouped by what they are about. The intent model sees a word's group beside the word, so a phrasing that
 * uses a word no example used ("is whey worth it", "electrolytes?") still reads as a food question.
 */
const CONCEPTS: Record<string, readonly string[]> = {
  FOOD: ['eat', 'food', 'meal', 'diet', 'protein', 'whey', 'creatine', 'carb', 'calorie', 'kcal', 'macro', 'fat', 'snack', 'breakfast', 'lunch', 'dinner', 'drink', 'water', 'electrolyte', 'supplement', 'vitamin', 'fasting', 'fast', 'alcohol', 'beer', 'coffee', 'caffeine', 'vegan', 'vegetarian', 'bulk', 'cut', 'shake', 'banana', 'rice', 'chicken', 'egg', 'sugar', 'hydration', 'nutrition', 'hungry'],
  SLEEP: ['sleep', 'slept', 'nap', 'insomnia', 'bed', 'bedtime', 'tired', 'awake'],
  RECOVER: ['recover', 'recovery', 'rest', 'doms', 'sore', 'soreness', 'fatigue', 'exhausted', 'overtrain', 'overtraining', 'burnt', 'burned', 'wrecked', 'ice', 'bath', 'massage', 'roll', 'off'],
  MOTIVE: ['motivation', 'motivated', 'lazy', 'skip', 'skipping', 'quit', 'quitting', 'habit', 'consistent', 'consistency', 'discipline', 'anxiety', 'bored', 'boring', 'hate', 'give', 'drive', 'energy', 'wagon', 'excuse'],
  HURT: ['pain', 'painful', 'hurt', 'hurts', 'injury', 'injured', 'injure', 'tweak', 'tweaked', 'strain', 'strained', 'sprain', 'pop', 'popped', 'twinge', 'pinch', 'pinching', 'swollen', 'swelling', 'numb', 'tingling', 'ache', 'aching', 'throbbing', 'inflamed', 'physio', 'stab', 'click'],
  SAFE: ['safe', 'unsafe', 'bad', 'dangerous', 'ruin', 'wreck', 'damage', 'harm', 'harmful', 'risky', 'avoid', 'friendly', 'stress', 'wear'],
  FORM: ['deep', 'depth', 'low', 'parallel', 'grip', 'stance', 'wide', 'width', 'narrow', 'elbow', 'arch', 'brace', 'bracing', 'breathe', 'breathing', 'belt', 'heel', 'toe', 'bar', 'path', 'lockout', 'lock', 'flare', 'range', 'grass', 'feet', 'foot', 'hand', 'look', 'head', 'chest', 'touch'],
  SWAP: ['instead', 'alternative', 'alternatives', 'replace', 'replacement', 'swap', 'substitute', 'sub', 'subs', 'else', 'variation', 'regression', 'option', 'options', 'different', 'other'],
  SPEED: ['tempo', 'fast', 'slow', 'slowly', 'speed', 'quickly', 'explosive', 'eccentric', 'negative', 'negatives', 'controlled', 'tension', 'pause'],
  DOSE: ['set', 'sets', 'rep', 'reps', 'range', 'volume', 'failure', 'rpe', 'rir', 'heavy', 'weight', 'percentage', 'max', '5x5', '3x10'],
  OFTEN: ['often', 'frequency', 'frequently', 'times', 'week', 'weekly', 'daily', 'every', 'split', 'twice', 'days'],
  PLAN: ['plan', 'workout', 'session', 'program', 'programme', 'routine', 'schedule', 'today', 'tomorrow', 'tonight', 'next'],
  PAST: ['did', 'done', 'last', 'yesterday', 'log', 'logged', 'record', 'recorded', 'history', 'recent', 'recently', 'recap', 'upload', 'uploaded'],
  BEST: ['best', 'pb', 'pr', 'prs', 'pbs', 'record', 'records', 'max', '1rm', 'stronger', 'improve', 'improving', 'progress', 'stats', 'top'],
  GOAL: ['goal', 'target', 'track', 'realistic', 'closer', 'reach'],
  VIDEO: ['video', 'clip', 'recording', 'upload', 'uploaded', 'footage', 'analysis', 'filmed', 'film'],
  WARM: ['warm', 'warmup', 'warming', 'stretch', 'stretching', 'mobility', 'ramp', 'prepare', 'cardio', 'foam'],
  HELLO: ['hi', 'hello', 'hey', 'yo', 'thanks', 'thank', 'thx', 'cheers', 'bye', 'morning', 'evening', 'help'],
  DELOAD: ['deload', 'deloading', 'lighter', 'easy', 'stall', 'stalled', 'plateau'],
  WHAT: ['what', 'whats', 'explain', 'describe', 'teach', 'show', 'guide', 'how'],
};

/** Each word's groups, for the model's features. */
const INDEX = new Map<string, string[]>();
for (const [concept, words] of Object.entries(CONCEPTS)) for (const word of words) INDEX.set(word, [...(INDEX.get(word) ?? []), concept]);

/** The concept groups of one word (a near miss of a group word counts). */
const near = new Map<string, readonly string[]>();
export function conceptsOf(word: string): readonly string[] {
  const exact = INDEX.get(word);
  if (exact) return exact;
  if (word.length < 5) return [];
  return kept(near, word, 20_000, () => [...INDEX].find(([known]) => known.length >= 5 && wordSimilarity(word, known) > 0)?.[1] ?? []);
}
