import { ONBOARDING_EQUIPMENT } from '@spotter/core/constants';

/**
 * Equipment names the coach knows: the onboarding toggles first, then the other tags the
 * exercise library uses. Recognisers may only answer with these names.
 */
export const EQUIPMENT_VOCABULARY: readonly string[] = [
  ...ONBOARDING_EQUIPMENT,
  'weight plate',
  'plyo box',
  'gymnastic rings',
  'dip station',
  'cable machine',
  'trap bar',
  'landmine',
  'ab wheel',
  'sandbag',
  'sled',
  'climbing rope',
  'wall ball target',
  'treadmill',
  'rowing machine',
  'assault bike',
  'yoga mat',
  'foam roller',
];

/** Other ways people (and models) spell our equipment names. Keys are lower-case. */
const ALIASES: Readonly<Record<string, string>> = {
  dumbbell: 'dumbbells',
  'dumb bell': 'dumbbells',
  'dumb bells': 'dumbbells',
  kettlebell: 'kettlebells',
  'kettle bell': 'kettlebells',
  'kettle bells': 'kettlebells',
  'resistance band': 'resistance bands',
  band: 'resistance bands',
  bands: 'resistance bands',
  'pullup bar': 'pull-up bar',
  'pull up bar': 'pull-up bar',
  'chin-up bar': 'pull-up bar',
  'chin up bar': 'pull-up bar',
  'weight bench': 'bench',
  'adjustable bench': 'bench',
  'flat bench': 'bench',
  'power rack': 'squat rack',
  rack: 'squat rack',
  'squat stand': 'squat rack',
  'squat stands': 'squat rack',
  'med ball': 'medicine ball',
  'wall ball': 'medicine ball',
  'skipping rope': 'jump rope',
  'jump-rope': 'jump rope',
  'body weight': 'bodyweight',
  none: 'bodyweight',
  plate: 'weight plate',
  plates: 'weight plate',
  'weight plates': 'weight plate',
  'bumper plate': 'weight plate',
  box: 'plyo box',
  'plyometric box': 'plyo box',
  rings: 'gymnastic rings',
  'dip bars': 'dip station',
  'cable machine': 'cable machine',
  cables: 'cable machine',
  'hex bar': 'trap bar',
  'mat': 'yoga mat',
  'exercise mat': 'yoga mat',
  'rower': 'rowing machine',
  'air bike': 'assault bike',
  'stationary bike': 'assault bike',
  barbells: 'barbell',
};

/** The vocabulary name for a free-text equipment name, or null when we do not know it. */
export function canonicalEquipmentName(raw: string): string | null {
  const name = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (EQUIPMENT_VOCABULARY.includes(name)) return name;
  return ALIASES[name] ?? null;
}

/** Canonical names of a list, unknown names kept as typed (trimmed, lower-case), deduplicated in order. */
export function canonicalEquipmentList(raw: readonly string[]): string[] {
  const names = raw
    .map((item) => canonicalEquipmentName(item) ?? item.trim().toLowerCase())
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}
