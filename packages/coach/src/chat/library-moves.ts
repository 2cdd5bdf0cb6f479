import { officialExercises, type OfficialExercise } from '../library/index.js';
import type { Area } from './lift-knowledge.js';
import { stems } from './text-match.js';
import { loadedAreas } from '../plan/injuries.js';

/** Gear nobody has to own. */
const NO_GEAR = new Set(['bodyweight', 'none', 'floor', 'yoga mat', 'mat']);

const key = (text: string): string => stems(text).join(' ');

/** The official library's entry for an exercise name (case and punctuation aside). */
export function officialEntry(name: string): OfficialExercise | null {
  const wanted = key(name);
  return officialExercises().find((exercise) => key(exercise.name) === wanted) ?? null;
}

/** Can the user do this with their listed equipment? An empty list is taken as unknown, so anything fits. */
export function fitsEquipment(
  exercise: Pick<OfficialExercise, 'equipment_tags'>,
  equipment: readonly string[],
): boolean {
  if (equipment.length === 0) return true;
  const owned = new Set(equipment.map(key));
  return exercise.equipment_tags.every((tag) => NO_GEAR.has(tag.toLowerCase()) || owned.has(key(tag)));
}

export interface SwapQuery {
  pattern: string;
  /** Leave out exercises that load this area. */
  avoid?: Area | null;
  equipment: readonly string[];
  /** Names not to offer (the exercise being replaced). */
  exclude?: readonly string[];
  limit?: number;
}

/** Exercises of the same movement pattern the user can do, easiest first, that spare the area to avoid. */
export function swapsFor(query: SwapQuery): OfficialExercise[] {
  const excluded = new Set((query.exclude ?? []).map(key));
  const order = { beginner: 0, intermediate: 1, advanced: 2 } as const;
  return (
    officialExercises()
      .filter((exercise) => exercise.movement_pattern === query.pattern)
      .filter((exercise) => !excluded.has(key(exercise.name)))
      // The plan's rule for what an exercise loads (its pattern and name too, not only the library's list).
      .filter((exercise) => !query.avoid || !loadedAreas(exercise).includes(query.avoid))
      .filter((exercise) => fitsEquipment(exercise, query.equipment))
      .sort((a, b) => order[a.difficulty_level] - order[b.difficulty_level])
      .slice(0, query.limit ?? 3)
  );
}

/** Exercises from other patterns that work around an area (for "what can I train while my knee settles?"). */
export function sparingMoves(
  area: Area,
  equipment: readonly string[],
  patterns: readonly string[],
  limit = 3,
): OfficialExercise[] {
  return patterns.flatMap((pattern) => swapsFor({ pattern, avoid: area, equipment, limit: 1 })).slice(0, limit);
}
