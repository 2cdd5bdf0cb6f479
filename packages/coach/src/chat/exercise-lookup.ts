import type { CoachExercise } from './types.js';
import { kept, phraseScore, phraseStems, stem, stems, wordSimilarity, words } from './text-match.js';

/** Short, generic names people use for the classic lift of a family. */
const CANONICAL: readonly (readonly [phrase: string, name: string])[] = [
  ['squat', 'Back Squat'],
  ['deadlift', 'Conventional Deadlift'],
  ['bench press', 'Barbell Bench Press'],
  ['bench', 'Barbell Bench Press'],
  ['row', 'Barbell Bent-Over Row'],
  ['lunge', 'Forward Lunge'],
  ['rdl', 'Barbell Romanian Deadlift'],
  ['ohp', 'Overhead Press'],
  ['hip thrust', 'Barbell Hip Thrust'],
  ['swing', 'Russian Kettlebell Swing'],
  ['dip', 'Parallel Bar Dip'],
  ['clean', 'Power Clean'],
];

/** Name words that never identify an exercise on their own. */
const WEAK = new Set([
  'up',
  'the',
  'to',
  'and',
  'of',
  'with',
  'on',
  'over',
  'in',
  'a',
  'bar',
  'single',
  'leg',
  'one',
  'arm',
]);

/** Words around an exercise name that are not part of it. */
const FILLER = new Set(
  (
    'how do does did i a an the my me to for on with is it do doing perform performing proper properly correct correctly ' +
    'good better best right safely safe form technique tip cue some any what whats are should can you your teach show ' +
    'explain about please way this that these those again more really just heavy light heavier lighter deep full'
  )
    .split(' ')
    .map(stem),
);

export interface ExerciseMatch {
  exercise: CoachExercise;
  score: number;
  coverage: number;
}

export interface ExerciseLookup {
  /** The exercise the message is about, when one clearly is. */
  match: CoachExercise | null;
  /** Other close names: alternatives to a match, or suggestions when nothing matched. */
  similar: CoachExercise[];
  /** The words the user asked about when they name an exercise the library does not have. */
  unknownPhrase: string | null;
}

/** Best typed word (or two typed words run together) for one name word; also tries the name word joined with the next. */
function bestWord(messageStems: readonly string[], nameWord: string, nextNameWord: string | undefined) {
  let best = { similarity: 0, at: -1, joined: false };
  messageStems.forEach((word, j) => {
    const pair = word + (messageStems[j + 1] ?? '');
    const plain = Math.max(
      wordSimilarity(word, nameWord),
      j + 1 < messageStems.length ? wordSimilarity(pair, nameWord) : 0,
    );
    const joined = nextNameWord ? wordSimilarity(word, nameWord + nextNameWord) : 0;
    const similarity = Math.max(plain, joined);
    if (similarity > best.similarity) best = { similarity, at: j, joined: joined > plain };
  });
  return best;
}

function scoreExercise(
  messageStems: readonly string[],
  exercise: CoachExercise,
): ExerciseMatch & { used: Set<number> } {
  const nameStems = phraseStems(exercise.name);
  const strong = nameStems.map((w, i) => (WEAK.has(w) ? -1 : i)).filter((i) => i >= 0);
  const head = strong[strong.length - 1] ?? nameStems.length - 1;
  const used = new Set<number>();
  let score = 0;
  let matched = 0;
  for (let i = 0; i < nameStems.length; i += 1) {
    const nameWord = nameStems[i] ?? '';
    const best = bestWord(messageStems, nameWord, nameStems[i + 1]);
    if (best.similarity === 0) continue;
    const span = best.joined ? [i, i + 1] : [i];
    matched += span.length;
    used.add(best.at);
    if (span.some((k) => !WEAK.has(nameStems[k] ?? ''))) score += best.similarity * (span.includes(head) ? 1.5 : 1);
    if (best.joined) i += 1;
  }
  const tags = exercise.equipment_tags.flatMap((tag) => phraseStems(tag));
  if (messageStems.some((word, j) => !used.has(j) && tags.includes(word))) score += 0.5;
  return { exercise, score, coverage: matched / Math.max(1, nameStems.length), used };
}

/**
 * Rankings already made, per library (the server hands every reply the same array until the library changes) and
 * message: one reply looks up its message several times, and the user's earlier messages again at each turn.
 */
const rankings = new WeakMap<readonly CoachExercise[], Map<string, readonly ExerciseMatch[]>>();

/** The library exercises a message names, best first (score, then how much of the name it covers, then the shorter name). */
export function rankExercises(message: string, exercises: readonly CoachExercise[]): readonly ExerciseMatch[] {
  let known = rankings.get(exercises);
  if (!known) rankings.set(exercises, (known = new Map<string, readonly ExerciseMatch[]>()));
  return kept(known, message, 1000, () => {
    const messageStems = stems(message);
    return exercises
      .map((exercise) => scoreExercise(messageStems, exercise))
      .filter((m) => m.score >= 1.5)
      .sort((a, b) => b.score - a.score || b.coverage - a.coverage || a.exercise.name.length - b.exercise.name.length)
      .map(({ exercise, score, coverage }) => ({ exercise, score, coverage }));
  });
}

function canonicalFor(message: string, ranked: readonly ExerciseMatch[]): ExerciseMatch | undefined {
  const messageStems = stems(message);
  const top = ranked[0];
  for (const [phrase, name] of CANONICAL) {
    if (phraseScore(messageStems, phrase) < 1) continue;
    const candidate = ranked.find((m) => m.exercise.name.toLowerCase() === name.toLowerCase());
    if (candidate && top && candidate.score >= top.score) return candidate;
  }
  return top;
}

/** A modifier right before the matched name that the chosen exercise does not have ("zercher squat"). */
function unmatchedModifier(message: string, match: ExerciseMatch): string | null {
  const messageStems = stems(message);
  const { used } = scoreExercise(messageStems, match.exercise);
  const first = Math.min(...used);
  const before = messageStems[first - 1];
  if (!before || before.length < 3 || FILLER.has(before)) return null;
  const known = [...stems(match.exercise.name), ...match.exercise.equipment_tags.flatMap((t) => stems(t))];
  if (known.some((word) => wordSimilarity(before, word) > 0)) return null;
  const lastWord = words(message)[Math.max(...used)] ?? '';
  return `${words(message)[first - 1] ?? before} ${stem(lastWord)}`;
}

/** Which library exercise a message is about, tolerant of typos, plurals and "pushup" vs "push-up". */
export function findExercise(message: string, exercises: readonly CoachExercise[]): ExerciseLookup {
  const ranked = rankExercises(message, exercises);
  const best = canonicalFor(message, ranked);
  if (!best) return { match: null, similar: [], unknownPhrase: null };
  const others = ranked
    .filter((m) => m !== best)
    .slice(0, 3)
    .map((m) => m.exercise);
  const modifier = unmatchedModifier(message, best);
  if (modifier) return { match: null, similar: [best.exercise, ...others].slice(0, 3), unknownPhrase: modifier };
  return { match: best.exercise, similar: others, unknownPhrase: null };
}
