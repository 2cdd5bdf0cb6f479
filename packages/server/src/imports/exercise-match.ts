/**
 * Matches the exercise names of other apps to the library: case, punctuation, plurals, word order and the apps'
 * "(Barbell)"-style equipment suffixes aside, plus the names those apps use for our lifts (aliases).
 */

export interface LibraryExercise {
  name: string;
  equipment_tags: readonly string[];
}

export type ExerciseMatch =
  | { kind: 'matched'; name: string }
  | { kind: 'new'; name: string }
  /** Several library exercises fit; the set keeps the lifter's own name and the candidates are reported. */
  | { kind: 'ambiguous'; name: string; candidates: string[] };

/** Equipment words, in the apps' languages, by the implement they name. */
const IMPLEMENTS: Record<string, string> = {
  barbell: 'barbell',
  bar: 'barbell',
  langhantel: 'barbell',
  barre: 'barbell',
  杠铃: 'barbell',
  dumbbell: 'dumbbell',
  db: 'dumbbell',
  kurzhantel: 'dumbbell',
  haltere: 'dumbbell',
  haltère: 'dumbbell',
  哑铃: 'dumbbell',
  kettlebell: 'kettlebell',
  kb: 'kettlebell',
  壶铃: 'kettlebell',
  cable: 'cable',
  kabel: 'cable',
  poulie: 'cable',
  绳索: 'cable',
  band: 'band',
  resistance: 'band',
  machine: 'machine',
  maschine: 'machine',
  器械: 'machine',
  smith: 'smith',
  trap: 'trap',
  hex: 'trap',
  bodyweight: 'bodyweight',
  weighted: 'weighted',
  assisted: 'assisted',
};

/** Words that say nothing about which exercise it is. */
const FILLER = new Set(['flat', 'standard', 'regular', 'conventional', 'standing', 'the', 'a']);

/** What the apps call our lifts (as word keys, see `words`). */
const ALIASES: Record<string, string> = {
  squat: 'Back Squat',
  'barbell squat': 'Back Squat',
  'barbell back squat': 'Back Squat',
  'high bar squat': 'Back Squat',
  'low bar squat': 'Low-Bar Back Squat',
  deadlift: 'Conventional Deadlift',
  'barbell deadlift': 'Conventional Deadlift',
  'bench press': 'Barbell Bench Press',
  'barbell overhead press': 'Overhead Press',
  'military press': 'Overhead Press',
  'barbell military press': 'Overhead Press',
  'barbell shoulder press': 'Overhead Press',
  ohp: 'Overhead Press',
  'barbell row': 'Barbell Bent-Over Row',
  'bent over row': 'Barbell Bent-Over Row',
  'dumbbell row': 'One-Arm Dumbbell Row',
  'one arm dumbbell row': 'One-Arm Dumbbell Row',
  'single arm dumbbell row': 'One-Arm Dumbbell Row',
  'dumbbell bent over one arm row': 'One-Arm Dumbbell Row',
  'bent over one arm row dumbbell': 'One-Arm Dumbbell Row',
  dip: 'Parallel Bar Dip',
  'chest dip': 'Parallel Bar Dip',
  'tricep dip': 'Parallel Bar Dip',
  'triceps dip': 'Parallel Bar Dip',
  'seated row cable': 'Seated Cable Row',
  'cable row': 'Seated Cable Row',
  'incline bench press dumbbell': 'Incline Dumbbell Press',
  'incline dumbbell bench press': 'Incline Dumbbell Press',
  'dumbbell shoulder press': 'Seated Dumbbell Shoulder Press',
  'shoulder press dumbbell': 'Seated Dumbbell Shoulder Press',
  'seated shoulder press dumbbell': 'Seated Dumbbell Shoulder Press',
  'kettlebell swing': 'Russian Kettlebell Swing',
  'goblet squat kettlebell': 'Goblet Squat',
  'goblet squat dumbbell': 'Goblet Squat',
  'walking lunge dumbbell': 'Dumbbell Walking Lunge',
  'dumbbell lunge': 'Dumbbell Walking Lunge',
  'farmer walk': "Farmer's Carry",
  'farmer carry': "Farmer's Carry",
  'lateral raise': 'Dumbbell Lateral Raise',
  'hip thrust': 'Barbell Hip Thrust',
  'romanian deadlift barbell': 'Barbell Romanian Deadlift',
  'romanian deadlift dumbbell': 'Dumbbell Romanian Deadlift',
};

