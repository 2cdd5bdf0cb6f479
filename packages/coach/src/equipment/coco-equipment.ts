/**
 * The 80 COCO classes the CenterNet detector in @vladmandic/human knows, in the order of the
 * model's class index (0 = person). Only a few say anything about gym equipment.
 */
export const COCO_LABELS = [
  'person',
  'bicycle',
  'car',
  'motorcycle',
  'airplane',
  'bus',
  'train',
  'truck',
  'boat',
  'traffic light',
  'fire hydrant',
  'stop sign',
  'parking meter',
  'bench',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
  'backpack',
  'umbrella',
  'handbag',
  'tie',
  'suitcase',
  'frisbee',
  'skis',
  'snowboard',
  'sports ball',
  'kite',
  'baseball bat',
  'baseball glove',
  'skateboard',
  'surfboard',
  'tennis racket',
  'bottle',
  'wine glass',
  'cup',
  'fork',
  'knife',
  'spoon',
  'bowl',
  'banana',
  'apple',
  'sandwich',
  'orange',
  'broccoli',
  'carrot',
  'hot dog',
  'pizza',
  'donut',
  'cake',
  'chair',
  'couch',
  'potted plant',
  'bed',
  'dining table',
  'toilet',
  'tv',
  'laptop',
  'mouse',
  'remote',
  'keyboard',
  'cell phone',
  'microwave',
  'oven',
  'toaster',
  'sink',
  'refrigerator',
  'book',
  'clock',
  'vase',
  'scissors',
  'teddy bear',
  'hair drier',
  'toothbrush',
] as const;

export type CocoLabel = (typeof COCO_LABELS)[number];

/**
 * What a COCO label tells us about equipment, and how far to trust it. A COCO 'bench' is a
 * park bench, so a weight bench is recognised but not certainly; a 'sports ball' in a gym is
 * often a medicine ball but could be anything round. Everything else is ignored.
 */
const COCO_TO_EQUIPMENT: Partial<Record<CocoLabel, { name: string; trust: number }>> = {
  bench: { name: 'bench', trust: 0.9 },
  'sports ball': { name: 'medicine ball', trust: 0.4 },
};

export interface EquipmentGuess {
  name: string;
  /** 0..1: the detector's score scaled by how much the label means that equipment. */
  confidence: number;
}

/** The equipment a detected COCO label stands for, or null when it says nothing about equipment. */
export function equipmentForCocoLabel(label: string, score: number): EquipmentGuess | null {
  const mapping = COCO_TO_EQUIPMENT[label as CocoLabel];
  if (!mapping) return null;
  return { name: mapping.name, confidence: roundConfidence(score * mapping.trust) };
}

/** Two decimals, within 0..1. */
export function roundConfidence(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** Words for a confidence, as the coach says it. */
export function confidenceWords(confidence: number): string {
  if (confidence >= 0.75) return 'sure';
  if (confidence >= 0.5) return 'fairly sure';
  return 'not sure';
}
