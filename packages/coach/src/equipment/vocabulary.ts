import { EQUIPMENT_NAMES, canonicalEquipmentName } from '@spotter/core/constants';

/** Equipment names the coach knows (core's list): recognisers may only answer with these names. */
export const EQUIPMENT_VOCABULARY: readonly string[] = EQUIPMENT_NAMES;

export { canonicalEquipmentName };

/** Canonical names of a list, unknown names kept as typed (trimmed, lower-case), deduplicated in order. */
export function canonicalEquipmentList(raw: readonly string[]): string[] {
  const names = raw
    .map((item) => canonicalEquipmentName(item) ?? item.trim().toLowerCase())
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}
