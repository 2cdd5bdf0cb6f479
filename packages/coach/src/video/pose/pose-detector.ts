import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { RgbFrame } from '../decode/decode-frames.js';
import type { Tensor } from '@tensorflow/tfjs-core';
import type { Keypoint, Pose } from './keypoints.js';
import { MOVENET_INPUT_SIZE, loadMoveNet, type MoveNetVariant } from '../../models/movenet.js';
import { cropRegionFor, fullFrameRegion, type CropRegion } from './crop-region.js';
import { loadTfRuntime, type TfRuntime } from '../../models/tf-runtime.js';

export interface PoseDetectorOptions {
  variant?: MoveNetVariant;
  /** Follow the person with a square crop around the previous pose (MoveNet's own demo does this). */
  tracking?: boolean;
  /** A directory holding movenet-<variant>.json/.bin, when not the shipped one. */
  modelDir?: string;
}

export interface PoseDetector {
  readonly variant: MoveNetVariant;
  /** Detect the pose of one frame; keypoints are in pixels of a frame of size originalWidth x originalHeight. */
  detect(frame: RgbFrame, originalWidth: number, originalHeight: number): Promise<Pose>;
  /** Forget the tracked region (call between videos). */
  reset(): void;
  dispose(): void;
}

/** Run MoveNet on one square region of a frame; keypoints come back in frame pixels. */
async function runMoveNet(
  runtime: TfRuntime,
  model: GraphModel,
  inputSize: number,
  frame: RgbFrame,
  region: CropRegion,
): Promise<Keypoint[]> {
  const { tf } = runtime;
  const output = tf.tidy(() => {
    const image = tf.tensor4d(frame.data, [1, frame.height, frame.width, 3], 'int32');
    const box = [
      (region.cy - region.half) / frame.height,
      (region.cx - region.half) / frame.width,
      (region.cy + region.half) / frame.height,
      (region.cx + region.half) / frame.width,
    ];
    const crop = tf.image.cropAndResize(image, [box], [0], [inputSize, inputSize], 'bilinear', 0);
    return model.execute(tf.cast(crop, 'int32')) as Tensor;
  });
  const values = await output.data();
  output.dispose();
  const keypoints: Keypoint[] = [];
  for (let i = 0; i < 17; i += 1) {
    const y = values[i * 3] ?? 0;
    const x = values[i * 3 + 1] ?? 0;
    keypoints.push({
      x: region.cx - region.half + x * 2 * region.half,
      y: region.cy - region.half + y * 2 * region.half,
      score: values[i * 3 + 2] ?? 0,
    });
  }
  return keypoints;
}

const meanScore = (keypoints: Keypoint[]) => keypoints.reduce((sum, k) => sum + k.score, 0) / keypoints.length;

/** Create a MoveNet detector on the shared tfjs-wasm runtime (the backend initialises once per process). */
export async function createPoseDetector(options: PoseDetectorOptions = {}): Promise<PoseDetector> {
  const variant = options.variant ?? 'lightning';
  const tracking = options.tracking ?? true;
  const runtime = await loadTfRuntime();
  const model = await loadMoveNet(runtime, variant, options.modelDir);
  const inputSize = MOVENET_INPUT_SIZE[variant];
  let previous: Keypoint[] | null = null;

  return {
    variant,
    async detect(frame, originalWidth, originalHeight) {
      const full = fullFrameRegion(frame.width, frame.height);
      const tracked = tracking && previous ? cropRegionFor(previous, frame.width, frame.height) : null;
      let keypoints = await runMoveNet(runtime, model, inputSize, frame, tracked ?? full);
      // A lost track (low confidence in the crop) falls back to the whole frame.
      if (tracked && meanScore(keypoints) < 0.25) {
        const fromFull = await runMoveNet(runtime, model, inputSize, frame, full);
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
      model.dispose();
    },
  };
}
