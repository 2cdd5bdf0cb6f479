import { equipmentForCocoLabel, type EquipmentGuess } from './coco-equipment.js';
import { createObjectDetector, type ObjectDetector } from './detect-objects.js';
import type { DetectedObject } from './detections.js';
import { EquipmentError } from './equipment-error.js';
import type { LlmConfig } from '../llm/client.js';
import type { DetectedEquipment } from '@spotter/core/schemas';
import { mergeEquipment, summariseEquipment } from './merge-equipment.js';
import { recognizeWithVisionModel, type VisionFailureReason } from './vision-model.js';
import { readImageHeader } from './image-ffmpeg.js';

export type VisionStatus =
  | { status: 'not_configured' }
  | { status: 'ok'; items: EquipmentGuess[] }
  | { status: 'failed'; reason: VisionFailureReason; detail: string };

export interface EquipmentRecognition {
  items: DetectedEquipment[];
  seen: string[];
  assumed: string[];
  /** One honest paragraph for the user. */
  summary: string;
  /** Everything the COCO detector reported (most of it is not equipment), for logs and debugging. */
  detected: DetectedObject[];
  vision: VisionStatus;
}

export interface RecognizeEquipmentOptions {
  imagePath: string;
  /** The user's profile equipment list (free text; aliases such as 'dumbbell' are understood). */
  declared: readonly string[];
  /** A configured OpenAI-compatible vision model; omitted or null → detector and profile only. */
  llm?: LlmConfig | null;
  /** A loaded detector to reuse; one is loaded (and disposed) per call otherwise. */
  detector?: ObjectDetector;
  visionTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** The caller gave up: the detector stops (EquipmentError 'aborted'). */
  signal?: AbortSignal;
}

/** Best confidence per equipment name among the detector's objects. */
export function equipmentFromDetections(objects: readonly DetectedObject[]): EquipmentGuess[] {
  const best = new Map<string, number>();
  for (const object of objects) {
    const guess = equipmentForCocoLabel(object.label, object.score);
    if (guess) best.set(guess.name, Math.max(best.get(guess.name) ?? 0, guess.confidence));
  }
  return [...best].map(([name, confidence]) => ({ name, confidence }));
}

async function detectWith(options: RecognizeEquipmentOptions): Promise<DetectedObject[] | 'unavailable'> {
  try {
    if (options.detector) return await options.detector.detect(options.imagePath, { signal: options.signal });
    const detector = await createObjectDetector();
    try {
      return await detector.detect(options.imagePath, { signal: options.signal });
    } finally {
      detector.dispose();
    }
  } catch (error) {
    if (error instanceof EquipmentError && error.code === 'detector_unavailable') return 'unavailable';
    throw error;
  }
}

function caveatFor(vision: VisionStatus, detectorMissing: boolean, seenAnything: boolean): string | undefined {
  // Plain words only: which model or setting is involved belongs in the README and the logs, not here.
  if (vision.status === 'failed')
    return 'The vision model could not help this time, so this is only what the built-in detector saw.';
  if (detectorMissing) return 'The built-in detector is not installed, so I could not look at the photo myself.';
  if (vision.status === 'not_configured' && !seenAnything)
    return 'On my own I only recognise a few kinds of equipment, such as benches.';
  return undefined;
}

/**
 * Recognise equipment in a photo: the offline COCO detector and, when configured, a vision
 * model run side by side; their sightings are merged with the declared profile equipment.
 * Throws EquipmentError('unreadable_image') when the file is not an image, 'image_too_large' when its header says
 * more pixels than MAX_IMAGE_PIXELS (before either model decodes it).
 */
export async function recognizeEquipment(options: RecognizeEquipmentOptions): Promise<EquipmentRecognition> {
  await readImageHeader(options.imagePath);
  const llm = options.llm;
  const visionRun = llm
    ? recognizeWithVisionModel({
        imagePath: options.imagePath,
        llm,
        timeoutMs: options.visionTimeoutMs,
        fetch: options.fetch,
      })
    : null;
  const [detection, visionResult] = await Promise.all([detectWith(options), visionRun]);
  const detected = detection === 'unavailable' ? [] : detection;
  const vision: VisionStatus = !visionResult
    ? { status: 'not_configured' }
    : visionResult.ok
      ? { status: 'ok', items: visionResult.items }
      : { status: 'failed', reason: visionResult.reason, detail: visionResult.detail };
  const merged = mergeEquipment({
    detected: equipmentFromDetections(detected),
    vision: vision.status === 'ok' ? vision.items : [],
    declared: options.declared,
  });
  const caveat = caveatFor(vision, detection === 'unavailable', merged.seen.length > 0);
  return { ...merged, summary: summariseEquipment(merged, caveat), detected, vision };
}
