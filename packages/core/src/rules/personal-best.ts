import { ESTIMATED_MAX_REPS, PERSONAL_BEST_UNITS, type PersonalBestUnit } from '../constants/index.js';
import { PersonalBestCreateSchema, type PersonalBestCreate } from '../schemas/index.js';
import { fromSchema, type RuleResult } from './result.js';

export const isPersonalBestUnit = (unit: string): unit is PersonalBestUnit =>
  (PERSONAL_BEST_UNITS as readonly string[]).includes(unit);

/**
 * A personal best logged by hand: the schema's checks (the server's too), a unit from PERSONAL_BEST_UNITS among them
 * (case and spaces ignored).
 */
export const validatePersonalBest = (input: {
  exercise_name: string;
  value: number;
  unit: string;
  load_kg?: number;
}): RuleResult<PersonalBestCreate> => fromSchema(PersonalBestCreateSchema, input);

/**
 * The one-rep max a set suggests, by Epley: load × (1 + reps / 30), a single being its own load; to 0.1 kg. Null
 * without a load, without reps, or above ESTIMATED_MAX_REPS, where the estimate strays too far from a real single.
 * (Epley rather than Brzycki: the two agree within a few percent up to 10 reps, and Brzycki breaks down near 37.)
 */
export function estimatedOneRepMax(loadKg: number | null | undefined, reps: number): number | null {
  if (!loadKg || loadKg <= 0 || !Number.isInteger(reps) || reps < 1 || reps > ESTIMATED_MAX_REPS) return null;
  const estimate = reps === 1 ? loadKg : loadKg * (1 + reps / 30);
  return Math.round(estimate * 10) / 10;
}
