import type { RgbFrame } from '../decode/decode-frames.js';
import type { Keypoint, Pose } from './keypoints.js';
import type { MoveNetVariant } from '../../models/movenet.js';
import { cropRegionFor, fullFrameRegion } from './crop-region.js';
import { loadMoveNetRunner, type PoseRuntime } from './movenet-runner.js';

export interface PoseDetectorOptions {
  variant?: MoveNetVariant;
  /** Follow the person with a square crop around the previous pose (MoveNet's own demo does this). */
  tracking?: boolean;
  /** A directory holding movenet-<variant>.json/.bin, when not the shipped one. */
  modelDir?: string;
  /** Where MoveNet runs (default: onnxruntime where it loads, else tfjs-wasm; see loadMoveNetRunner). */
  runtime?: PoseRuntime;
}

export interface PoseDetector {
  readonly variant: MoveNetVariant;
  readonly runtime: PoseRuntime;
  /** Detect the pose of one frame; keypoints are in pixels of a frame of size originalWidth x originalHeight. */
  detect(frame: RgbFrame, originalWidth: number, originalHeight: number): Promise<Pose>;
  /** Forget the tracked region (call between videos). */
  reset(): void;
  dispose(): void;
}

const meanScore = (keypoints: Keypoint[]) => keypoints.reduce((sum, k) => sum + k.score, 0) / keypoints.length;

/** Create a MoveNet detector (its model loads once; keep the detector to keep it warm). */
export async function createPoseDetector(options: PoseDetectorOptions = {}): Promise<PoseDetector> {
  const variant = options.variant ?? 'lightning';
  const tracking = options.tracking ?? true;
  const runner = await loadMoveNetRunner(variant, { modelDir: options.modelDir, runtime: options.runtime });
  let previous: Keypoint[] | null = null;

  return {
    variant,
    runtime: runner.runtime,
    async detect(frame, originalWidth, originalHeight) {
      const full = fullFrameRegion(frame.width, frame.height);
      const tracked = tracking && previous ? cropRegionFor(previous, frame.width, frame.height) : null;
      let keypoints = await runner.run(frame, tracked ?? full);
      // A lost track (low confidence in the crop) falls back to the whole frame.
      if (tracked && meanScore(keypoints) < 0.25) {
        const fromFull = await runner.run(frame, full);
        if (meanScore(fromFull) > meanScore(keypoints)) keypoints = fromFull;
      }
      previous = meanScore(keypoints) >= 0.2 ? keypoints : null;
      const sx = originalWidth / frame.width;
      const sy = originalHeight / frame.height;
      const timeSec = frame.timeSec;
      return { timeSec, keypoints: keypoints.map((k) => ({ x: k.x * sx, y: k.y * sy, score: k.score })) };
    },
    reset() {
      previous = null;
    },
    dispose() {
      runner.dispose();
    },
  };
}
