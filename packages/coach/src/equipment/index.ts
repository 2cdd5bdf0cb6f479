export { EQUIPMENT_VOCABULARY, canonicalEquipmentName, canonicalEquipmentList } from './vocabulary.js';
export { COCO_LABELS, equipmentForCocoLabel, confidenceWords, type EquipmentGuess } from './coco-equipment.js';
export { EquipmentError, type EquipmentErrorCode } from './equipment-error.js';
export { MAX_IMAGE_PIXELS, readImageHeader, type ImageHeader } from './image-ffmpeg.js';
export type { DetectedObject } from './detections.js';
export { createObjectDetector, detectObjects, type DetectOptions, type ObjectDetector } from './detect-objects.js';
export { createPooledObjectDetector, type PooledObjectDetector } from './detector-pool.js';
export type { LlmConfig } from '../llm/client.js';
export {
  recognizeWithVisionModel,
  VISION_TIMEOUT_MS,
  type VisionFailureReason,
  type VisionModelOptions,
  type VisionModelResult,
} from './vision-model.js';
export { mergeEquipment, summariseEquipment, SEEN_MIN_CONFIDENCE, type MergedEquipment } from './merge-equipment.js';
export {
  recognizeEquipment,
  type EquipmentRecognition,
  type RecognizeEquipmentOptions,
  type VisionStatus,
} from './recognize-equipment.js';
