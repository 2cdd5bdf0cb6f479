import { z } from 'zod';

/** Where a scan's piece of equipment comes from: seen in the photo (detector or vision model) or the profile. */
export const EQUIPMENT_SOURCES = ['photo', 'vision_model', 'profile'] as const;
export type EquipmentSource = (typeof EQUIPMENT_SOURCES)[number];

/** Gear recognised in the photo, with how sure the detector or the vision model was (0..1). */
export const SeenEquipmentSchema = z.object({
  name: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.enum(['photo', 'vision_model']),
});
export type SeenEquipment = z.infer<typeof SeenEquipmentSchema>;

/**
 * One piece of equipment a plan may use, and why we think the user has it. What the profile says was not
 * seen, so it has no confidence (null), never a made-up 100%.
 */
export const DetectedEquipmentSchema = z.discriminatedUnion('source', [
  SeenEquipmentSchema,
  z.object({ name: z.string(), confidence: z.null(), source: z.literal('profile') }),
]);
export type DetectedEquipment = z.infer<typeof DetectedEquipmentSchema>;
