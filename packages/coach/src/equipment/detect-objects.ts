import { loadTfRuntime } from '../models/tf-runtime.js';
import { CENTERNET_INPUT_SIZE, loadCenterNet, runCenterNet } from './centernet-model.js';
import { decodeImageRgb } from './decode-image.js';
import { decodeDetections, type DetectedObject } from './detections.js';

export interface DetectOptions {
  /** Weakest detector score kept (human's default is 0.2). */
  minScore?: number;
  maxObjects?: number;
  signal?: AbortSignal;
}

/** A loaded COCO detector: keep one per process (loading reads ~4 MB of weights) and dispose it at the end. */
export interface ObjectDetector {
  detect(imagePath: string, options?: DetectOptions): Promise<DetectedObject[]>;
  dispose(): void;
}

const DEFAULTS = { minScore: 0.2, maxObjects: 20, iouThreshold: 0.4 } as const;

/**
 * Load the offline COCO object detector (MB3-CenterNet from @vladmandic/human) on the tfjs
 * wasm backend shared with the video coach. Throws EquipmentError('detector_unavailable')
 * when the weights are missing.
 */
export async function createObjectDetector(): Promise<ObjectDetector> {
  const runtime = await loadTfRuntime();
  const model = await loadCenterNet(runtime);
  return {
    async detect(imagePath, options = {}) {
      const image = await decodeImageRgb(imagePath, CENTERNET_INPUT_SIZE, CENTERNET_INPUT_SIZE, options.signal);
      const rows = await runCenterNet(runtime, model, image.data);
      return decodeDetections(rows, {
        inputSize: CENTERNET_INPUT_SIZE,
        minScore: options.minScore ?? DEFAULTS.minScore,
        maxObjects: options.maxObjects ?? DEFAULTS.maxObjects,
        iouThreshold: DEFAULTS.iouThreshold,
      });
    },
    dispose() {
      model.dispose();
    },
  };
}

/**
 * Detect COCO objects in an image file (loads the detector for this one call; hold an
 * ObjectDetector from createObjectDetector to scan many images). Throws EquipmentError
 * ('unreadable_image' | 'detector_unavailable').
 */
export async function detectObjects(imagePath: string, options: DetectOptions = {}): Promise<DetectedObject[]> {
  const detector = await createObjectDetector();
  try {
    return await detector.detect(imagePath, options);
  } finally {
    detector.dispose();
  }
}
