import { PERSONAL_BEST_UNITS, type PersonalBestUnit } from '../constants/index.js';
import { PersonalBestCreateSchema, type PersonalBestCreate } from '../schemas/index.js';
import { fromSchema, invalid, type RuleResult } from './result.js';

export const isPersonalBestUnit = (unit: string): unit is PersonalBestUnit => (PERSONAL_BEST_UNITS as readonly string[]).includes(unit);

/** A personal best logged by hand: the schema's checks, and a unit from PERSONAL_BEST_UNITS (case and spaces ignored). */
export function validatePersonalBest(input: { exercise_name: string; value: number; unit: string }): RuleResult<PersonalBestCreate> {
  const result = fromSchema(PersonalBestCreateSchema, input);
  if (!result.ok) return result;
  if (!isPersonalBestUnit(result.value.unit)) return invalid({ unit: `Unit must be one of ${PERSONAL_BEST_UNITS.join(', ')}` });
  return result;
}
