import { SEEN_MIN_CONFIDENCE } from '../equipment/merge-equipment.js';
import { canonicalEquipmentList } from '../equipment/vocabulary.js';
import type { PlanExercise, PlanInput, WorkoutPlan } from './plan-schema.js';

/** Gear everyone has (or that never decides whether an exercise can be done). */
export const ALWAYS_AVAILABLE = ['bodyweight', 'yoga mat', 'foam roller'] as const;

export interface EquipmentAccess {
  /** Every usable name, including ALWAYS_AVAILABLE. */
  available: Set<string>;
  /** Names recognised in the photo (detector or vision model), confident enough to use. */
  seen: WorkoutPlan['equipment']['seen'];
  /** Declared in the profile and not seen. */
  fromProfile: string[];
}

/**
 * What the user can train with: profile equipment plus what the photo showed. Nothing is
 * inferred (a barbell does not imply a squat rack): only seen or declared gear counts.
 */
export function equipmentAccess(input: Pick<PlanInput, 'profile' | 'equipment'>): EquipmentAccess {
  const seenByName = new Map<string, WorkoutPlan['equipment']['seen'][number]>();
  for (const item of input.equipment) {
    if (item.source === 'profile' || item.confidence < SEEN_MIN_CONFIDENCE) continue;
    const [name] = canonicalEquipmentList([item.name]);
    if (!name) continue;
    const current = seenByName.get(name);
    if (!current || item.confidence > current.confidence)
      seenByName.set(name, { name, confidence: item.confidence, source: item.source });
  }
  const declared = canonicalEquipmentList([
    ...input.profile.equipment,
    ...input.equipment.filter((item) => item.source === 'profile').map((item) => item.name),
  ]);
  const seen = [...seenByName.values()].sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  const fromProfile = declared.filter((name) => !seenByName.has(name));
  const available = new Set<string>([...ALWAYS_AVAILABLE, ...seenByName.keys(), ...declared]);
  return { available, seen, fromProfile };
}

/** Whether every piece of gear the exercise needs is available. */
export function canDo(exercise: PlanExercise, access: EquipmentAccess): boolean {
  return exercise.equipment_tags.every((tag) => access.available.has(tag.trim().toLowerCase()));
}

/** The real gear an exercise uses (not bodyweight, mat or roller). */
export function gearOf(exercise: PlanExercise): string[] {
  return exercise.equipment_tags
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => !(ALWAYS_AVAILABLE as readonly string[]).includes(tag));
}