/** Lower-case words, punctuation and plural s aside ("Pull-Ups" → pull up; "Farmer's" → farmer). */
export function words(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length >= 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

const key = (list: readonly string[]) => list.join(' ');
const setKey = (list: readonly string[]) => [...new Set(list)].sort().join(' ');

function implementsOf(exercise: LibraryExercise): Set<string> {
  const found = new Set<string>();
  for (const word of [...words(exercise.name), ...exercise.equipment_tags.flatMap(words)]) {
    const implement = IMPLEMENTS[word];
    if (implement && implement !== 'bodyweight') found.add(implement);
  }
  return found;
}

export class ExerciseMatcher {
  private readonly byKey = new Map<string, string>();
  private readonly bySet = new Map<string, string[]>();
  private readonly entries: { name: string; words: Set<string>; implements: Set<string> }[];

  constructor(library: readonly LibraryExercise[]) {
    this.entries = library.map((exercise) => ({
      name: exercise.name,
      words: new Set(words(exercise.name)),
      implements: implementsOf(exercise),
    }));
    for (const exercise of library) {
      this.byKey.set(key(words(exercise.name)), exercise.name);
      const set = setKey(words(exercise.name));
      this.bySet.set(set, [...(this.bySet.get(set) ?? []), exercise.name]);
    }
    for (const [alias, name] of Object.entries(ALIASES))
      if (library.some((exercise) => exercise.name === name)) this.byKey.set(alias, name);
  }

  private lookup(list: readonly string[]): string | null {
    if (list.length === 0) return null;
    const exact = this.byKey.get(key(list));
    if (exact) return exact;
    const unordered = this.bySet.get(setKey(list));
    return unordered?.length === 1 ? unordered[0]! : null;
  }

  match(rawName: string): ExerciseMatch {
    const name = rawName.trim();
    // "Bench Press (Barbell)", "卧推（杠铃）": the suffix names the equipment.
    const suffix = name.match(/^(.*?)\s*[(（]([^)）]*)[)）]\s*$/);
    const base = words(suffix ? suffix[1]! : name);
    const extra = suffix ? words(suffix[2]!) : [];
    const implement = extra.map((word) => IMPLEMENTS[word]).find(Boolean) ?? null;
    const all = [...base, ...extra];
    const plain = (list: string[]) => list.filter((word) => !FILLER.has(word));
    const tries = [all, [...extra, ...base], plain(all), plain([...extra, ...base])];
    for (const attempt of tries) {
      const found = this.lookup(attempt);
      if (found) return { kind: 'matched', name: found };
    }
    // The base name alone, when the library's exercise does not take another implement ("Lat Pulldown (Cable)").
    const byBase = this.lookup(plain(base));
    if (byBase) {
      const entry = this.entries.find((candidate) => candidate.name === byBase);
      if (!implement || !entry || entry.implements.size === 0 || entry.implements.has(implement))
        return { kind: 'matched', name: byBase };
    }
    // Library names that hold every word of the name and at most two more: one → it (when the others are equipment
    // that fits), several → ambiguous.
    const wanted = plain(base);
    if (wanted.length === 0) return { kind: 'new', name };
    const holding = this.entries.filter(
      (entry) =>
        wanted.every((word) => entry.words.has(word)) &&
        entry.words.size - new Set(wanted).size <= 2 &&
        (!implement || entry.implements.size === 0 || entry.implements.has(implement)),
    );
    if (holding.length === 1) {
      const only = holding[0]!;
      const added = [...only.words].filter((word) => !wanted.includes(word));
      if (added.every((word) => IMPLEMENTS[word])) return { kind: 'matched', name: only.name };
    }
    if (holding.length > 1)
      return { kind: 'ambiguous', name, candidates: holding.map((entry) => entry.name).slice(0, 5) };
    return { kind: 'new', name };
  }
}
