import { checkEquipmentNames } from '@spotter/core/rules';
import { splitList } from '@spotter/core/view-models';
import { UsageError } from '../errors.js';

/**
 * --equipment as typed ("barbell, Kettlebell"): the canonical names, or a usage error naming each unknown item and
 * the closest known one ("--equipment: 'flux capacitor' is not equipment Spotter knows (closest: 'foam roller')").
 */
export function equipmentFlag(raw: string, usage: string, flag = '--equipment'): string[] {
  const checked = checkEquipmentNames(splitList(raw));
  if (!checked.ok) throw new UsageError(`${flag}: ${checked.errors.equipment_list}`, usage);
  return checked.value;
}

/** A prompt's check of an equipment answer (comma-separated; empty is none): the message to ask again with, or undefined. */
export const equipmentAnswerError = (value: string): string | undefined => {
  const checked = checkEquipmentNames(splitList(value));
  return checked.ok ? undefined : checked.errors.equipment_list;
};
