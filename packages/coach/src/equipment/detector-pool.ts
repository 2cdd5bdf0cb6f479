import { PRIORITY, ThreadPoolRefusal, createThreadPool, workerModule } from '../workers/thread-pool.js';
import { codedReviver } from '../workers/thread-task.js';
import type { DetectOptions, ObjectDetector } from './detect-objects.js';
import type { DetectedObject } from './detections.js';
import { EquipmentError, type EquipmentErrorCode } from './equipment-error.js';
import type { DetectTask } from './detect-worker.js';

export interface PooledObjectDetector extends ObjectDetector {
  /** True when the next photo would be refused as busy. */
  full(): boolean;
  close(): Promise<void>;
}

const reviveEquipmentError = codedReviver<EquipmentErrorCode>(
  ['unreadable_image', 'image_too_large', 'detector_unavailable', 'busy', 'aborted'],
  'detector_unavailable',
  (code, message) => new EquipmentError(code, message),
);

/**
 * The offline object detector on a bounded pool of threads: the model loads in a thread on the first photo and stays
 * there, and a photo never blocks the caller's event loop. Past the queue a photo is refused with EquipmentError('busy').
 */
export function createPooledObjectDetector(limits: { threads?: number; queue?: number } = {}): PooledObjectDetector {
  const threads = Math.max(1, limits.threads ?? 1);
  const pool = createThreadPool(workerModule(import.meta.url, 'detect-worker'), {
    threads,
    queue: limits.queue ?? threads * 4,
    idleMs: 10 * 60_000,
    niceIncrement: PRIORITY.interactive,
  });
  return {
    async detect(imagePath: string, { signal, ...options }: DetectOptions = {}): Promise<DetectedObject[]> {
      try {
        return await pool.run<DetectTask, DetectedObject[]>({ imagePath, options }, reviveEquipmentError, { signal });
      } catch (error) {
        if (!(error instanceof ThreadPoolRefusal)) throw error;
        if (error.reason === 'busy')
          throw new EquipmentError('busy', 'The coach is looking at other photos right now. Try again in a minute.');
        throw new EquipmentError('aborted', 'The equipment scan was cancelled.');
      }
    },
    dispose: () => void pool.close(),
    full: pool.full,
    close: pool.close,
  };
}
