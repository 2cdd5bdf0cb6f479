import { threadTask } from '../workers/thread-task.js';
import { createObjectDetector, type DetectOptions, type ObjectDetector } from './detect-objects.js';
import type { DetectedObject } from './detections.js';

export interface DetectTask {
  imagePath: string;
  options: Omit<DetectOptions, 'signal'>;
}

/** One detector per thread, loaded by its first photo (a failed load is tried again by the next). */
function detectJobs() {
  let detector: Promise<ObjectDetector> | null = null;
  return threadTask<DetectTask, DetectedObject[]>(async ({ imagePath, options }, { signal }) => {
    detector ??= createObjectDetector().catch((error: unknown) => {
      detector = null;
      throw error;
    });
    return (await detector).detect(imagePath, { ...options, signal });
  });
}

export default detectJobs();
