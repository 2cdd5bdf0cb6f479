import { EQUIPMENT_NAMES, canonicalEquipmentName } from '../constants/index.js';
import { exerciseKey } from './exercise-key.js';
import { invalid, valid, type RuleResult } from './result.js';

/** Levenshtein distance (insert, delete, substitute), two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The name of `names` nearest `input` (case ignored), or null when there are none. Ties keep the earlier name. */
export function closestName(input: string, names: readonly string[]): string | null {
  const typed = input.trim().toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of names) {
    const distance = editDistance(typed, name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
}

/** "'flux capacitor' is not equipment Spotter knows (closest: 'foam roller')". */
export const unknownEquipmentMessage = (name: string): string =>
  `'${name.trim()}' is not equipment Spotter knows (closest: '${closestName(name, EQUIPMENT_NAMES) ?? EQUIPMENT_NAMES[0]}')`;

/**
 * Equipment as typed (a flag, a prompt, a file): every name known (any case, aliases such as 'kettlebell' understood)
 * becomes its one canonical name; any unknown one fails the list, each named with the closest known name.
 */
export function checkEquipmentNames(names: readonly string[]): RuleResult<string[]> {
  const unknown = names.filter((name) => !canonicalEquipmentName(name));
  if (unknown.length) return invalid({ equipment_list: unknown.map(unknownEquipmentMessage).join('; ') });
  return valid([...new Set(names.map((name) => canonicalEquipmentName(name)!))]);
}

/**
 * A lift typed for a personal best against the lifts known (the coach's and the user's own, as they are stored):
 * known when it is one of them by core's one lift key (`exerciseKey`: case, punctuation, '_', word order and fillers
 * such as 'Back' or '(Barbell)' aside) → the known name, the one spelt as typed when several share the key, else the
 * last listed (the user's own after the coach's); otherwise not known, with the nearest known lift when it is close
 * enough to be a typo ('sqaut' → 'squat').
 */
export function checkLiftName(
  input: string,
  known: readonly string[],
): { known: true; value: string } | { known: false; value: string; closest: string | null } {
  const byKey = new Map(known.map((name) => [exerciseKey(name), name] as const));
  const typed = exerciseKey(input);
  const asTyped = known.find((name) => name.trim().toLowerCase() === input.trim().toLowerCase());
  const match = asTyped ?? byKey.get(typed);
  if (match !== undefined) return { known: true, value: match };
  const closestKey = closestName(typed, [...byKey.keys()]);
  const near = closestKey !== null && editDistance(typed, closestKey) <= Math.max(2, Math.floor(closestKey.length / 3));
  return { known: false, value: input.trim(), closest: near ? byKey.get(closestKey)! : null };
}
