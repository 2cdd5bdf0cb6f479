import { createObjectDetector, type ObjectDetector } from '@spotter/coach/equipment';

/** One offline object detector per server, loaded on the first scan and reused (loading costs ~0.3 s). */
export function lazyObjectDetector() {
  let detector: Promise<ObjectDetector> | null = null;
  return {
    get(): Promise<ObjectDetector> {
      detector ??= createObjectDetector();
      detector.catch(() => (detector = null));
      return detector;
    },
    async close() {
      const loaded = detector;
      detector = null;
      (await loaded?.catch(() => null))?.dispose();
    },
  };
}

export type LazyObjectDetector = ReturnType<typeof lazyObjectDetector>;
